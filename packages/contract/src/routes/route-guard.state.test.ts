import { describe, expect, it } from 'vitest';
import type { PaymentState } from '../rules/business-payment.ts';
import type { Role } from '../rules/roles.ts';
import { guard, ok, person, SR, to } from './route-guard.fixtures.ts';
import type { GuardResult, GuardUser } from './route-guard.ts';

describe('guardRoute: trial expired or business locked (§6 "admins are redirected to /business/members (except the members, upgrade and logout pages)")', () => {
  it.each<[string, string, Role, PaymentState, GuardResult]>([
    [
      'admin, trial expired, on the dashboard',
      '/dashboard',
      'admin',
      'NEEDS_PAYMENT_METHOD',
      to('/business/members'),
    ],
    [
      'admin, locked, on settings',
      '/business/settings',
      'admin',
      'BLOCKED',
      to('/business/members'),
    ],
    ['admin, locked, on the members page', '/business/members', 'admin', 'BLOCKED', ok],
    ['admin, locked, on the business upgrade page', '/business/upgrade', 'admin', 'BLOCKED', ok],
    ['admin, locked, on the upgrade page', '/upgrade', 'admin', 'NEEDS_PAYMENT_METHOD', ok],
    ['admin, locked, on the logout page', '/logout', 'admin', 'BLOCKED', ok],
    ['admin, locked, on /sorry (error screens stay reachable)', '/sorry', 'admin', 'BLOCKED', ok],
    [
      'admin, locked, /business goes to the profile first, then on',
      '/business',
      'admin',
      'BLOCKED',
      to('/business/profile'),
    ],
    ['admin, trialing: no redirect', '/dashboard', 'admin', 'TRIALING', ok],
    ['admin, paying by card: no redirect', '/dashboard', 'admin', 'STRIPE', ok],
    ['"members see a locked dialog" (not a redirect)', '/dashboard', 'member', 'BLOCKED', ok],
  ])('%s', (_case, url, role, state, result) => {
    expect(guard(url, role, person, state)).toEqual(result);
  });
});

describe('guardRoute: account state (§4, §6)', () => {
  const sso: GuardUser = { firstName: '', lastName: '', attributes: {} };
  const weak: GuardUser = {
    ...person,
    attributes: { accepted_gtc: ['true'], weak_password: ['true'] },
  };
  const newFree: GuardUser = {
    ...person,
    attributes: { accepted_gtc: ['true'], free_account_type: ['free_signer'] },
  };
  const registeredFree: GuardUser = {
    ...person,
    attributes: { accepted_gtc: ['true'], free_account_type: ['free'] },
  };
  const legacyFree: GuardUser = {
    ...person,
    attributes: { accepted_gtc: ['true'], free_account_type: ['free_legacy'] },
  };
  it.each<[string, string, Role, GuardUser, GuardResult]>([
    [
      'incomplete SSO "is always sent to /signup/sso"',
      '/dashboard',
      'user',
      sso,
      to('/signup/sso'),
    ],
    ['incomplete SSO, even from a public page', '/bye', 'user', sso, to('/signup/sso')],
    [
      'incomplete SSO, even an admin on a business page',
      '/business/profile',
      'admin',
      sso,
      to('/signup/sso'),
    ],
    ['incomplete SSO on /signup/sso stays', '/signup/sso', 'user', sso, ok],
    ['incomplete SSO may still log out', '/logout', 'user', sso, ok],
    [
      'names but no terms is not incomplete SSO',
      '/dashboard',
      'user',
      { firstName: 'A', attributes: {} },
      ok,
    ],
    [
      'terms but no names is not incomplete SSO',
      '/dashboard',
      'user',
      { attributes: { accepted_gtc: ['true'] } },
      ok,
    ],
    [
      '"weak_password true go to change-password"',
      '/dashboard',
      'user',
      weak,
      to('/profile/change-password'),
    ],
    [
      'weak password, admin on a business page',
      '/business/members',
      'admin',
      weak,
      to('/profile/change-password'),
    ],
    ['weak password on change-password stays', '/profile/change-password', 'user', weak, ok],
    ['weak password may log out', '/logout', 'member', weak, ok],
    ['"New free-plan users opening /upload go to /"', '/upload', 'user', newFree, to('/')],
    ['new free-plan users elsewhere stay', '/dashboard', 'user', newFree, ok],
    ['legacy free users may upload', '/upload', 'user', legacyFree, ok],
    ['a registered free account with credits may upload', '/upload', 'user', registeredFree, ok],
    ['members may upload', '/upload', 'member', newFree, ok],
  ])('%s', (_case, url, role, user, result) => {
    expect(guard(url, role, user)).toEqual(result);
  });

  it('a guest (nas) is never sent to SSO or password pages', () => {
    expect(guard(`/${SR}/u1`, 'nas', { attributes: { weak_password: ['true'] } })).toEqual(ok);
  });
});
