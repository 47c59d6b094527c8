import { randomBytes } from 'node:crypto';
import type { RevocationSource, TimestampAuthority } from '@signet/pdf';

/** One DER element: its tag, where its content starts and where it ends. */
interface Tlv {
  tag: number;
  /** Where its tag byte is. */
  offset: number;
  start: number;
  end: number;
}

function readTlv(der: Uint8Array, offset: number, limit = der.length): Tlv {
  const tag = der[offset];
  let length = der[offset + 1];
  if (tag === undefined || length === undefined) throw new Error('DER: truncated');
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new Error('DER: unsupported length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + der[start + i]!;
    start += count;
  }
  const end = start + length;
  if (end > limit) throw new Error('DER: element runs past its parent');
  return { tag, offset, start, end };
}

function childrenOf(der: Uint8Array, parent: Tlv): Tlv[] {
  const items: Tlv[] = [];
  for (let at = parent.start; at < parent.end; ) {
    const item = readTlv(der, at, parent.end);
    items.push(item);
    at = item.end;
  }
  return items;
}

const CRL_DISTRIBUTION_POINTS = Buffer.from([0x55, 0x1d, 0x1f]); // 2.5.29.31

/** The http(s) URIs of a certificate's CRL distribution points (RFC 5280 §4.2.1.13). */
export function crlUrlsOf(certificate: Uint8Array): string[] {
  const cert = readTlv(certificate, 0);
  const tbs = childrenOf(certificate, cert)[0]!;
  const extensions = childrenOf(certificate, tbs).find((item) => item.tag === 0xa3);
  if (!extensions) return [];
  const urls: string[] = [];
  const collect = (node: Tlv) => {
    for (const child of childrenOf(certificate, node)) {
      if (child.tag === 0x86) {
        urls.push(Buffer.from(certificate.subarray(child.start, child.end)).toString('latin1'));
      } else if (child.tag & 0x20) collect(child);
    }
  };
  for (const extension of childrenOf(certificate, childrenOf(certificate, extensions)[0]!)) {
    const [oid, ...rest] = childrenOf(certificate, extension);
    const id = certificate.subarray(oid!.start, oid!.end);
    if (!CRL_DISTRIBUTION_POINTS.equals(id)) continue;
    const value = rest.find((item) => item.tag === 0x04);
    if (value) collect(value);
  }
  return urls.filter((url) => /^https?:\/\//.test(url));
}

const SHA256_ALGORITHM = [
  0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01, 0x05, 0x00,
];

/** An RFC 3161 TimeStampReq for a SHA-256 digest, asking for the TSA's certificate. */
export function timestampRequest(sha256: Uint8Array): Uint8Array {
  if (sha256.length !== 32) throw new Error('sha256: must be 32 bytes');
  const nonce = randomBytes(8);
  nonce[0] = nonce[0]! & 0x7f;
  const imprint = [0x30, 15 + 34, ...SHA256_ALGORITHM, 0x04, 0x20, ...sha256];
  const body = [0x02, 0x01, 0x01, ...imprint, 0x02, 0x08, ...nonce, 0x01, 0x01, 0xff];
  return new Uint8Array([0x30, body.length, ...body]);
}

/** The time-stamp token of a granted TimeStampResp (status 0 or 1, RFC 3161 §2.4.2). */
export function tokenOfResponse(der: Uint8Array): Uint8Array {
  const [status, token] = childrenOf(der, readTlv(der, 0));
  const code = status ? childrenOf(der, status)[0] : undefined;
  const value = code && code.end - code.start === 1 ? der[code.start] : undefined;
  if (value !== 0 && value !== 1) throw new Error(`TSA: request refused (status ${value ?? '?'})`);
  if (!token) throw new Error('TSA: granted without a token');
  return der.slice(token.offset, token.end);
}

async function fetchBytes(url: string, init: RequestInit, timeoutMs: number): Promise<Uint8Array> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Time-stamps from an RFC 3161 TSA over HTTP (the provider's, by CSC_TSA_URL). */
export function httpTimestampAuthority(url: string, timeoutMs: number): TimestampAuthority {
  return {
    async timestamp(sha256) {
      const answer = await fetchBytes(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/timestamp-query' },
          body: Buffer.from(timestampRequest(sha256)),
        },
        timeoutMs,
      );
      return tokenOfResponse(answer);
    },
  };
}

/**
 * Revocation data for a provider's chain: the CRLs its certificates name in their CRL
 * distribution points, fetched over HTTP (each URL once per call). Trust anchors need none.
 */
export function crlRevocationSource(timeoutMs: number): RevocationSource {
  return {
    async revocationData(chain) {
      const urls = new Set<string>();
      for (const der of chain.slice(0, -1)) for (const url of crlUrlsOf(der)) urls.add(url);
      const crls = await Promise.all([...urls].map((url) => fetchBytes(url, {}, timeoutMs)));
      return { ocspResponses: [], crls, certificates: [] };
    },
  };
}
