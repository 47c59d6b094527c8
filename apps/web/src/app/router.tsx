import { ROUTE_LIST } from '@signet/contract';
import { Outlet, type RouteObject, useRoutes } from 'react-router';
import { GuardedPage } from './guarded-page.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { Shell } from './shell.tsx';

/**
 * One route per entry of the contract's route table (§2), the catch-all included, under the
 * shell. An error in a page shows the error screen inside the shell (its hosts stay); an error
 * in the shell itself shows it alone.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: (
        <RouteErrorBoundary>
          <Shell />
        </RouteErrorBoundary>
      ),
      children: [
        {
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: ROUTE_LIST.map((route) => ({
            path: route.path,
            element: <GuardedPage key={route.id} route={route} />,
          })),
        },
      ],
    },
  ];
}

const routes = buildRoutes();

export function AppRoutes() {
  return useRoutes(routes);
}
