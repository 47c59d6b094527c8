/**
 * The five roles of §2/§6. `nas` is the direct-sign guest acting through a link.
 */
export const ROLES = ['unauthenticated', 'nas', 'user', 'member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Every role: for routes open to anyone (§2 "Public" and "All roles"). */
export const EVERYONE: readonly Role[] = ROLES;

export interface RoleFacts {
  /** The signed-in account's id; absent when nobody is signed in. */
  userId?: string | null | undefined;
  /** The session was opened through a direct-sign link (§1 guest mode). */
  isDirectSign?: boolean | undefined;
  isBusinessAdmin?: boolean | undefined;
  isBusinessMember?: boolean | undefined;
}

/**
 * §6 Role derivation: no user id gives unauthenticated; a direct-sign session gives nas; business
 * admin gives admin; business member gives member; otherwise user. The order matters: a guest
 * link opened by someone who is also a business admin still acts as nas.
 */
export function deriveRole(facts: RoleFacts): Role {
  if (!facts.userId) return 'unauthenticated';
  if (facts.isDirectSign) return 'nas';
  if (facts.isBusinessAdmin) return 'admin';
  if (facts.isBusinessMember) return 'member';
  return 'user';
}

/**
 * §2: admin includes member and user; member includes user. nas and unauthenticated include only
 * themselves (a guest is not a user, and a user is not a guest).
 */
const INCLUDED: Record<Role, readonly Role[]> = {
  unauthenticated: ['unauthenticated'],
  nas: ['nas'],
  user: ['user'],
  member: ['member', 'user'],
  admin: ['admin', 'member', 'user'],
};

/** Whether `role` counts as `listed` (itself or a role it includes). */
export function roleIncludes(role: Role, listed: Role): boolean {
  return INCLUDED[role].includes(listed);
}

export interface RouteAccess {
  roles: readonly Role[];
  /** §2: a strict route accepts only the exact roles it lists. */
  strict?: boolean | undefined;
}

/**
 * §2/§6: a route listing a role is open to that role and to roles that include it; a strict route
 * accepts only the exact role. A route needs at least one matching role.
 */
export function canAccess(route: RouteAccess, role: Role): boolean {
  if (route.strict) return route.roles.includes(role);
  return route.roles.some((listed) => roleIncludes(role, listed));
}

/** §6 "Onboarding tool role: admin for business admins, user otherwise." */
export function onboardingRole(isBusinessAdmin: boolean): 'admin' | 'user' {
  return isBusinessAdmin ? 'admin' : 'user';
}
