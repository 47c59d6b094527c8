/** What went wrong, as a stable code a server maps to a status and a message. */
export type TrustErrorCode =
  /** The configured master key is not 32 bytes of base64. */
  | 'MASTER_KEY_INVALID'
  /** The master key does not decrypt the keys stored in the data directory. */
  | 'MASTER_KEY_MISMATCH'
  /** A stored record is unreadable or inconsistent. */
  | 'STORE_CORRUPT'
  /** An argument is missing or malformed; the message names the field. */
  | 'INVALID_ARGUMENT'
  /** No certificate authority of that name. */
  | 'UNKNOWN_CA'
  /** No certificate with that serial number was issued here. */
  | 'CERTIFICATE_NOT_FOUND'
  /** No credential with that credentialID (for this user). */
  | 'CREDENTIAL_NOT_FOUND'
  /** The credential's certificate has expired or was revoked. */
  | 'CREDENTIAL_UNUSABLE'
  /** The credential was issued with an OTP and none was given. */
  | 'OTP_REQUIRED'
  /** The OTP does not match. */
  | 'OTP_INVALID'
  /** Too many wrong OTPs: the credential no longer authorizes signatures. */
  | 'OTP_LOCKED'
  /** The SAD is unknown, was already used, or belongs to another credential. */
  | 'SAD_INVALID'
  /** The SAD's lifetime is over. */
  | 'SAD_EXPIRED'
  /** A hash to sign was not among those the SAD authorizes, or more than numSignatures. */
  | 'HASH_NOT_AUTHORIZED'
  /** signAlgo or hashAlgorithmOID does not fit the credential's key. */
  | 'ALGORITHM_UNSUPPORTED'
  /**
   * The certificate the signed attributes name is not the one of the credential that signed: its
   * serial number or issuer differs from credentials/info, its subject is someone else, or the
   * signature value does not verify with its key.
   */
  | 'SIGNER_CERTIFICATE_MISMATCH';

export class TrustError extends Error {
  readonly code: TrustErrorCode;

  constructor(code: TrustErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TrustError';
    this.code = code;
  }
}

export const invalidArgument = (field: string, problem: string): TrustError =>
  new TrustError('INVALID_ARGUMENT', `${field}: ${problem}`);
