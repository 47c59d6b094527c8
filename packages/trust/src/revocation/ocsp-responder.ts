import { createHash } from 'node:crypto';
import { type Authority, CA_NAMES } from '../authorities/authority.ts';
import type { CaName } from '../store/trust-store.ts';
import type { TrustContext } from '../trust-context.ts';
import { serialHexOf } from '../x509/certificate-fields.ts';
import { type OcspCertId, parseOcspRequest } from './ocsp-request.ts';
import {
  buildOcspResponse,
  type CertStatus,
  ocspError,
  type SingleAnswer,
} from './ocsp-response.ts';

const HASH_NAMES: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

export interface OcspReply {
  der: Uint8Array;
  isMalformed: boolean;
}

/** Answers OCSP for the CAs of one trust service. Issuer hashes are computed once per algorithm. */
export class OcspResponder {
  private readonly issuerHashes = new Map<string, { ca: CaName; name: string; key: string }[]>();

  constructor(private readonly ctx: TrustContext) {}

  private hashesFor(algorithm: string) {
    let hashes = this.issuerHashes.get(algorithm);
    const hashName = HASH_NAMES[algorithm];
    if (!hashes && hashName) {
      const digest = (data: Uint8Array) => createHash(hashName).update(data).digest('hex');
      hashes = CA_NAMES.map((ca) => {
        const { fields } = this.ctx.authorities[ca];
        return { ca, name: digest(fields.subjectName), key: digest(fields.publicKeyBits) };
      });
      this.issuerHashes.set(algorithm, hashes);
    }
    return hashes;
  }

  /** Which of our CAs a CertID names (RFC 6960 §4.1.1: issuerNameHash and issuerKeyHash). */
  issuerOf(certId: OcspCertId): CaName | undefined {
    const name = Buffer.from(certId.issuerNameHash).toString('hex');
    const key = Buffer.from(certId.issuerKeyHash).toString('hex');
    return this.hashesFor(certId.hashAlgorithm)?.find(
      (entry) => entry.name === name && entry.key === key,
    )?.ca;
  }

  async statusOf(ca: CaName, serialHex: string): Promise<CertStatus> {
    const record = await this.ctx.store.getCertificate(serialHex);
    if (!record || record.issuer !== ca) return { status: 'unknown' };
    if (record.status === 'revoked') {
      return {
        status: 'revoked',
        revokedAt: new Date(record.revokedAt!),
        reason: record.reason ?? 'unspecified',
      };
    }
    return { status: 'good' };
  }

  async respond(requestDer: Uint8Array): Promise<OcspReply> {
    let request: ReturnType<typeof parseOcspRequest>;
    try {
      request = parseOcspRequest(requestDer);
    } catch {
      return { der: ocspError('malformedRequest'), isMalformed: true };
    }
    const issuers = new Set(request.certIds.map((certId) => this.issuerOf(certId)));
    const [ca] = issuers;
    // One response has one signer: every CertID must name the same CA of ours (RFC 6960 §2.3).
    if (issuers.size !== 1 || ca === undefined)
      return { der: ocspError('unauthorized'), isMalformed: false };
    const answers: SingleAnswer[] = await Promise.all(
      request.certIds.map(async (certId) => ({
        certIdDer: certId.der,
        certStatus: await this.statusOf(ca, serialHexOf(certId.serialContent)),
      })),
    );
    const der = buildOcspResponse(
      this.ctx.authorities[ca],
      answers,
      this.ctx.now(),
      request.nonceExtension,
    );
    return { der, isMalformed: false };
  }

  authority(ca: CaName): Authority {
    return this.ctx.authorities[ca];
  }
}
