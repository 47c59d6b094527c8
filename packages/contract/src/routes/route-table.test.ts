import { describe, expect, it } from 'vitest';
import { EVERYONE, type Role } from '../rules/roles.ts';
import { matchRoute } from './match-route.ts';
import { getRoute, isBusinessRoute, ROUTE_LIST, type RouteId } from './route-table.ts';

const U: Role[] = ['unauthenticated'];
const ALL = [...EVERYONE];

// Every route of §2, with a sample URL, the id it must match, its roles and strictness.
const SPEC_ROUTES: [string, RouteId, Role[], boolean?][] = [
  // §2 Public (unauthenticated)
  ['/bye', 'bye', ALL],
  ['/login', 'login', ALL],
  ['/signup', 'signup', ALL],
  ['/signup/steps', 'signupSteps', ALL],
  ['/signup/confirm', 'signupConfirm', ALL],
  ['/signup/mail-sent', 'signupMailSent', ALL],
  ['/signup/flows/eidplus/new', 'signupEidplusNew', ALL],
  ['/signup/flows/eidplus/confirm', 'signupEidplusConfirm', ALL],
  ['/expired', 'expired', ALL],
  ['/cookiesblocked', 'cookiesBlocked', ALL],
  ['/sso/error', 'ssoError', ALL],
  ['/sso/error/company', 'ssoErrorCompany', ALL],
  ['/password-reset', 'passwordReset', ALL],
  ['/password-reset/new', 'passwordResetNew', ALL],
  ['/password-reset/confirm', 'passwordResetConfirm', ALL],
  ['/password-reset/mail-sent', 'passwordResetMailSent', ALL],
  // "(unauthenticated only)"
  ['/business/signup', 'businessSignup', U, true],
  ['/business/signup/steps', 'businessSignupSteps', U, true],
  ['/business/signup/mail-sent', 'businessSignupMailSent', U, true],
  // §2 All roles
  ['/sorry', 'sorry', ALL],
  ['/maintenance', 'maintenance', ALL],
  ['/no/such/page', 'notFound', ALL],
  // §2 User
  ['/dashboard', 'dashboard', ['user']],
  ['/', 'home', ['user']],
  ['/logout', 'logout', ['user', 'nas']],
  ['/signed', 'signed', ['user']],
  ['/upload', 'upload', ['user']],
  ['/upgrade', 'upgrade', ['user']],
  ['/welcome', 'welcome', ['user']],
  ['/declined', 'declined', ['user']],
  ['/signup/sso', 'signupSso', ['user']],
  ['/not-available', 'notAvailable', ['user']],
  // Beyond §2: the registration desk's officer screen (ADR 0620).
  ['/identification-desk', 'identificationDesk', ['user']],
  ['/profile', 'profile', ['user']],
  ['/profile/settings', 'profileSettings', ['user']],
  ['/profile/confirm', 'profileConfirm', ['user']],
  ['/profile/change-password', 'profileChangePassword', ['user']],
  ['/profile/visual-signature', 'profileVisualSignature', ['user']],
  ['/profile/signature-standards', 'signatureStandards', ['user']],
  ['/profile/signature-standards/update', 'signatureStandardsUpdate', ['user']],
  ['/profile/signature-standards/mobile-id', 'signatureStandardsMobileId', ['user']],
  ['/profile/signature-standards/legislation', 'signatureStandardsLegislation', ['user']],
  ['/profile/signature-standards/eidas/self', 'signatureStandardsEidas', ['user']],
  ['/profile/signature-standards/eidas/video', 'signatureStandardsEidas', ['user']],
  ['/profile/signature-standards/zertes/auto', 'signatureStandardsZertes', ['user']],
  ['/profile/signature-standards/zertes/video', 'signatureStandardsZertes', ['user']],
  ['/profile/signature-standards/zertes/personal-details', 'signatureStandardsZertes', ['user']],
  [
    '/profile/signature-standards/id-austria-success',
    'signatureStandardsIdAustriaSuccess',
    ['user'],
  ],
  ['/sendto/abc', 'sendTo', ['user']],
  ['/view/4f43614a-de50-bfe1-2df3-4c881fc7840e', 'view', ['user']],
  ['/business/register', 'businessRegister', ['user'], true],
  ['/business/upgrade', 'businessUpgrade', ['user', 'admin'], true],
  // §2 Member (docs/decisions/0510-invite-page-for-members.md)
  ['/invite/abc', 'invite', ['member']],
  // §2 Nas
  ['/view/4f43614a-de50-bfe1-2df3-4c881fc7840e/u1', 'viewAsGuest', ['nas']],
  ['/direct-sign/identification/eidas/self', 'directSignEidas', ['nas']],
  ['/direct-sign/identification/eidas/video', 'directSignEidas', ['nas']],
  ['/direct-sign/identification/zertes/auto', 'directSignZertes', ['nas']],
  ['/direct-sign/identification/zertes/video', 'directSignZertes', ['nas']],
  ['/direct-sign/identification/zertes/personal-details', 'directSignZertes', ['nas']],
  ['/direct-sign/identification/id-austria-success', 'directSignIdAustriaSuccess', ['nas']],
  ['/4f43614a-de50-bfe1-2df3-4c881fc7840e/u1', 'directSign', ['nas']],
  ['/4f43614a-de50-bfe1-2df3-4c881fc7840e/u1/preview', 'directSignPreview', ['nas']],
  // §2 Admin
  ['/business/welcome', 'businessWelcome', ['admin']],
  ['/business/activity', 'businessActivity', ['admin']],
  ['/business/settings', 'businessSettings', ['admin']],
  ['/business/dashboard', 'businessDashboard', ['admin']],
  ['/business/seals', 'businessSeals', ['admin']],
  ['/business/seals/acme-seal', 'businessSeal', ['admin']],
  ['/business/billing/plan', 'businessBillingPlan', ['admin']],
  ['/business/extras', 'businessExtras', ['admin']],
  ['/business/members', 'businessMembers', ['admin']],
  ['/business/members/domains', 'businessMembersDomains', ['admin']],
  ['/business/members/signer-groups', 'businessMembersSignerGroups', ['admin']],
  ['/business/profile', 'businessProfile', ['admin']],
  ['/business/profile/aes-for-business', 'businessProfileAesForBusiness', ['admin']],
  ['/business/developers/api', 'businessDevelopersApi', ['admin']],
  // §2 Redirects
  ['/business/members/activity', 'businessMembersActivity', ['admin']],
  ['/business', 'business', ['admin']],
];

