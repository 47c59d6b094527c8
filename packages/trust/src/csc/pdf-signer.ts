import { OID } from '../oids.ts';
import type { CscSignerPort } from './csc-port.ts';

/** Structurally the PDF engine's SignatureSigner; declared here so the packages stay independent. */
export interface PdfSigner {
  certificateChain: Uint8Array[];
  keyAlgorithm: 'ECDSA-P256' | 'RSA';
  signDigest(sha256: Uint8Array): Promise<Uint8Array>;
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
