/**
 * What the PDF engine needs from a trust service. `@signet/trust` implements these in-process;
 * a remote provider (CSC API v2) can implement them too. All binary values are DER bytes.
 */

/** Signs the digest of the CMS signed attributes with a key the engine never sees. */
export interface SignatureSigner {
  /** The signer's certificate first, then its issuers up to (and optionally including) the root. */
  certificateChain: Uint8Array[];
  /** Algorithm of the signer's key; decides the CMS signatureAlgorithm. */
  keyAlgorithm: 'ECDSA-P256' | 'RSA';
  /**
   * Signs a SHA-256 digest (of the DER-encoded signed attributes). Returns the signature value as
   * it goes into SignerInfo.signature: DER `ECDSA-Sig-Value` for ECDSA, PKCS#1 v1.5 for RSA.
   * `signedAttributes` are those DER bytes, for a signer that checks the value it got (a remote
   * provider's) and can verify over the data faster than over the bare digest; what is signed is
   * the digest.
   */
  signDigest(sha256: Uint8Array, signedAttributes?: Uint8Array): Promise<Uint8Array>;
}

/** An RFC 3161 time-stamp authority. */
export interface TimestampAuthority {
  /** Returns the DER TimeStampToken (a CMS ContentInfo) over the given SHA-256 digest. */
  timestamp(sha256: Uint8Array): Promise<Uint8Array>;
}

/** Revocation data for the DSS dictionary (PAdES B-LT). */
export interface RevocationSource {
  /**
   * For each certificate of the chain (signer first), the OCSP responses and/or CRLs that show it
   * is not revoked, plus any certificates needed to validate those answers.
   */
  revocationData(chain: Uint8Array[]): Promise<{
    ocspResponses: Uint8Array[];
    crls: Uint8Array[];
    certificates: Uint8Array[];
  }>;
}
