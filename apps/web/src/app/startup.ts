import { matchRoute, type RouteDef } from '@signet/contract';
import i18next from 'i18next';
import { runtimeConfig } from '../features/session/index.ts';
import { preloadRoute } from './guarded-page.tsx';
import { PAGES } from './pages.ts';
import { startAccount } from './session-scope.tsx';

/**
 * Feature namespaces a screen draws on its first render (`useTranslation('<ns>')` would otherwise
 * fetch them only once the screen renders, one more round trip before it can show anything).
 */
export const PAGE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  dashboard: ['requests'],
  home: ['requests'],
  businessMembers: ['business', 'members'],
  businessMembersDomains: ['business', 'members'],
  businessDashboard: ['business', 'members'],
  businessActivity: ['business', 'members', 'activity'],
  businessSeals: ['business', 'seals'],
  businessSeal: ['business', 'seals'],
  businessDevelopersApi: ['business', 'api'],
  directSign: ['direct', 'viewer', 'business'],
  directSignPreview: ['direct', 'viewer', 'business'],
  viewAsGuest: ['direct', 'viewer', 'business', 'signing'],
};

/** The screens under /business draw the business texts (their navigation, at least). */
const BUSINESS_NAMESPACES = ['business'] as const;

function pageNamespaces(route: RouteDef): readonly string[] | undefined {
  return (
    PAGE_NAMESPACES[route.id] ??
    (route.path.startsWith('/business/') ? BUSINESS_NAMESPACES : undefined)
  );
}

/** Starts the downloads a screen needs before it can draw: its chunk, its texts, its frame. */
export function preloadScreen(route: RouteDef, signedIn: boolean): void {
  // Signed in, the frame the screen sits in downloads too (the signed-in frame is its own chunk).
  if (signedIn) preloadRoute(route);
  else PAGES[route.id]?.preload();
  const namespaces = pageNamespaces(route);
  if (namespaces && i18next.isInitialized) void i18next.loadNamespaces([...namespaces]);
}

/**
 * What the first screen waits for, started as soon as the app's code runs rather than after the
 * first render: the runtime settings, the account (with a token), the screen's own chunks. The
 * answers land where the screens read them, so nothing is asked twice.
 */
export function startEarly(token: string | null, location: { pathname: string; search: string }) {
  void runtimeConfig.load();
  const route = matchRoute(location.pathname).route;
  if (token) {
    const user = startAccount(token);
    // The dashboard's first page of requests follows the account at once, not after the render
    // (its code is a chunk of its own, so /login does not carry it).
    if (route.id === 'dashboard' || route.id === 'home')
      void Promise.all([user, import('./dashboard-prefetch.ts')]).then(
        ([{ email }, { prefetchDashboardList }]) => prefetchDashboardList(location.search, email),
        () => undefined,
      );
  }
  preloadScreen(route, token !== null);
}
