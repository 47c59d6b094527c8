import { createHash, X509Certificate } from 'node:crypto';
import { type Authority, CA_NAMES } from '../authorities/authority.ts';
import { algorithm, integerContent, nullValue, octetString, sequence } from '../der/der-writer.ts';
import { OID } from '../oids.ts';
import type { CaName } from '../store/trust-store.ts';
import type { TrustContext } from '../trust-context.ts';
import { certificateFields } from '../x509/certificate-fields.ts';
import type { OcspResponder } from './ocsp-responder.ts';
import { buildOcspResponse } from './ocsp-response.ts';

export interface RevocationData {
  ocspResponses: Uint8Array[];
  crls: Uint8Array[];
  certificates: Uint8Array[];
}

const sha1 = (data: Uint8Array) => new Uint8Array(createHash('sha1').update(data).digest());
const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0;

/** The same issuer name is not enough (another installation may use it): the CA's key must verify it. */
function issuedBy(der: Uint8Array, issuerName: Uint8Array, authority: Authority): boolean {
  return (
    sameBytes(authority.fields.subjectName, issuerName) &&
    new X509Certificate(der).verify(authority.key.publicKey)
  );
}

/**
 * For PAdES B-LT (ETSI EN 319 142-1 §5.4): an OCSP response for every certificate of the chain
 * that one of our CAs issued, the CRLs of those CAs, and the CA certificates that sign them.
 * Trust anchors (self-signed) need none; certificates of other issuers are left to their own PKI.
 */
export async function collectRevocationData(
  ctx: TrustContext,
  responder: OcspResponder,
  crl: (ca: CaName) => Promise<Uint8Array>,
  chain: Uint8Array[],
): Promise<RevocationData> {
  const ocspResponses: Uint8Array[] = [];
  const issuers = new Set<CaName>();
  for (const der of chain) {
    const fields = certificateFields(der);
    if (sameBytes(fields.issuerName, fields.subjectName)) continue;
    const ca = CA_NAMES.find((name) => issuedBy(der, fields.issuerName, ctx.authorities[name]));
    if (!ca) continue;
    const authority = ctx.authorities[ca];
    // CertID with SHA-1 (RFC 5019 §2.1.1), the form every validator matches.
    const certIdDer = sequence(
      algorithm(OID.sha1, nullValue()),
      octetString(sha1(authority.fields.subjectName)),
      octetString(sha1(authority.fields.publicKeyBits)),
      integerContent(fields.serialContent),
    );
    const certStatus = await responder.statusOf(ca, fields.serialHex);
    ocspResponses.push(buildOcspResponse(authority, [{ certIdDer, certStatus }], ctx.now()));
    issuers.add(ca);
  }
  const ordered = [...issuers];
  return {
    ocspResponses,
    crls: await Promise.all(ordered.map(crl)),
    certificates: ordered.map((ca) => ctx.authorities[ca].certificate),
  };
}
