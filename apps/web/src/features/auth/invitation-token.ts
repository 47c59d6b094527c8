import { InvitationToken } from '@signet/contract';

/**
 * The token of an invitation's account link (ADR 0261), kept in the tab while its invitee logs in
 * or signs up: it only shows the invitation's context, so the tab is a safe enough home.
 */
const INVITATION_KEY = 'signet-invitation';

/** Moves a valid `invitation` query into the tab; answers the tab's token, if any. */
export function keepInvitation(query: URLSearchParams): string | null {
  const given = query.get('invitation');
  if (given !== null && InvitationToken.safeParse(given).success) {
    sessionStorage.setItem(INVITATION_KEY, given);
  }
  return sessionStorage.getItem(INVITATION_KEY);
}

export function readInvitation(): string | null {
  return sessionStorage.getItem(INVITATION_KEY);
}

/** After login, or when the invitation no longer answers: the plain screens again. */
export function clearInvitation(): void {
  sessionStorage.removeItem(INVITATION_KEY);
}
