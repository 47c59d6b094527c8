import type { PaymentState } from '../rules/business-payment.ts';
import type { Role } from '../rules/roles.ts';
import { type GuardResult, type GuardUser, guardPath } from './route-guard.ts';

// Shared by the guard's table tests.
export const SR = '4f43614a-de50-bfe1-2df3-4c881fc7840e';
export const ok: GuardResult = { kind: 'allow' };
export const notFound: GuardResult = { kind: 'notFound' };
export const to = (path: string): GuardResult => ({ kind: 'redirect', to: path });
export const login = (rememberUrl: string | undefined): GuardResult => ({
  kind: 'login',
  rememberUrl,
});

/** A complete account: names, accepted terms, no weak password. */
export const person: GuardUser = {
  firstName: 'Anna',
  lastName: 'Muster',
  attributes: { accepted_gtc: ['true'] },
};

export function guard(
  url: string,
  role: Role,
  user: GuardUser | undefined = person,
  paymentState?: PaymentState,
) {
  const parsed = new URL(url, 'http://signet.test');
  return guardPath({
    pathname: parsed.pathname,
    search: parsed.search,
    hash: parsed.hash,
    role,
    user: role === 'unauthenticated' ? undefined : user,
    paymentState,
  });
}
