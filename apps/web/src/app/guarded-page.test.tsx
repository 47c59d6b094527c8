import { getRoute, ROUTE_LIST } from '@signet/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../lib/i18n/i18n.ts';
import { takeReturnUrl } from '../lib/token-storage.ts';
import { createQueryClient } from './app.tsx';
import { GuardedPage } from './guarded-page.tsx';

beforeAll(async () => {
  await setupI18n('en-gb');
});

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      ...ROUTE_LIST.filter((r) => r.id !== 'login').map((route) => ({
        path: route.path,
        element: <GuardedPage route={route} />,
      })),
      { path: '/login', element: <p>login screen</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('GuardedPage (§6 wiring)', () => {
  it('sends a visitor to /login and remembers the deep link', async () => {
    const router = renderAt('/profile/settings?from=mail#top');
    await screen.findByText('login screen');
    expect(router.state.location.pathname).toBe('/login');
    expect(takeReturnUrl()).toBe('/profile/settings?from=mail#top');
  });

  it('shows the 404 screen with its window title for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page Not Found - Signet'));
  });

  it('titles a page from the route table', async () => {
    renderAt('/bye');
    await waitFor(() => expect(document.title).toBe('Bye - Signet'));
    expect(getRoute('bye').path).toBe('/bye');
  });
});
