import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { account } from '../../test/account.fixture.ts';
import { endSession, startSession } from '../features/session/session-store.ts';
import { dialogs } from '../lib/hosts/hosts.ts';
import { setupI18n } from '../lib/i18n/i18n.ts';
import { SessionScope, startAccount } from './session-scope.tsx';
import { TermsGate } from './terms-gate.tsx';

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  endSession();
  dialogs.close();
  vi.unstubAllGlobals();
});

describe('terms gate (§6 blocking dialog)', () => {
  it('opens the blocking dialog once for an account that has not accepted the terms', async () => {
    const accountCalls = vi.fn();
    vi.stubGlobal('fetch', async (url: string) => {
      if (url !== '/v1/user') return new Promise(() => {});
      accountCalls();
      return Response.json(account({ attributes: {} }));
    });
    startSession('tok');
    void startAccount('tok');
    const router = createMemoryRouter(
      [
        {
          element: (
            <SessionScope>
              <Outlet />
              <TermsGate />
            </SessionScope>
          ),
          children: [
            { path: '/dashboard', element: <p>dashboard</p> },
            { path: '/profile', element: <p>profile</p> },
          ],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(dialogs.get().active?.blocking).toBe(true));
    const opened = dialogs.get().active?.id;
    await router.navigate('/profile');
    expect(dialogs.get().active?.id).toBe(opened);
    expect(accountCalls).toHaveBeenCalledTimes(1);
  });
});
