import { describe, expect, it } from 'vitest';
import { canAccess, deriveRole, onboardingRole, type Role, type RoleFacts } from './roles.ts';

describe('deriveRole (§6 "Role derivation")', () => {
  it.each<[string, RoleFacts, Role]>([
    ['no user id gives unauthenticated', {}, 'unauthenticated'],
    ['an empty user id is no user id', { userId: '' }, 'unauthenticated'],
    [
      'no user id wins over every flag',
      { userId: null, isDirectSign: true, isBusinessAdmin: true },
      'unauthenticated',
    ],
    ['a direct-sign session gives nas', { userId: 'u1', isDirectSign: true }, 'nas'],
    [
      'a direct-sign session gives nas even for a business admin',
      { userId: 'u1', isDirectSign: true, isBusinessAdmin: true, isBusinessMember: true },
      'nas',
    ],
    ['business admin gives admin', { userId: 'u1', isBusinessAdmin: true }, 'admin'],
    [
      'an admin who is also listed as member is admin',
      { userId: 'u1', isBusinessAdmin: true, isBusinessMember: true },
      'admin',
    ],
    ['business member gives member', { userId: 'u1', isBusinessMember: true }, 'member'],
    ['otherwise user', { userId: 'u1' }, 'user'],
  ])('%s', (_case, facts, role) => {
    expect(deriveRole(facts)).toBe(role);
  });
});

describe('canAccess (§2 "A route listing a role is open to that role and to roles that include it")', () => {
  const userRoute = { roles: ['user'] as Role[] };
  const memberRoute = { roles: ['member'] as Role[] };
  const adminRoute = { roles: ['admin'] as Role[] };
  const nasRoute = { roles: ['nas'] as Role[] };
  const publicRoute = { roles: ['unauthenticated'] as Role[] };
  // §2 /business/register (strict: user only); /business/upgrade (user or admin, strict).
  const registerRoute = { roles: ['user'] as Role[], strict: true };
  const upgradeRoute = { roles: ['user', 'admin'] as Role[], strict: true };

  it.each<[string, { roles: Role[]; strict?: boolean }, Role, boolean]>([
    ['user route: user', userRoute, 'user', true],
    ['user route: member (member includes user)', userRoute, 'member', true],
    ['user route: admin (admin includes user)', userRoute, 'admin', true],
    ['user route: nas is not included by user', userRoute, 'nas', false],
    ['user route: unauthenticated', userRoute, 'unauthenticated', false],
    ['member route: user does not include member', memberRoute, 'user', false],
    ['member route: member', memberRoute, 'member', true],
    ['member route: admin includes member', memberRoute, 'admin', true],
    ['admin route: member', adminRoute, 'member', false],
    ['admin route: admin', adminRoute, 'admin', true],
    ['nas route: nas', nasRoute, 'nas', true],
    ['nas route: user does not include nas', nasRoute, 'user', false],
    ['nas route: admin does not include nas', nasRoute, 'admin', false],
    ['unauthenticated route: user is not unauthenticated', publicRoute, 'user', false],
    ['strict user only: user', registerRoute, 'user', true],
    ['strict user only: member is refused', registerRoute, 'member', false],
    ['strict user only: admin is refused', registerRoute, 'admin', false],
    ['strict user or admin: user', upgradeRoute, 'user', true],
    ['strict user or admin: admin', upgradeRoute, 'admin', true],
    ['strict user or admin: member is refused', upgradeRoute, 'member', false],
    ['no listed role: nobody', { roles: [] }, 'admin', false],
  ])('%s', (_case, route, role, allowed) => {
    expect(canAccess(route, role)).toBe(allowed);
  });
});

describe('onboardingRole (§6 "admin for business admins, user otherwise")', () => {
  it.each([
    [true, 'admin'],
    [false, 'user'],
  ])('isBusinessAdmin=%s → %s', (isAdmin, role) => {
    expect(onboardingRole(isAdmin)).toBe(role);
  });
});
