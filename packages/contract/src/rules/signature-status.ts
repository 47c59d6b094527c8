import { z } from 'zod/mini';

/** §4 "Signature request status_overall: DRAFT, OPEN, SIGNED, DECLINED, WITHDRAWN." */
export const STATUS_OVERALL = ['DRAFT', 'OPEN', 'SIGNED', 'DECLINED', 'WITHDRAWN'] as const;
export const StatusOverall = z.enum(STATUS_OVERALL);
export type StatusOverall = z.infer<typeof StatusOverall>;

/**
 * The status of one signer's signature (`signatures[].status_code`), as in Skribble's Signing API
 * (../reference: SignatureStatusCode), which the spec's list filter `signature_status` refers to.
 */
export const SIGNATURE_STATUS_CODES = ['OPEN', 'SIGNED', 'DECLINED', 'WITHDRAWN', 'ERROR'] as const;
export const SignatureStatusCode = z.enum(SIGNATURE_STATUS_CODES);
export type SignatureStatusCode = z.infer<typeof SignatureStatusCode>;

/** A request has ended: nothing more can be signed (§4 completed, declined and withdrawn). */
export function isTerminalStatus(status: StatusOverall): boolean {
  return status === 'SIGNED' || status === 'DECLINED' || status === 'WITHDRAWN';
}
