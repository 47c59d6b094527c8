import { randomUUID } from 'node:crypto';
import { CLOCK_SKEW_MS } from '../authorities/authority-setup.ts';
import { caIssuersUrl, crlUrl, ocspUrl } from '../authorities/urls.ts';
import type { Der } from '../der/der-writer.ts';
import { encryptKey } from '../keys/key-encryption.ts';
import { SigningKey } from '../keys/signing-key.ts';
import type { CredentialRecord } from '../store/trust-store.ts';
import type { TrustContext } from '../trust-context.ts';
import { buildCertificate, randomSerial } from '../x509/certificate-builder.ts';
import { serialHexOf } from '../x509/certificate-fields.ts';
import {
  authorityInfoAccess,
  authorityKeyIdentifier,
  basicConstraints,
  certificatePolicies,
  crlDistributionPoint,
  keyUsage,
  qcStatements,
  subjectAltNameEmail,
  subjectKeyIdentifier,
} from '../x509/extensions.ts';
import { encodeName } from '../x509/name.ts';
import { type IssueCertificateInput, validateIssueInput } from './issue-input.ts';
import { certificatePolicyOid, levelProfile, policyNotice, qcStatementSet } from './levels.ts';
import { hashOtp } from './otp-hash.ts';

export interface IssuedCredential {
  credentialId: string;
  /** DER of the signer's certificate. */
  certificate: Uint8Array;
  /** DER certificates, signer first, up to and including the root. */
  chain: Uint8Array[];
  keyAlgorithm: 'ECDSA-P256' | 'RSA-3072';
  /** Lowercase hex serial number, as revoke() takes it. */
  serial: string;
}

/** Signer certificates live a year: long enough to validate, short enough to limit exposure. */
const SIGNER_VALIDITY_MS = 365 * 24 * 3600 * 1000;

export const credentialKeyLabel = (credentialID: string) => `credential:${credentialID}`;

/**
 * A certificate and credential for the input, both records stored; answers the credential (what
 * TrustService.issueCertificate returns) and its key as generated, which stays in the package.
 */
export async function issueCredential(
  ctx: TrustContext,
  input: IssueCertificateInput,
): Promise<{ credential: IssuedCredential; key: SigningKey }> {
  const valid = validateIssueInput(input);
  const profile = levelProfile(valid.level);
  const issuer = ctx.authorities[profile.ca];
  const root = ctx.authorities.root;
  const key = SigningKey.generate(valid.keyAlgorithm);
  const now = ctx.now();
  const serial = randomSerial();
  const notAfter = new Date(now.getTime() + SIGNER_VALIDITY_MS);
  const qc = qcStatementSet(valid.level, valid.legislation);
  const extensions: Der[] = [
    basicConstraints(false),
    keyUsage(['digitalSignature', 'nonRepudiation']),
    subjectKeyIdentifier(key.publicKeyBits),
    authorityKeyIdentifier(issuer.fields.publicKeyBits),
    crlDistributionPoint(crlUrl(ctx.baseUrl, profile.ca)),
    authorityInfoAccess(ocspUrl(ctx.baseUrl), caIssuersUrl(ctx.baseUrl, profile.ca)),
    certificatePolicies([
      {
        oid: certificatePolicyOid(valid.level, valid.legislation),
        notice: policyNotice(valid.level, valid.legislation),
      },
    ]),
  ];
  if (valid.email) extensions.push(subjectAltNameEmail(valid.email));
  if (qc) extensions.push(qcStatements(qc));
  const certificate = buildCertificate(
    {
      serial,
      issuerName: issuer.fields.subjectName,
      subjectName: encodeName({
        commonName: valid.name,
        organization: valid.organization,
        email: valid.email,
      }),
      notBefore: new Date(now.getTime() - CLOCK_SKEW_MS),
      notAfter,
      subjectPublicKeyInfo: key.spki,
      extensions,
    },
    issuer.key,
  );
  const chain = [certificate, issuer.certificate, root.certificate];
  const credentialID = randomUUID();
  const serialHex = serialHexOf(serial);
  const record: CredentialRecord = {
    credentialID,
    userID: valid.userID,
    serial: serialHex,
    level: valid.level,
    keyAlgorithm: valid.keyAlgorithm,
    chain: chain.map((der) => Buffer.from(der).toString('base64')),
    privateKey: encryptKey(ctx.keyEncryptionKey, credentialKeyLabel(credentialID), key.pkcs8()),
    otpFailures: 0,
    createdAt: now.toISOString(),
  };
  if (valid.otp !== undefined) record.otpHash = hashOtp(ctx.otpKey, credentialID, valid.otp);
  // Both records are flushed at once: each is a file of its own, and neither is used before the
  // credential is returned, so a crash between them leaves only a record nothing refers to.
  await Promise.all([
    ctx.store.putCertificate({
      serial: serialHex,
      issuer: profile.ca,
      subject:
        valid.organization && profile.isSeal ? `${valid.name} (${valid.organization})` : valid.name,
      notAfter: notAfter.toISOString(),
      status: 'good',
    }),
    ctx.store.putCredential(record),
  ]);
  return {
    credential: {
      credentialId: credentialID,
      certificate,
      chain,
      keyAlgorithm: valid.keyAlgorithm,
      serial: serialHex,
    },
    key,
  };
}
