import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import {
  guardRoute,
  NOT_FOUND_TITLE,
  type RouteDef,
  routeTitle,
  windowTitle,
} from '@signet/contract';
import { lazy, Suspense, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { guestSessionFor } from '../features/direct-sign/index.ts';
import { useToken } from '../features/session/index.ts';
import type { User } from '../lib/api/account-endpoints.ts';
import { snackbars } from '../lib/hosts/hosts.ts';
import { rememberReturnUrl } from '../lib/token-storage.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { PAGES } from './pages.ts';
import { AccountReaderContext, sessionView } from './session-context.ts';

// The signed-in frame (app bar, menus, bottom navigation) loads with the first page that uses it.
const loadAppFrame = () => import('./app-frame.tsx').then((m) => ({ default: m.AppFrame }));
const AppFrame = lazy(loadAppFrame);

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }} aria-busy="true">
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

function Redirect({ to, notice }: { to: string; notice?: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    // §6: business routes tell non-admin members they are not allowed before sending them to /.
    if (notice === 'businessNotAllowed')
      snackbars.show({ message: t('business.not_allowed'), color: 'warning' });
  }, [notice, t]);
  return <Navigate to={to} replace />;
}

/** `main` and `wide` screens sit in the signed-in frame; `wide` ones use the whole width. */
function inAppFrame(layout: RouteDef['layout']): boolean {
  return (layout ?? 'main') === 'main' || layout === 'wide';
}

/** Starts the downloads of a route's page and frame, while what it waits for is on its way. */
export function preloadRoute(route: RouteDef): void {
  PAGES[route.id]?.preload();
  if (inAppFrame(route.layout)) void loadAppFrame();
}

/**
 * Applies the contract's §6 guard to one route for a known account (none: a visitor), or for a
 * direct-sign guest (`isDirectSign`: §6 "a direct-sign session gives nas").
 */
export function RoutePage({
  route,
  user,
  isDirectSign = false,
}: {
  route: RouteDef;
  user: User | undefined;
  isDirectSign?: boolean;
}) {
  const location = useLocation();
  const params = useParams();
  const [query] = useSearchParams();
  const view = sessionView(user, isDirectSign);
  const decision = guardRoute({
    route,
    params: Object.fromEntries(
      Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
    ),
    query,
    url: location.pathname + location.search + location.hash,
    role: view.role,
    user: view.user,
    paymentState: view.paymentState,
  });
  switch (decision.kind) {
    case 'redirect':
      return <Redirect to={decision.to} notice={decision.notice} />;
    case 'login':
      if (decision.rememberUrl) rememberReturnUrl(decision.rememberUrl);
      return <Navigate to="/login" replace />;
    case 'notFound':
      return <NotFoundPage />;
    case 'allow':
      break;
  }
  const Page = route.path === '*' ? undefined : PAGES[route.id];
  // Screens of later features are in the table (their guards apply) but not built yet: 404.
  if (!Page) return <NotFoundPage />;
  const layout = route.layout ?? 'main';
  return (
    <Suspense fallback={<PageSpinner />}>
      {inAppFrame(layout) && view.user ? (
        <AppFrame user={view.user} wide={layout === 'wide'}>
          <Suspense fallback={<PageSpinner />}>
            <Page />
          </Suspense>
        </AppFrame>
      ) : (
        <Page />
      )}
    </Suspense>
  );
}

/**
 * Draws one route's page behind the §6 guard. With a token, nothing is decided until the account
 * is known; the page's code downloads meanwhile, so it is ready when the account arrives.
 */
export function GuardedPage({ route }: { route: RouteDef }) {
  const token = useToken();
  const params = useParams();
  const ReadAccount = useContext(AccountReaderContext);
  const title = route.path !== '*' && PAGES[route.id] ? routeTitle(route) : NOT_FOUND_TITLE;
  useEffect(() => {
    document.title = windowTitle(title);
  }, [title]);

  // A guest link's session is the guest's on its own screens, whether or not an account is
  // signed in in the same tab (§6: direct sign comes before every account role).
  if (guestSessionFor(route.id, params)) {
    return <RoutePage route={route} user={undefined} isDirectSign />;
  }
  if (!token) return <RoutePage route={route} user={undefined} />;
  const pending = () => {
    preloadRoute(route);
    return <PageSpinner />;
  };
  // The session scope shows its own spinner until its reader is there; this is only a safeguard.
  if (!ReadAccount) return pending();
  return (
    <ReadAccount>
      {(account) =>
        account.isPending ? pending() : <RoutePage route={route} user={account.user} />
      }
    </ReadAccount>
  );
}
