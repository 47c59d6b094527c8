import type { EncryptedKey } from '../keys/key-encryption.ts';
import type { KeyAlgorithm } from '../keys/signing-key.ts';

/** The certificate authorities: `root` signs the others; `issuing` signs signers, `seal` seals. */
export type CaName = 'root' | 'issuing' | 'seal';
/** Keys the trust service holds for itself: the CAs and the time-stamping unit. */
export type AuthorityName = CaName | 'tsa';

export interface StoredAuthority {
  name: AuthorityName;
  /** Base64 DER certificate. */
  certificate: string;
  privateKey: EncryptedKey;
}

export interface StoredAuthorities {
  version: 1;
  createdAt: string;
  authorities: StoredAuthority[];
}

/** RFC 5280 §5.3.1 CRLReason names. */
export type RevocationReason =
  | 'unspecified'
  | 'keyCompromise'
  | 'cACompromise'
  | 'affiliationChanged'
  | 'superseded'
  | 'cessationOfOperation'
  | 'certificateHold'
  | 'privilegeWithdrawn'
  | 'aACompromise';

/** One entry of the issued-certificates index that OCSP and CRLs answer from. */
export interface CertificateRecord {
  /** Lowercase hex serial number without leading zeros. */
  serial: string;
  issuer: CaName;
  subject: string;
  notAfter: string;
  status: 'good' | 'revoked';
  revokedAt?: string;
  reason?: RevocationReason;
}

export type SignerLevel = 'ses' | 'aes' | 'qes' | 'demo' | 'seal-aes' | 'seal-qes';

/** A signing key held for a signer (CSC "credential"). */
export interface CredentialRecord {
  credentialID: string;
  userID: string;
  serial: string;
  level: SignerLevel;
  keyAlgorithm: KeyAlgorithm;
  /** Base64 DER, signer first, up to the root. */
  chain: string[];
  privateKey: EncryptedKey;
  /** HMAC of the OTP under a key derived from the master key; absent when none was set. */
  otpHash?: string;
  otpFailures: number;
  createdAt: string;
}

/** A Signature Activation Data grant, stored under the SHA-256 of the SAD. */
export interface AuthorizationRecord {
  credentialID: string;
  /** Base64 hashes the SAD authorizes. */
  hashes: string[];
  numSignatures: number;
  expiresAt: string;
}

/**
 * Where the trust service keeps its state. The file store is the embedded default; a server can
 * supply one backed by its database. Every method must be atomic on its own.
 */
export interface TrustStore {
  loadAuthorities(): Promise<StoredAuthorities | undefined>;
  /** Saves the authorities unless some exist already; returns whichever are kept. */
  createAuthorities(authorities: StoredAuthorities): Promise<StoredAuthorities>;
  /** Replaces the stored authorities (e.g. a renewed certificate), keeping the same CAs. */
  replaceAuthorities(authorities: StoredAuthorities): Promise<void>;

  putCertificate(record: CertificateRecord): Promise<void>;
  getCertificate(serial: string): Promise<CertificateRecord | undefined>;
  /** Marks a certificate revoked; returns the updated record, or undefined when unknown. */
  revokeCertificate(
    serial: string,
    revocation: { revokedAt: string; reason: RevocationReason },
  ): Promise<CertificateRecord | undefined>;
  listRevoked(issuer: CaName): Promise<CertificateRecord[]>;
  /** RFC 5280 §5.2.3: monotonically increasing per CA. */
  nextCrlNumber(issuer: CaName): Promise<bigint>;

  putCredential(record: CredentialRecord): Promise<void>;
  getCredential(credentialID: string): Promise<CredentialRecord | undefined>;
  listCredentials(userID?: string): Promise<CredentialRecord[]>;
  /** Counts one more wrong OTP, or resets the count when `reset`; returns the new count. */
  countOtpFailure(credentialID: string, reset: boolean): Promise<number>;
  /** Replaces the credential's OTP hash, keeping its failure count; false when unknown. */
  setOtpHash(credentialID: string, otpHash: string): Promise<boolean>;

  putAuthorization(sadHash: string, record: AuthorizationRecord): Promise<void>;
  /** Removes and returns the grant in one step, so a SAD can be used once only. */
  takeAuthorization(sadHash: string): Promise<AuthorizationRecord | undefined>;
}
