import { describe, expect, it } from 'vitest';
import type { Role } from '../rules/roles.ts';
import { guard, login, notFound, ok, SR, to } from './route-guard.fixtures.ts';
import type { GuardResult } from './route-guard.ts';

describe('guardRoute: access (§6 "A route needs at least one matching role")', () => {
  it.each<[string, string, Role, GuardResult]>([
    ['a user opens the dashboard', '/dashboard', 'user', ok],
    ['a member opens a user route (member includes user)', '/profile', 'member', ok],
    ['a member opens a member route', '/invite/x', 'member', ok],
    ['an admin opens a member route (admin includes member)', '/invite/x', 'admin', ok],
    [
      '"Logged in but not allowed: 404 page" — a user on a member route',
      '/invite/x',
      'user',
      notFound,
    ],
    ['a guest (nas) on a member route: 404', '/invite/x', 'nas', notFound],
    [
      'a guest (nas) on a user route: 404 (user does not include nas)',
      '/dashboard',
      'nas',
      notFound,
    ],
    ['a user on a guest route: 404', `/view/${SR}/u1`, 'user', notFound],
    ['a guest on its signing page', `/${SR}/u1`, 'nas', ok],
    ['a guest on a public page', '/bye', 'nas', ok],
    ['a guest may log out', '/logout', 'nas', ok],
    ['everyone sees /sorry', '/sorry', 'member', ok],
    ['everyone sees /maintenance', '/maintenance', 'unauthenticated', ok],
    ['an unknown path is the 404 page, for visitors too', '/no/such/page', 'unauthenticated', ok],
    [
      'a signed-in user may open a reset link (public routes are open to all)',
      '/password-reset/new?token=t',
      'user',
      ok,
    ],
  ])('%s', (_case, url, role, result) => {
    expect(guard(url, role)).toEqual(result);
  });
});

describe('guardRoute: not logged in (§6 "the requested URL is remembered and the visitor goes to /login (the login and logout pages pass)")', () => {
  it.each<[string, string, GuardResult]>([
    ['a user route', '/profile/settings', login('/profile/settings')],
    [
      'query and fragment are kept',
      '/dashboard?tab=drafts#top',
      login('/dashboard?tab=drafts#top'),
    ],
    ['an admin route', '/business/members', login('/business/members')],
    ['the /business redirect', '/business/', login('/business/')],
    ['a guest route', `/${SR}/u1`, login(`/${SR}/u1`)],
    ['the login page passes', '/login?email=a@b.ch', ok],
    ['the logout page passes', '/logout', ok],
    ['a public page', '/signup', ok],
    ['the business signup (unauthenticated only)', '/business/signup?ucc=abc', ok],
  ])('%s: %s', (_case, url, result) => {
    expect(guard(url, 'unauthenticated')).toEqual(result);
  });
});

describe('guardRoute: validate rules (§5 "failing it shows the 404 page")', () => {
  it.each<[string, string, Role, GuardResult]>([
    ['eidas self', '/profile/signature-standards/eidas/self', 'user', ok],
    [
      'eidas auto is not an eidas page',
      '/profile/signature-standards/eidas/auto',
      'user',
      notFound,
    ],
    ['zertes personal-details', '/profile/signature-standards/zertes/personal-details', 'user', ok],
    [
      'zertes self is not a zertes page',
      '/profile/signature-standards/zertes/self',
      'user',
      notFound,
    ],
    ['direct-sign eidas video', '/direct-sign/identification/eidas/video', 'nas', ok],
    ['direct-sign zertes unknown', '/direct-sign/identification/zertes/robo', 'nas', notFound],
    ['guest path with a request id that is no UUID', '/hello/world', 'nas', notFound],
    [
      'an unknown two-segment path stays 404 for visitors (no login detour)',
      '/hello/world',
      'unauthenticated',
      notFound,
    ],
    ['guest preview with a UUID', `/${SR}/u1/preview`, 'nas', ok],
  ])('%s', (_case, url, role, result) => {
    expect(guard(url, role)).toEqual(result);
  });
});

describe('guardRoute: business routes (§6)', () => {
  const notAllowed: GuardResult = { kind: 'redirect', to: '/', notice: 'businessNotAllowed' };
  it.each<[string, string, Role, GuardResult]>([
    [
      '"non-admin members get a \'not allowed\' message and go to /"',
      '/business/members',
      'member',
      notAllowed,
    ],
    ['members on the business register page', '/business/register', 'member', notAllowed],
    [
      'members on the business upgrade page (user or admin, strict)',
      '/business/upgrade',
      'member',
      notAllowed,
    ],
    ['members on /business', '/business', 'member', notAllowed],
    [
      '"users without a business go to /business/register"',
      '/business/profile',
      'user',
      to('/business/register'),
    ],
    ['users on /business', '/business/', 'user', to('/business/register')],
    ['users on the business signup page', '/business/signup', 'user', to('/business/register')],
    ['users on the register page stay', '/business/register', 'user', ok],
    ['users on the business upgrade page stay', '/business/upgrade', 'user', ok],
    [
      '"admins on business signup or register pages go to /business/profile": signup',
      '/business/signup',
      'admin',
      to('/business/profile'),
    ],
    ['admins on signup steps', '/business/signup/steps', 'admin', to('/business/profile')],
    ['admins on signup mail sent', '/business/signup/mail-sent', 'admin', to('/business/profile')],
    ['admins on register', '/business/register', 'admin', to('/business/profile')],
    ['admins on the business upgrade page stay', '/business/upgrade', 'admin', ok],
    ['admins on an admin page', '/business/seals/acme', 'admin', ok],
    ['a guest on a business page: 404', '/business/profile', 'nas', notFound],
  ])('%s', (_case, url, role, result) => {
    expect(guard(url, role)).toEqual(result);
  });
});

describe('guardRoute: redirects (§2)', () => {
  it.each<[string, string, Role, GuardResult]>([
    [
      '"/business … goes to /business/profile for admins"',
      '/business',
      'admin',
      to('/business/profile'),
    ],
    ['"/business/" too', '/business/', 'admin', to('/business/profile')],
    [
      '"/business/members/activity goes to /business/activity"',
      '/business/members/activity',
      'admin',
      to('/business/activity'),
    ],
    [
      'members are not sent on to an admin page',
      '/business/members/activity',
      'member',
      { kind: 'redirect', to: '/', notice: 'businessNotAllowed' },
    ],
  ])('%s', (_case, url, role, result) => {
    expect(guard(url, role)).toEqual(result);
  });
});
