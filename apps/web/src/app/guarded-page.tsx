import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import {
  guardRoute,
  NOT_FOUND_TITLE,
  type RouteDef,
  routeTitle,
  windowTitle,
} from '@signet/contract';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useToken, useUser } from '../features/session/session.queries.ts';
import { snackbars } from '../lib/hosts/hosts.ts';
import { rememberReturnUrl } from '../lib/token-storage.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { PAGES } from './pages.ts';
import { sessionView } from './session-context.ts';

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

/** Applies the contract's §6 guard to one route, then draws its page in its layout. */
export function GuardedPage({ route }: { route: RouteDef }) {
  const location = useLocation();
  const params = useParams();
  const [query] = useSearchParams();
  const token = useToken();
  const userQuery = useUser();
  const Page = route.path === '*' ? undefined : PAGES[route.id];
  const title = Page ? routeTitle(route) : NOT_FOUND_TITLE;
  useEffect(() => {
    document.title = windowTitle(title);
  }, [title]);

  // With a token, nothing is decided until the account is known; the page's code downloads
  // meanwhile, so it is ready when the account arrives.
  if (token && userQuery.isPending) {
    Page?.preload();
    if (inAppFrame(route.layout)) void loadAppFrame();
    return <PageSpinner />;
  }
  const view = sessionView(token ? userQuery.data : undefined);
  const decision = guardRoute({
    route,
    params: Object.fromEntries(
      Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
    ),
    query,
    url: location.pathname + location.search + location.hash,
    role: view.role,
    user: view.user,
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
