import type { RevocationSource, TimestampAuthority } from '@signet/pdf';
import type { CscSignerPort, IssuedCredential, Legislation, SignerLevel } from '@signet/trust';

/** Whose credential a signature is made with, at which level (docs/decisions/0610). */
export interface CredentialRequest {
  /** The CSC userID the credential is listed under: an account id, `seal:<name>`, or the platform's. */
  userID: string;
  subject: { name: string; email?: string; organization?: string };
  level: SignerLevel;
  legislation?: Legislation;
}

/**
 * The one port every signature and certificate goes through: the CSC API v2 calls
 * (credentials/list, credentials/info, credentials/authorize, signatures/signHash), plus the one
 * step CSC leaves to the provider, getting a credential for a signer, and the time-stamps and
 * revocation data PAdES needs. The built-in trust service is one adapter (built-in-trust.ts); a
 * remote qualified provider is another.
 */
export interface TrustPort extends CscSignerPort, TimestampAuthority, RevocationSource {
  /**
   * Whether the certificates are demo ones, not from a qualified provider: the stamp and the
   * protocol say so (architecture: never claim a qualification the deployment does not have).
   */
  readonly isDemoTrustService: boolean;
  /**
   * Who checks the signer's one-time code (docs/decisions/0610): `signet` — Signet's own TAN is
   * the sole-control check and credentials are authorised without one; `provider` — the code is
   * the provider's OTP, passed to credentials/authorize and checked there only.
   */
  readonly otpOwner: 'signet' | 'provider';
  /** A credential for this signer at this level: issued for the signature, or the signer's own. */
  credentialFor(request: CredentialRequest): Promise<IssuedCredential>;
  /**
   * With `otpOwner: 'provider'`: has the provider send its one-time code for the signer's
   * credential (CSC credentials/sendOTP); the code then goes to credentials/authorize.
   */
  sendOtp?(request: CredentialRequest): Promise<{ expiresAt: Date }>;
  /** The certificates relying parties trust (the protocol's validation). */
  trustAnchors(): Uint8Array[];
}
