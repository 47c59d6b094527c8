import { X509Certificate } from 'node:crypto';
import { TrustError } from '../errors.ts';
import { OID } from '../oids.ts';
import { certificateFields } from '../x509/certificate-fields.ts';
import type { CscSignerPort } from './csc-port.ts';
import { type ExpectedSigner, signerCertificateMismatches } from './signer-certificate-check.ts';

/** Structurally the PDF engine's SignatureSigner; declared here so the packages stay independent. */
export interface PdfSigner {
  certificateChain: Uint8Array[];
  keyAlgorithm: 'ECDSA-P256' | 'RSA';
  /** `signedAttributes`: the DER the digest is of, when the engine gives it. */
  signDigest(sha256: Uint8Array, signedAttributes?: Uint8Array): Promise<Uint8Array>;
}

export interface CscPdfSignerOptions {
  credentialID: string;
  /** Signer first, up to the root. */
  certificateChain: Uint8Array[];
  keyAlgorithm: 'ECDSA-P256' | 'RSA-3072' | 'RSA';
  /** The OTP for credentials/authorize, or a function asked for it at signing time. */
  otp?: string | (() => Promise<string>);
}

/**
 * A PDF signer that goes through the CSC flow for every digest: credentials/authorize bound to
 * that one hash, then signatures/signHash with the fresh SAD. Works with any CscSignerPort.
 */
export function cscPdfSigner(port: CscSignerPort, options: CscPdfSignerOptions): PdfSigner {
  const isEc = options.keyAlgorithm === 'ECDSA-P256';
  return {
    certificateChain: options.certificateChain,
    keyAlgorithm: isEc ? 'ECDSA-P256' : 'RSA',
    async signDigest(sha256) {
      if (sha256.length !== 32) throw new RangeError('signDigest expects a 32-byte SHA-256 digest');
      const hash = Buffer.from(sha256).toString('base64');
      const otp = typeof options.otp === 'function' ? await options.otp() : options.otp;
      const { SAD } = await port.credentialsAuthorize({
        credentialID: options.credentialID,
        numSignatures: 1,
        hashes: [hash],
        hashAlgorithmOID: OID.sha256,
        ...(otp === undefined ? {} : { OTP: otp }),
      });
      const { signatures } = await port.signaturesSignHash({
        credentialID: options.credentialID,
        SAD,
        hashes: [hash],
        hashAlgorithmOID: OID.sha256,
        // ECDSA: the signature over the given digest; RSA: PKCS#1 v1.5 (RFC 8017 §8.2).
        signAlgo: isEc ? OID.ecdsaWithSha256 : OID.rsaEncryption,
      });
      const signature = signatures[0];
      if (!signature) throw new Error('signatures/signHash returned no signature');
      return new Uint8Array(Buffer.from(signature, 'base64'));
    },
  };
}

export interface VerifiedCscPdfSignerOptions {
  credentialID: string;
  /** The OTP for credentials/authorize, or a function asked for it at signing time. */
  otp?: string | (() => Promise<string>);
  /** Whom the credential's certificate must name: the signer's verified identity. */
  expected: ExpectedSigner;
}

export interface VerifiedCscPdfSigner {
  pdfSigner: PdfSigner;
  /** Lowercase hex serial number of the certificate the signatures name. */
  serial: string;
  /** The subject common name that certificate carries (the name the signature is made in). */
  commonName: string | null;
}

/** The CN of a certificate's subject as node:crypto prints it (one `key=value` a line). */
function commonNameOf(der: Uint8Array): string | null {
  const line = new X509Certificate(der).subject.split('\n').find((l) => l.startsWith('CN='));
  return line === undefined ? null : line.slice(3);
}

/**
 * The signing path for any CSC provider, built-in or remote: the certificate chain comes from
 * credentials/info (it is what the CMS signed attributes will name), and every signature value
 * from signatures/signHash is checked against that certificate before the engine embeds it
 * (signer-certificate-check.ts). A mismatch throws SIGNER_CERTIFICATE_MISMATCH, so nothing is
 * embedded.
 */
export async function verifiedCscPdfSigner(
  port: CscSignerPort,
  options: VerifiedCscPdfSignerOptions,
): Promise<VerifiedCscPdfSigner> {
  const info = await port.credentialsInfo({
    credentialID: options.credentialID,
    certificates: 'chain',
    certInfo: true,
  });
  if (info.key.status !== 'enabled' || info.cert.status !== 'valid') {
    throw new TrustError(
      'CREDENTIAL_UNUSABLE',
      `credentialID: the key is ${info.key.status} and the certificate ${info.cert.status}`,
    );
  }
  const chain = (info.cert.certificates ?? []).map(
    (b64) => new Uint8Array(Buffer.from(b64, 'base64')),
  );
  const leaf = chain[0];
  if (!leaf) {
    throw new TrustError(
      'SIGNER_CERTIFICATE_MISMATCH',
      'credentials/info returned no certificate for the credential',
    );
  }
  const keyType = new X509Certificate(leaf).publicKey.asymmetricKeyType;
  const base = cscPdfSigner(port, {
    credentialID: options.credentialID,
    certificateChain: chain,
    keyAlgorithm: keyType === 'ec' ? 'ECDSA-P256' : 'RSA',
    ...(options.otp === undefined ? {} : { otp: options.otp }),
  });
  const pdfSigner: PdfSigner = {
    certificateChain: chain,
    keyAlgorithm: base.keyAlgorithm,
    async signDigest(sha256, signedAttributes) {
      // Only the digest goes to the provider (CSC signs hashes).
      const signatureValue = await base.signDigest(sha256);
      const problems = signerCertificateMismatches({
        info,
        // The certificate the engine puts into the signed attributes.
        namedCertificate: pdfSigner.certificateChain[0] ?? new Uint8Array(),
        digest: sha256,
        signatureValue,
        ...(signedAttributes ? { signedData: signedAttributes } : {}),
        expected: options.expected,
      });
      if (problems.length > 0) {
        throw new TrustError('SIGNER_CERTIFICATE_MISMATCH', problems.join('; '));
      }
      return signatureValue;
    },
  };
  return { pdfSigner, serial: certificateFields(leaf).serialHex, commonName: commonNameOf(leaf) };
}
