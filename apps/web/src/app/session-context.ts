import { blockingDialogs, deriveRole, type Role } from '@signet/contract';
import { type ComponentType, createContext, type ReactNode } from 'react';
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

/** The session's account as the guard and the terms gate read it. */
export interface AccountState {
  /** A token exists and its account has not arrived yet. */
  isPending: boolean;
  /** Undefined when signed out (or when the account could not be read). */
  user: User | undefined;
  /** Asks for the account again (after the terms are accepted). */
  refresh(): Promise<void>;
}

export type AccountReader = ComponentType<{ children: (account: AccountState) => ReactNode }>;

/**
 * The account reader of the signed-in scope (signed-in-scope.tsx): it reads the query cache,
 * which signed-out screens never load (ADR 0218). Null until a session has started in this page
 * load.
 */
export const AccountReaderContext = createContext<AccountReader | null>(null);
