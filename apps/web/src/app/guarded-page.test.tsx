import { getRoute, ROUTE_LIST } from '@signet/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { account } from '../../test/account.fixture.ts';
import { membership } from '../../test/business.fixture.ts';
import { endSession, startSession } from '../features/session/session-store.ts';
import { snackbars } from '../lib/hosts/hosts.ts';
import { setupI18n } from '../lib/i18n/i18n.ts';
import { takeReturnUrl } from '../lib/token-storage.ts';
import { GuardedPage } from './guarded-page.tsx';
import { queryClient } from './query-client.ts';
import { SessionScope, startAccount } from './session-scope.tsx';

beforeAll(async () => {
  await setupI18n('en-gb');
  // The signed-in frame is a lazy chunk: loaded here, so that no test ends while its imports
  // are still on their way.
  await import('./app-frame.tsx');
});

afterEach(() => {
  endSession();
  queryClient.clear();
  for (const message of snackbars.get().queue) snackbars.dismiss(message.id);
  vi.unstubAllGlobals();
});

/** The table's routes under the session scope, as in the shell; `stubs` replace some pages. */
function renderAt(url: string, stubs: Record<string, string> = { login: 'login screen' }) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionScope>
            <Outlet />
          </SessionScope>
        ),
        children: ROUTE_LIST.map((route) => ({
          path: route.path,
          element: stubs[route.id] ? <p>{stubs[route.id]}</p> : <GuardedPage route={route} />,
        })),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('GuardedPage (§6 wiring)', () => {
  it('sends a visitor to /login and remembers the deep link', async () => {
    const router = renderAt('/profile/settings?from=mail#top');
    await screen.findByText('login screen');
    expect(router.state.location.pathname).toBe('/login');
    expect(takeReturnUrl()).toBe('/profile/settings?from=mail#top');
  });

  it('guards a guest link as nas: its own request and signer open, the rest as before', async () => {
    const SR = '4f43614a-de50-4fe1-9df3-4c881fc7840e';
    sessionStorage.setItem(
      'signet-direct-sign',
      JSON.stringify({
        requestId: SR,
        signerId: 'sid-1',
        token: 'a.b.c.d',
        exit: { timeout: 45, shouldDeclineRedirect: false },
        hideDownload: false,
        linkQuery: {},
      }),
    );
    // The guest's request is on its way for as long as the test looks.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const stubs = { login: 'login screen' };
    const own = renderAt(`/${SR}/sid-1`, stubs);
    expect(await screen.findByLabelText('Loading the document to sign')).toBeTruthy();
    expect(own.state.location.pathname).toBe(`/${SR}/sid-1`);
    expect(screen.queryByText('login screen')).toBeNull();
    // Another signer's link in this tab is not the guest's: a visitor goes to the login.
    const other = renderAt(`/view/${SR}/sid-2`, stubs);
    await waitFor(() => expect(other.state.location.pathname).toBe('/login'));
    // The guest's screens only: an account page is still the visitor's.
    const profile = renderAt('/profile', stubs);
    await waitFor(() => expect(profile.state.location.pathname).toBe('/login'));
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

  it('with a token, waits for the account asked at the start, asks no second time, and decides by it', async () => {
    let answer: (response: Response) => void = () => {};
    const accountCalls = vi.fn();
    // The account answers when the test says so; other calls (runtime settings) stay unanswered.
    vi.stubGlobal('fetch', (url: string) => {
      if (url !== '/v1/user') return new Promise(() => {});
      accountCalls();
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    startSession('tok');
    // As at startup or a login: the account is asked while the signed-in scope downloads.
    void startAccount('tok');
    const router = renderAt('/bye', { profileChangePassword: 'change password screen' });
    expect(await screen.findByLabelText('Loading')).toBeTruthy();
    await waitFor(() => expect(accountCalls).toHaveBeenCalled());
    answer(Response.json(account({ attributes: { weak_password: ['true'] } })));
    // §6: a weak password sends the account to /profile/change-password from anywhere.
    await screen.findByText('change password screen');
    expect(router.state.location.pathname).toBe('/profile/change-password');
    expect(accountCalls).toHaveBeenCalledTimes(1);
  });

  describe('§6 business rules, with the role and payment state from the account', () => {
    const signedIn = (user: ReturnType<typeof account>) => {
      vi.stubGlobal('fetch', (url: string) =>
        url === '/v1/user' ? Promise.resolve(Response.json(user)) : new Promise(() => {}),
      );
      startSession('tok');
      void startAccount('tok');
    };
    const stubs = {
      home: 'home screen',
      dashboard: 'home screen',
      businessRegister: 'register screen',
      businessProfile: 'business profile screen',
      businessMembers: 'members screen',
    };

    it('sends a member away from an admin screen with the “not allowed” message', async () => {
      signedIn(account({ business: membership({ role: 'member' }) }));
      const router = renderAt('/business/settings', stubs);
      await screen.findByText('home screen');
      expect(router.state.location.pathname).toBe('/');
      expect(snackbars.get().queue.map((m) => m.message)).toContain(
        'Only business admins can open this page.',
      );
    });

    it('sends a user without a business to /business/register', async () => {
      signedIn(account());
      const router = renderAt('/business/settings', stubs);
      await screen.findByText('register screen');
      expect(router.state.location.pathname).toBe('/business/register');
    });

    it('sends an admin from the register page to the business profile', async () => {
      signedIn(account({ business: membership({ role: 'admin' }) }));
      const { businessRegister: _guarded, ...others } = stubs;
      const router = renderAt('/business/register', others);
      await screen.findByText('business profile screen');
      expect(router.state.location.pathname).toBe('/business/profile');
    });

    it('keeps the admin of a locked business on the members screen', async () => {
      signedIn(account({ business: membership({ role: 'admin', paymentState: 'BLOCKED' }) }));
      const router = renderAt('/profile', stubs);
      await screen.findByText('members screen');
      expect(router.state.location.pathname).toBe('/business/members');
    });
  });
});
