import { ROUTE_LIST } from '@signet/contract';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { GuardedPage } from './guarded-page.tsx';
import { RouteError } from './route-error.tsx';
import { Shell } from './shell.tsx';

/** One route per entry of the contract's route table (§2), the catch-all included, under the shell. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Shell />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: ROUTE_LIST.map((route) => ({
            path: route.path,
            element: <GuardedPage key={route.id} route={route} />,
          })),
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
