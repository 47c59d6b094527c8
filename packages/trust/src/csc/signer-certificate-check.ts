import {
  constants,
  createHash,
  createPublicKey,
  publicDecrypt,
  timingSafeEqual,
  verify,
  X509Certificate,
} from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { children, content, decodeOid, readTlv } from '../der/der-reader.ts';
import { nullValue, octetString, oid, sequence } from '../der/der-writer.ts';
import { OID } from '../oids.ts';
import { type CertificateFields, certificateFields } from '../x509/certificate-fields.ts';
import type { CscCredentialsInfoResponse } from './csc-port.ts';

/** Whom the signature must belong to: the signer's verified name and e-mail, or a seal's name. */
export interface ExpectedSigner {
  /** The subject's commonName. */
  name: string;
  /** In the subject's emailAddress or an rfc822Name of subjectAltName. */
  email?: string;
  /** The subject's organizationName (a seal's organisation). */
  organization?: string;
}

export interface SignerCertificateEvidence {
  /** What credentials/info answered for the credential that signed. */
  info: CscCredentialsInfoResponse;
  /** DER of the certificate the CMS signed attributes name (ESS signing-certificate-v2). */
  namedCertificate: Uint8Array;
  /** The digest of the signed attributes that signatures/signHash signed. */
  digest: Uint8Array;
  /** The signature value signatures/signHash returned. */
  signatureValue: Uint8Array;
  /**
   * The DER signed attributes `digest` is the SHA-256 of, when the engine gives them: an ECDSA
   * value is then verified over them by OpenSSL, which hashes them itself, rather than over the
   * bare digest in JavaScript (the same check, a tenth of the time). Ignored unless their SHA-256
   * is `digest`.
   */
  signedData?: Uint8Array;
  expected: ExpectedSigner;
}

const fold = (value: string) => value.trim().normalize('NFC').toLowerCase();
const hex = (value: string) =>
  value
    .replace(/[\s:]/g, '')
    .toLowerCase()
    .replace(/^(00)+/, '');

const sha256Equals = (data: Uint8Array, digest: Uint8Array) =>
  Buffer.compare(createHash('sha256').update(data).digest(), Buffer.from(digest)) === 0;

/** An RFC 4514-like DN text as a set of `type=value` pairs, whatever the order and separator. */
function dnParts(dn: string): string[] {
  const alias: Record<string, string> = { e: 'emailaddress', email: 'emailaddress' };
  return dn
    .split(/(?<!\\)[,\n+]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      const type = fold(part.slice(0, at));
      return `${alias[type] ?? type}=${fold(part.slice(at + 1).replace(/\\(.)/g, '$1'))}`;
    })
    .sort();
}

/** The string attributes of an X.501 Name (UTF8String, PrintableString, IA5String) by OID. */
function nameAttributes(name: Uint8Array): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const rdn of children(name, readTlv(name))) {
    for (const pair of children(name, rdn)) {
      const [type, value] = children(name, pair);
      if (!type || !value || ![0x0c, 0x13, 0x16].includes(value.tag)) continue;
      const key = decodeOid(content(name, type));
      const text = Buffer.from(content(name, value)).toString('utf8');
      out.set(key, [...(out.get(key) ?? []), text]);
    }
  }
  return out;
}

/**
 * Whether the signature value was made by the key of `fields` over `digest` (a SHA-256 digest).
 * `signedData`, when its SHA-256 is `digest`, lets OpenSSL verify an ECDSA value over the data;
 * Node offers no ECDSA verification of a bare digest, so without it the digest is verified in
 * JavaScript.
 */
