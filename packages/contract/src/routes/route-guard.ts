import { isTrialExpiredOrLocked, type PaymentState } from '../rules/business-payment.ts';
import { isNewFreePlanUser } from '../rules/free-plan.ts';
import type { QueryInput } from '../rules/query.ts';
import { canAccess, type Role } from '../rules/roles.ts';
import { isIncompleteSso } from '../rules/sso.ts';
import { isAttributeTrue, type UserAttributes } from '../rules/user-attributes.ts';
import { href, type StaticRouteId } from './href.ts';
import { matchRoute } from './match-route.ts';
import { shouldRememberUrl } from './remember-url.ts';
import type { RouteDef } from './route.types.ts';
import { isBusinessRoute, type RouteId } from './route-table.ts';

export type GuardResult =
  | { kind: 'allow' }
  | { kind: 'notFound' }
  /** Go to /login; `rememberUrl` is restored after login (undefined: nothing to remember). */
  | { kind: 'login'; rememberUrl: string | undefined }
  /** Go to `to`; `notice` names a message to show first (§6 'not allowed'). */
  | { kind: 'redirect'; to: string; notice?: 'businessNotAllowed' };

export interface GuardUser {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  attributes?: UserAttributes | undefined;
}

export interface GuardInput {
  route: RouteDef;
  params: Readonly<Record<string, string>>;
  query?: QueryInput | undefined;
  /** The requested URL (path, query, fragment) to remember for after the login. */
  url: string;
  role: Role;
  user?: GuardUser | undefined;
  /** The payment state of the user's business (§4), when the user belongs to one. */
  paymentState?: PaymentState | null | undefined;
}

/** Pages a state redirect never leaves: the way out, and the error and maintenance screens. */
const ALWAYS_REACHABLE: ReadonlySet<string> = new Set<RouteId>(['logout', 'sorry', 'maintenance']);
/** §6 business signup and register pages, which admins leave for /business/profile. */
const BUSINESS_ENTRY: ReadonlySet<string> = new Set<RouteId>([
  'businessSignup',
  'businessSignupSteps',
  'businessSignupMailSent',
  'businessRegister',
]);
/** §6 "except the members, upgrade and logout pages". */
const OPEN_WHEN_LOCKED: ReadonlySet<string> = new Set<RouteId>([
  'businessMembers',
  'businessUpgrade',
  'upgrade',
]);

const redirect = (id: StaticRouteId): GuardResult => ({ kind: 'redirect', to: href(id) });

/**
 * §6 route access and the state redirects, in this order: validate rule (404); not logged in
 * (remember the URL, go to /login; the login and logout pages pass); incomplete SSO
 * (→ /signup/sso, always); weak password (→ /profile/change-password); business routes (admins on
 * signup or register pages → /business/profile, members → 'not allowed' and /, users → register);
 * access (logged in but not allowed: 404); redirect routes; trial expired or locked (admins →
 * /business/members); new free-plan users on /upload (→ /).
 */
export function guardRoute(input: GuardInput): GuardResult {
  const { route, role } = input;
  const id = route.id;
  if (route.validate && !route.validate({ params: input.params, query: input.query })) {
    return { kind: 'notFound' };
  }
  if (role === 'unauthenticated') {
    if (canAccess(route, role) || id === 'logout') return { kind: 'allow' };
    return { kind: 'login', rememberUrl: shouldRememberUrl(input.url) ? input.url : undefined };
  }
  if (role !== 'nas') {
    const gate = accountGate(input);
    if (gate) return gate;
  }
  if (!canAccess(route, role)) return { kind: 'notFound' };
  if (route.redirectTo) return redirect(route.redirectTo as StaticRouteId);
  if (
    role === 'admin' &&
    isTrialExpiredOrLocked(input.paymentState) &&
    !OPEN_WHEN_LOCKED.has(id) &&
    !ALWAYS_REACHABLE.has(id)
  ) {
    return redirect('businessMembers');
  }
  if (id === 'upload' && isNewFreePlanUser(role, input.user?.attributes)) return redirect('home');
  return { kind: 'allow' };
}

/** The redirects that depend on the signed-in account (user, member, admin). */
function accountGate(input: GuardInput): GuardResult | undefined {
  const { route, role, user } = input;
  const id = route.id;
  if (ALWAYS_REACHABLE.has(id)) return undefined;
  if (user && isIncompleteSso(user)) {
    return id === 'signupSso' ? undefined : redirect('signupSso');
  }
  if (isAttributeTrue(user?.attributes, 'weak_password') && id !== 'profileChangePassword') {
    return redirect('profileChangePassword');
  }
  if (!isBusinessRoute(route)) return undefined;
  if (role === 'admin' && BUSINESS_ENTRY.has(id)) return redirect('businessProfile');
  if (canAccess(route, role)) return undefined;
  if (role === 'member')
    return { kind: 'redirect', to: href('home'), notice: 'businessNotAllowed' };
  if (role === 'user') return redirect('businessRegister');
  return undefined;
}

/**
 * The guard for a URL as the browser has it: matches the route (unknown paths get the catch-all,
 * which everyone may see) and reads the query.
 */
export function guardPath(
  input: Omit<GuardInput, 'route' | 'params' | 'query' | 'url'> & {
    pathname: string;
    search?: string;
    hash?: string;
  },
): GuardResult {
  const { pathname, search = '', hash = '', ...rest } = input;
  const { route, params } = matchRoute(pathname);
  return guardRoute({
    ...rest,
    route,
    params,
    query: new URLSearchParams(search),
    url: `${pathname}${search}${hash}`,
  });
}
