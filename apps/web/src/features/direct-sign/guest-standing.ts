import type { DirectSignatureRequest } from '@signet/contract';

/** Where the guest stands on the link's request: what the screens offer follows from it. */
export type GuestStanding = 'toSign' | 'signed' | 'declined' | 'ended';

/**
 * §4: the guest signs while the request is OPEN and their own signature is OPEN; once they
 * signed or declined that is what they see; a request completed, declined by someone else or
 * withdrawn has ended for them.
 */
export function guestStanding(request: DirectSignatureRequest): GuestStanding {
  const own = request.signature.status_code;
  if (own === 'SIGNED') return 'signed';
  if (own === 'DECLINED') return 'declined';
  if (request.status_overall === 'OPEN' && own === 'OPEN') return 'toSign';
  return 'ended';
}

/** The notice for a guest who can no longer sign (literal keys, so the catalog test sees them). */
export const STANDING_TEXT = {
  signed: 'status.signed',
  declined: 'status.declined',
  ended: 'status.ended',
} as const satisfies Record<Exclude<GuestStanding, 'toSign'>, string>;