describe('route table (§2, every route)', () => {
  it.each(SPEC_ROUTES)('%s → %s, roles %j, strict %s', (url, id, roles, strict) => {
    const { route } = matchRoute(url);
    expect(route.id).toBe(id);
    expect([...route.roles].sort()).toEqual([...roles].sort());
    expect(route.strict ?? false).toBe(strict ?? false);
  });

  it('has no route beyond those of §2', () => {
    const listed = new Set(SPEC_ROUTES.map(([, id]) => id));
    expect(ROUTE_LIST.map((r) => r.id).filter((id) => !listed.has(id as RouteId))).toEqual([]);
  });

  it('paths are unique and the catch-all is last', () => {
    const paths = ROUTE_LIST.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ROUTE_LIST.at(-1)?.path).toBe('*');
  });

  it.each([
    ['/bye', 'simple'],
    ['/login', 'form'],
    ['/signup', 'form'],
    ['/password-reset/new', 'form'],
    ['/business/signup', 'form'],
    ['/sorry', 'simple'],
    ['/dashboard', undefined],
  ])(
    'layout of %s is %s (§2 "/bye (simple layout)", §1 "stacked form box for login and sign-up")',
    (url, layout) => {
      expect(matchRoute(url).route.layout).toBe(layout);
    },
  );

  it.each([
    ['businessMembersActivity', 'businessActivity'],
    ['business', 'businessProfile'],
  ] as const)('%s redirects to %s (§2 Redirects)', (id, target) => {
    expect(getRoute(id).redirectTo).toBe(target);
  });

  it.each([
    ['/business', true],
    ['/business/signup', true],
    ['/business/profile', true],
    ['/businesses', false],
    ['/profile', false],
  ])('isBusinessRoute(%s) → %s', (path, business) => {
    expect(isBusinessRoute({ path })).toBe(business);
  });
});
