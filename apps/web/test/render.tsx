import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DialogHost, SnackbarHost } from '../src/components/hosts.tsx';

/**
 * Draws `ui` at `path` (a query may follow) with a fresh query cache, the dialog and snackbar hosts, and Suspense
 * for the feature texts it loads; other paths show their name, to see where a navigation went.
 */
export function renderScreen(
  ui: ReactNode,
  { path = '/', client = new QueryClient({ defaultOptions: { queries: { retry: false } } }) } = {},
) {
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element: ui },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>loading texts</p>}>
        <RouterProvider router={router} />
      </Suspense>
      <DialogHost />
      <SnackbarHost />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
