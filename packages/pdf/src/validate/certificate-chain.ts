import { X509Certificate } from 'node:crypto';
import type { CertificateSummary, SignerIdentity } from './validation-report.ts';

/** node:crypto prints names one `key=value` per line; values may contain escaped characters. */
function nameFields(name: string): Array<[string, string]> {
  return name
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1)] as [string, string];
    });
}

export const distinguishedName = (name: string) =>
  nameFields(name)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');

const field = (name: string, key: string) => nameFields(name).find(([k]) => k === key)?.[1];

export const commonNameOf = (certificate: X509Certificate) =>
  field(certificate.subject, 'CN') ?? distinguishedName(certificate.subject);

export function signerIdentity(certificate: X509Certificate): SignerIdentity {
  const email =
    field(certificate.subject, 'emailAddress') ??
    /email:([^,\s]+)/.exec(certificate.subjectAltName ?? '')?.[1];
  const organization = field(certificate.subject, 'O');
  return {
    commonName: commonNameOf(certificate),
    ...(email ? { email } : {}),
    ...(organization ? { organization } : {}),
    serialNumber: certificate.serialNumber,
    issuer: distinguishedName(certificate.issuer),
  };
}

export function summary(certificate: X509Certificate): CertificateSummary {
  return {
    subject: distinguishedName(certificate.subject),
    issuer: distinguishedName(certificate.issuer),
    notBefore: new Date(certificate.validFrom),
    notAfter: new Date(certificate.validTo),
  };
}

export interface BuiltChain {
  /** Signer first, then each issuer, up to a root or as far as the certificates allow. */
  path: X509Certificate[];
  trusted: boolean;
  problem?: string;
}

const isSelfIssued = (c: X509Certificate) => c.subject === c.issuer && c.checkIssued(c);

/**
 * Builds the path from the signer through the certificates found in the signature and the DSS
 * (RFC 5280 §6.1, names and signatures only), and checks each certificate's validity period at
 * `at`. Trusted when the path reaches one of `anchors`.
 */
export function buildChain(
  signer: X509Certificate,
  pool: Uint8Array[],
  anchors: Uint8Array[],
  at: Date,
): BuiltChain {
  const anchorCertificates = anchors.map((der) => new X509Certificate(der));
  const candidates = [...pool.map((der) => new X509Certificate(der)), ...anchorCertificates];
  const isAnchor = (c: X509Certificate) =>
    anchorCertificates.some((a) => a.fingerprint256 === c.fingerprint256);
  const path = [signer];
  let trusted = isAnchor(signer);
  for (let current = signer; !trusted && !isSelfIssued(current) && path.length < 16; ) {
    const issuer = candidates.find(
      (c) =>
        !path.some((p) => p.fingerprint256 === c.fingerprint256) &&
        current.checkIssued(c) &&
        current.verify(c.publicKey),
    );
    if (!issuer) break;
    path.push(issuer);
    current = issuer;
    trusted = isAnchor(issuer);
  }
  let problem: string | undefined;
  const last = path[path.length - 1]!;
  if (!trusted) {
    problem =
      anchors.length === 0
        ? 'No trust anchors were given'
        : isSelfIssued(last)
          ? `The chain ends at ${commonNameOf(last)}, which is not a trust anchor`
          : `The issuer of ${commonNameOf(last)} was not found`;
  }
  const expired = path.find((c) => at < new Date(c.validFrom) || at > new Date(c.validTo));
  if (expired) {
    problem ??= `${commonNameOf(expired)} was not valid at ${at.toISOString()}`;
    trusted = false;
  }
  return { path, trusted, ...(problem ? { problem } : {}) };
}
