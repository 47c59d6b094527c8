import { blockingDialogs, deriveRole, type Role } from '@signet/contract';
import type { User } from '../lib/api/account-endpoints.ts';

export interface SessionView {
  role: Role;
  user: User | undefined;
  /** §6 blocking dialog: the terms are not accepted yet (not while SSO setup is incomplete). */
  needsTerms: boolean;
}

export function sessionView(user: User | undefined): SessionView {
  // §6: business membership arrives with the business account (GET /v2/businesses/user); until
  // the app loads it, a signed-in account is a user, or an admin by its own flag.
  const role = deriveRole({ userId: user?.id, isBusinessAdmin: user?.isBusinessAdmin });
  const due = user ? blockingDialogs({ role, ...user }) : [];
  return { role, user, needsTerms: due.some((dialog) => dialog.id === 'acceptTerms') };
}
