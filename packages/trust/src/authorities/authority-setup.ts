import { randomBytes } from 'node:crypto';
import type { Der } from '../der/der-writer.ts';
import { encryptKey } from '../keys/key-encryption.ts';
import { SigningKey } from '../keys/signing-key.ts';
import { OID } from '../oids.ts';
import type {
  AuthorityName,
  CaName,
  CertificateRecord,
  StoredAuthorities,
} from '../store/trust-store.ts';
import { buildCertificate, randomSerial } from '../x509/certificate-builder.ts';
import {
  authorityInfoAccess,
  authorityKeyIdentifier,
  basicConstraints,
  certificatePolicies,
  crlDistributionPoint,
  extendedKeyUsage,
  keyUsage,
  subjectKeyIdentifier,
} from '../x509/extensions.ts';
import { encodeName } from '../x509/name.ts';
import {
  type Authority,
  type AuthoritySet,
  authorityKeyLabel,
  makeAuthority,
} from './authority.ts';
import { caIssuersUrl, crlUrl, ocspUrl } from './urls.ts';

const ORGANIZATION = 'Signet Demo Trust Service (not qualified)';
/** Every certificate says what it is, so nobody mistakes the built-in service for a qualified one. */
export const DEMO_NOTICE =
  'Signet demo trust service. Not a qualified trust service provider; not a qualified certificate.';

export const AUTHORITY_COMMON_NAMES: Record<AuthorityName, string> = {
  root: 'Signet Demo Root CA (not qualified)',
  issuing: 'Signet Demo Issuing CA (not qualified)',
  seal: 'Signet Demo Seal CA (not qualified)',
  tsa: 'Signet Demo Time-Stamping Authority (not qualified)',
};

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
/** Small backdating absorbs clock skew between the service and relying parties. */
export const CLOCK_SKEW_MS = 60_000;
const ANY_POLICY = '2.5.29.32.0';

/**
 * The installation id (OU) keeps the names of two Signet installations apart, so chain builders
 * that match issuers by name never mix their CAs.
 */
const authorityName = (name: AuthorityName, installation: string) =>
  encodeName({
    commonName: AUTHORITY_COMMON_NAMES[name],
    organization: ORGANIZATION,
    organizationalUnit: `Installation ${installation}`,
    country: 'CH',
  });

function issue(
  installation: string,
  name: AuthorityName,
  key: SigningKey,
  issuer: Authority | undefined,
  now: Date,
  years: number,
  extensions: Der[],
): Authority {
  const issuerKey = issuer?.key ?? key;
  const template = {
    serial: randomSerial(),
    issuerName: issuer ? issuer.fields.subjectName : authorityName(name, installation),
    subjectName: authorityName(name, installation),
    notBefore: new Date(now.getTime() - CLOCK_SKEW_MS),
    notAfter: new Date(now.getTime() + years * YEAR_MS),
    subjectPublicKeyInfo: key.spki,
    extensions,
  };
  return makeAuthority(name, buildCertificate(template, issuerKey), key);
}

/** Issuer-side extensions a subordinate certificate carries (RFC 5280 §4.2.1.1, §4.2.1.13, §4.2.2.1). */
function pointers(issuer: Authority, issuerName: CaName, baseUrl: string): Der[] {
  return [
    authorityKeyIdentifier(issuer.fields.publicKeyBits),
    crlDistributionPoint(crlUrl(baseUrl, issuerName)),
    authorityInfoAccess(ocspUrl(baseUrl), caIssuersUrl(baseUrl, issuerName)),
  ];
}

/** Creates the root CA and, under it, the issuing CA, the seal CA and the TSA certificate. */
export function createAuthoritySet(baseUrl: string, now: Date): AuthoritySet {
  const installation = randomBytes(4).toString('hex');
  const rootKey = SigningKey.generate('ECDSA-P256');
  const root = issue(installation, 'root', rootKey, undefined, now, 25, [
    basicConstraints(true),
    keyUsage(['digitalSignature', 'keyCertSign', 'cRLSign']),
    subjectKeyIdentifier(rootKey.publicKeyBits),
  ]);
  const subordinateCa = (name: 'issuing' | 'seal') => {
    const key = SigningKey.generate('ECDSA-P256');
    return issue(installation, name, key, root, now, 12, [
      basicConstraints(true, 0),
      keyUsage(['digitalSignature', 'keyCertSign', 'cRLSign']),
      subjectKeyIdentifier(key.publicKeyBits),
      certificatePolicies([{ oid: ANY_POLICY, notice: DEMO_NOTICE }]),
      ...pointers(root, 'root', baseUrl),
    ]);
  };
  const tsaKey = SigningKey.generate('ECDSA-P256');
  // RFC 3161 §2.3: the TSA certificate has exactly one, critical, extended key usage: timeStamping.
  const tsa = issue(installation, 'tsa', tsaKey, root, now, 10, [
    basicConstraints(false),
    keyUsage(['digitalSignature']),
    extendedKeyUsage([OID.kpTimeStamping], true),
    subjectKeyIdentifier(tsaKey.publicKeyBits),
    ...pointers(root, 'root', baseUrl),
  ]);
  return { root, issuing: subordinateCa('issuing'), seal: subordinateCa('seal'), tsa };
}

export function storeAuthoritySet(set: AuthoritySet, kek: Buffer, now: Date): StoredAuthorities {
  return {
    version: 1,
    createdAt: now.toISOString(),
    authorities: Object.values(set).map((authority) => ({
      name: authority.name,
      certificate: Buffer.from(authority.certificate).toString('base64'),
      privateKey: encryptKey(kek, authorityKeyLabel(authority.name), authority.key.pkcs8()),
    })),
  };
}

/** The root's subordinates are in the index, so OCSP and the root CRL can answer for them. */
export function authorityRecords(set: AuthoritySet): CertificateRecord[] {
  return (['issuing', 'seal', 'tsa'] as const).map((name) => ({
    serial: set[name].fields.serialHex,
    issuer: 'root',
    subject: AUTHORITY_COMMON_NAMES[name],
    notAfter: set[name].fields.notAfter.toISOString(),
    status: 'good',
  }));
}