export function signatureMatchesKey(
  fields: CertificateFields,
  digest: Uint8Array,
  signatureValue: Uint8Array,
  signedData?: Uint8Array,
): boolean {
  const spki = fields.subjectPublicKeyInfo;
  const [algorithm] = children(spki, readTlv(spki));
  const [algorithmOid] = algorithm ? children(spki, algorithm) : [];
  const keyType = algorithmOid ? decodeOid(content(spki, algorithmOid)) : '';
  try {
    if (keyType === OID.ecPublicKey) {
      if (signedData && digest.length === 32 && sha256Equals(signedData, digest)) {
        const key = createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' });
        return verify('sha256', signedData, { key, dsaEncoding: 'der' }, signatureValue);
      }
      return p256.verify(signatureValue, digest, fields.publicKeyBits, {
        prehash: false,
        format: 'der',
        lowS: false,
      });
    }
    if (keyType === OID.rsaEncryption) {
      const key = new X509Certificate(fields.der).publicKey;
      const recovered = publicDecrypt(
        { key, padding: constants.RSA_PKCS1_PADDING },
        signatureValue,
      );
      const digestInfo = sequence(sequence(oid(OID.sha256), nullValue()), octetString(digest));
      return (
        recovered.length === digestInfo.length &&
        timingSafeEqual(recovered, Buffer.from(digestInfo))
      );
    }
  } catch {
    return false;
  }
  return false;
}

/**
 * Before a remote signature value is embedded: is the certificate the CMS signed attributes name
 * the certificate of the credential that produced the value? Checks that credentials/info's
 * certificate is the named one, that its serial number and issuer are what credentials/info
 * reported and that its issuer (the next certificate of the chain) really issued it, that its
 * subject carries the expected signer, and that the value verifies with its public key. Answers
 * every mismatch found, in words; an empty list means the signature may be embedded.
 */
export function signerCertificateMismatches(evidence: SignerCertificateEvidence): string[] {
  const { info, namedCertificate, digest, signatureValue, signedData, expected } = evidence;
  const problems: string[] = [];
  const chain = (info.cert.certificates ?? []).map(
    (b64) => new Uint8Array(Buffer.from(b64, 'base64')),
  );
  const reported = chain[0];
  if (!reported) return ['credentials/info returned no certificate for the credential'];
  if (Buffer.compare(Buffer.from(reported), Buffer.from(namedCertificate)) !== 0) {
    problems.push('the signed attributes name another certificate than credentials/info reported');
  }
  let fields: CertificateFields;
  let x509: X509Certificate;
  try {
    fields = certificateFields(namedCertificate);
    x509 = new X509Certificate(namedCertificate);
  } catch {
    return [...problems, 'the named certificate cannot be read'];
  }
  if (!info.cert.serialNumber || hex(info.cert.serialNumber) !== fields.serialHex) {
    problems.push(
      `serial number ${fields.serialHex} of the certificate differs from ${info.cert.serialNumber ?? 'none'} reported by credentials/info`,
    );
  }
  const issuerText = x509.issuer.split('\n').reverse().join(', ');
  if (!info.cert.issuerDN || dnParts(info.cert.issuerDN).join() !== dnParts(issuerText).join()) {
    problems.push(
      `issuer "${issuerText}" of the certificate differs from "${info.cert.issuerDN ?? 'none'}" reported by credentials/info`,
    );
  }
  const issuer = chain[1];
  let issuedByIssuer = false;
  if (issuer) {
    try {
      const issuerCertificate = new X509Certificate(issuer);
      issuedByIssuer =
        x509.checkIssued(issuerCertificate) && x509.verify(issuerCertificate.publicKey);
    } catch {
      issuedByIssuer = false;
    }
  }
  if (!issuedByIssuer) {
    problems.push(
      'the certificate is not issued by the issuer of the chain (altered serial number or issuer)',
    );
  }
  const subject = nameAttributes(fields.subjectName);
  const names = (subject.get(OID.commonName) ?? []).map(fold);
  if (!names.includes(fold(expected.name))) {
    problems.push(`the certificate's subject does not name the signer "${expected.name}"`);
  }
  if (expected.organization !== undefined) {
    const organizations = (subject.get(OID.organizationName) ?? []).map(fold);
    if (!organizations.includes(fold(expected.organization))) {
      problems.push(
        `the certificate's subject does not name the organisation "${expected.organization}"`,
      );
    }
  }
  if (expected.email !== undefined && !x509.checkEmail(expected.email, { subject: 'always' })) {
    problems.push(`the certificate does not carry the signer's e-mail ${expected.email}`);
  }
  if (!signatureMatchesKey(fields, digest, signatureValue, signedData)) {
    problems.push("the signature value does not verify with the certificate's public key");
  }
  return problems;
}
