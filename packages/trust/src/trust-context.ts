import type { AuthoritySet } from './authorities/authority.ts';
import type { TrustStore } from './store/trust-store.ts';

/** What the parts of the trust service share once it is open. */
export interface TrustContext {
  store: TrustStore;
  authorities: AuthoritySet;
  /** Encrypts private keys at rest (derived from the master key). */
  keyEncryptionKey: Buffer;
  /** Keys the OTP hashes (derived from the master key). */
  otpKey: Buffer;
  baseUrl: string;
  now: () => Date;
}
