import type { RevocationReason } from '../store/trust-store.ts';

/** RFC 5280 §5.3.1 CRLReason values (7 is unused; removeFromCRL only appears in delta CRLs). */
export const REASON_CODES: Record<RevocationReason, number> = {
  unspecified: 0,
  keyCompromise: 1,
  cACompromise: 2,
  affiliationChanged: 3,
  superseded: 4,
  cessationOfOperation: 5,
  certificateHold: 6,
  privilegeWithdrawn: 9,
  aACompromise: 10,
};

export const isRevocationReason = (value: unknown): value is RevocationReason =>
  typeof value === 'string' && value in REASON_CODES;
