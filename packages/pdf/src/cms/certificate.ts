import { createHash } from 'node:crypto';
import { children, readTlv, slice } from './der.ts';

/** The parts of an X.509 certificate (RFC 5280 §4.1) that CMS and the DSS need, as raw DER. */
export interface CertificateParts {
  der: Uint8Array;
  /** DER INTEGER of the serial number, tag included. */
  serialNumber: Uint8Array;
  /** DER Name of the issuer. */
  issuer: Uint8Array;
  /** DER Name of the subject. */
  subject: Uint8Array;
  sha256: Uint8Array;
}

const cache = new WeakMap<Uint8Array, CertificateParts>();

export function parseCertificate(der: Uint8Array): CertificateParts {
  const cached = cache.get(der);
  if (cached) return cached;
  let parts: CertificateParts;
  try {
    const certificate = readTlv(der, 0);
    const [tbs] = children(der, certificate);
    if (!tbs) throw new Error('no tbsCertificate');
    const fields = children(der, tbs);
    // The version field is the optional [0] EXPLICIT element that leads v2/v3 certificates.
    const offset = fields[0]?.tag === 0xa0 ? 1 : 0;
    const serial = fields[offset];
    const issuer = fields[offset + 2];
    const subject = fields[offset + 4];
    if (!serial || !issuer || !subject) throw new Error('incomplete tbsCertificate');
    parts = {
      der,
      serialNumber: slice(der, serial),
      issuer: slice(der, issuer),
      subject: slice(der, subject),
      sha256: new Uint8Array(createHash('sha256').update(der).digest()),
    };
  } catch (error) {
    throw new Error(`Not a DER X.509 certificate: ${(error as Error).message}`);
  }
  cache.set(der, parts);
  return parts;
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.compare(a, b) === 0;
}

/** Orders certificates from `leaf` up through their issuers, as far as the set allows. */
export function chainFrom(leaf: Uint8Array, pool: Uint8Array[]): Uint8Array[] {
  const chain = [leaf];
  const used = new Set<Uint8Array>([leaf]);
  for (let current = parseCertificate(leaf); !sameBytes(current.issuer, current.subject); ) {
    const issuer = pool.find(
      (c) => !used.has(c) && sameBytes(parseCertificate(c).subject, current.issuer),
    );
    if (!issuer) break;
    chain.push(issuer);
    used.add(issuer);
    current = parseCertificate(issuer);
  }
  return chain;
}
