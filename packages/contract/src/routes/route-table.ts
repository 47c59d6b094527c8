import { EVERYONE } from '../rules/roles.ts';
import type { PathParamNames, RouteDef, RouteSpec } from './route.types.ts';
import { ADMIN_ROUTES, REDIRECT_ROUTES } from './table/admin.table.ts';
import { MEMBER_ROUTES, NAS_ROUTES } from './table/guest.table.ts';
import { PUBLIC_ROUTES } from './table/public.table.ts';
import { USER_ROUTES } from './table/user.table.ts';

/** §2/§8 the 404 page's title; also shown when a validate rule fails. */
export const NOT_FOUND_TITLE = 'Page Not Found';

/** §2 "All roles": /sorry, /maintenance and the catch-all 404 'Page Not Found'. */
const ALL_ROLE_ROUTES = {
  sorry: { path: '/sorry', roles: EVERYONE, layout: 'simple' },
  maintenance: { path: '/maintenance', roles: EVERYONE, layout: 'simple' },
  notFound: { path: '*', roles: EVERYONE, layout: 'simple', title: NOT_FOUND_TITLE },
} as const satisfies Record<string, RouteSpec>;

/** Every screen of §2, keyed by id. The web app's router and the server's e-mail links read it. */
export const ROUTES = {
  ...PUBLIC_ROUTES,
  ...USER_ROUTES,
  ...MEMBER_ROUTES,
  ...NAS_ROUTES,
  ...ADMIN_ROUTES,
  ...REDIRECT_ROUTES,
  ...ALL_ROLE_ROUTES,
} as const satisfies Record<string, RouteSpec>;

export type RouteId = keyof typeof ROUTES;
export type RoutePath<Id extends RouteId> = (typeof ROUTES)[Id]['path'];
export type RouteParams<Id extends RouteId> = Record<
  PathParamNames<RoutePath<Id>>,
  string | number
>;

/** The table as a list, in the order above (the catch-all last). */
export const ROUTE_LIST: readonly RouteDef[] = Object.entries(ROUTES).map(
  ([id, spec]): RouteDef => ({ id, ...(spec as RouteSpec) }),
);

export function getRoute(id: RouteId): RouteDef {
  return { id, ...(ROUTES[id] as RouteSpec) };
}

/** §6 "Business routes": the screens under /business (signup, register, upgrade and admin). */
export function isBusinessRoute(route: Pick<RouteDef, 'path'>): boolean {
  return route.path === '/business' || route.path.startsWith('/business/');
}
