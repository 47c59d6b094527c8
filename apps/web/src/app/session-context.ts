import {
  type BlockingDialog,
  blockingDialogs,
  deriveRole,
  type PaymentState,
  type Role,
} from '@signet/contract';
import { type ComponentType, createContext, type ReactNode } from 'react';
import type { User } from '../lib/api/account-endpoints.ts';

export interface SessionView {
  role: Role;
  user: User | undefined;
  /** §4 payment state of the account's business; null without one. */
  paymentState: PaymentState | null;
  /** §6 blocking dialogs due, in the spec's order; the dialog host shows the first. */
  dialogs: BlockingDialog[];
  /** §6 blocking dialog: the terms are not accepted yet (not while SSO setup is incomplete). */
  needsTerms: boolean;
}

/**
 * §6 role derivation from the account's data: its business (User.business) makes it an admin or
 * a member; the payment state of that business drives the lock rules of the guard and dialogs.
 */
export function sessionView(user: User | undefined, isDirectSign = false): SessionView {
  if (isDirectSign) {
    // A guest has no account: no business, no blocking dialogs (those are the account's).
    return { role: 'nas', user: undefined, paymentState: null, dialogs: [], needsTerms: false };
  }
  const business = user?.business ?? null;
  const role = deriveRole({
    userId: user?.id,
    isBusinessAdmin: business?.role === 'admin',
    isBusinessMember: business !== null,
  });
  const paymentState = business?.paymentState ?? null;
  const due = user ? blockingDialogs({ role, ...user, paymentState }) : [];
  return {
    role,
    user,
    paymentState,
    dialogs: due,
    needsTerms: due.some((dialog) => dialog.id === 'acceptTerms'),
  };
}

/** The session's account as the guard and the blocking-dialog gate read it. */
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
