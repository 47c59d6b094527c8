import type { User } from '@signet/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { account } from '../../test/account.fixture.ts';
import { membership } from '../../test/business.fixture.ts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { DialogHost, SnackbarHost } from '../components/hosts.tsx';
import { endSession, startSession } from '../features/session/session-store.ts';
import { dialogs, snackbars } from '../lib/hosts/hosts.ts';
import { setupI18n } from '../lib/i18n/i18n.ts';
import { BlockingDialogGate } from './blocking-dialog-gate.tsx';
import { queryClient } from './query-client.ts';
import { SessionScope, startAccount } from './session-scope.tsx';

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  endSession();
  queryClient.clear();
  dialogs.close();
  for (const message of snackbars.get().queue) snackbars.dismiss(message.id);
  vi.unstubAllGlobals();
});

function renderApp(path = '/dashboard') {
  startSession('tok');
  void startAccount('tok');
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionScope>
            <Outlet />
            <BlockingDialogGate />
            <DialogHost />
            <SnackbarHost />
          </SessionScope>
        ),
        children: [
          { path: '/dashboard', element: <p>dashboard</p> },
          { path: '/profile', element: <p>profile</p> },
          { path: '/logout', element: <p>logout</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** GET /v1/user answers each account in turn (the last one from then on). */
function accounts(...answers: User[]) {
  let asked = 0;
  return () => answers[Math.min(asked++, answers.length - 1)];
}

describe('blocking dialog gate (§6, one at a time)', () => {
  it('opens the terms dialog once for an account that has not accepted the terms', async () => {
    const api = fakeApi({ 'GET /v1/user': account({ attributes: {} }) });
    const router = renderApp();
    await waitFor(() => expect(dialogs.get().active?.blocking).toBe(true));
    const opened = dialogs.get().active?.id;
    await router.navigate('/profile');
    expect(dialogs.get().active?.id).toBe(opened);
    expect(api.calls('GET /v1/user')).toHaveLength(1);
  });

  it('names the inviting business and joins it with business_invite: true', async () => {
    const invited = account({
      attributes: { accepted_gtc: ['true'], accepted_business_invite: ['false'] },
      businessInvitation: { businessId: 'b1', businessName: 'Acme AG' },
    });
    const joined = account({
      attributes: { accepted_gtc: ['true'], accepted_business_invite: ['true'] },
      business: membership({ role: 'member' }),
    });
    const api = fakeApi({
      'GET /v1/user': accounts(invited, joined),
      'POST /v1/user/accept': joined,
    });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Join Acme AG on Signet' })).toBeTruthy();
    screen.getByRole('button', { name: 'Join business' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /v1/user/accept').map((c) => c.body)).toEqual([
      { business_invite: true },
    ]);
    // The account was asked again: the member has nothing more to answer.
    expect(api.calls('GET /v1/user')).toHaveLength(2);
    expect(await screen.findByText('You are now a member of Acme AG.')).toBeTruthy();
  });

  it('declines with business_invite: false, with a general text when the business is unnamed', async () => {
    const invited = account({
      attributes: { accepted_gtc: ['true'], accepted_business_invite: ['false'] },
    });
    const declined = account({ attributes: { accepted_gtc: ['true'] } });
    const api = fakeApi({
      'GET /v1/user': accounts(invited, declined),
      'POST /v1/user/accept': declined,
    });
    renderApp();
    await screen.findByRole('heading', { name: 'You have been invited to a business account' });
    screen.getByRole('button', { name: 'Decline' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /v1/user/accept').map((c) => c.body)).toEqual([
      { business_invite: false },
    ]);
  });

  it('keeps the invitation open and says why when the invitation was withdrawn', async () => {
    const invited = account({
      attributes: { accepted_gtc: ['true'], accepted_business_invite: ['false'] },
    });
    fakeApi({
      'GET /v1/user': invited,
      'POST /v1/user/accept': () => apiError(410, 'INVITATION_WITHDRAWN'),
    });
    renderApp();
    (await screen.findByRole('button', { name: 'Join business' })).click();
    expect(
      await screen.findByText('This invitation has been withdrawn by the business.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('opens the next dialog due once one is answered: the invitation, then the terms', async () => {
    const both = account({ attributes: { accepted_business_invite: ['false'] } });
    const termsLeft = account({ attributes: { accepted_business_invite: ['true'] } });
    fakeApi({ 'GET /v1/user': accounts(both, termsLeft), 'POST /v1/user/accept': termsLeft });
    renderApp();
    (await screen.findByRole('button', { name: 'Join business' })).click();
    expect(await screen.findByRole('heading', { name: 'Our terms and conditions' })).toBeTruthy();
  });

  it('shows the downgrade notice to a removed member, acknowledges it and goes to /profile', async () => {
    const removed = account({
      attributes: { accepted_gtc: ['true'], removed_from_business: ['true'] },
    });
    const done = account({ attributes: { accepted_gtc: ['true'] } });
    const api = fakeApi({
      'GET /v1/user': accounts(removed, done),
      'POST /v1/user/accept': done,
    });
    const router = renderApp();
    await screen.findByRole('heading', { name: 'You are no longer a member of the business' });
    screen.getByRole('button', { name: 'OK, continue' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(api.calls('POST /v1/user/accept').map((c) => c.body)).toEqual([
      { business_notice: true },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a deleted business’s members, and shows the support message when that fails', async () => {
    fakeApi({
      'GET /v1/user': account({
        attributes: { accepted_gtc: ['true'], business_deleted: ['true'] },
      }),
      'POST /v1/user/accept': () => apiError(500, 'INTERNAL'),
    });
    const router = renderApp();
    await screen.findByRole('heading', { name: 'The business account has been deleted' });
    screen.getByRole('button', { name: 'OK, continue' }).click();
    expect(await screen.findByText(/contact our support/)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(router.state.location.pathname).not.toBe('/profile');
  });

  it('locks a member of a locked business out, with only the way to log out', async () => {
    fakeApi({
      'GET /v1/user': account({
        business: membership({ role: 'member', paymentState: 'BLOCKED' }),
      }),
    });
    const router = renderApp();
    await screen.findByRole('heading', { name: 'The business account is locked' });
    expect(screen.getByText('The business account of Acme AG is locked.')).toBeTruthy();
    expect(dialogs.get().active?.blocking).toBe(true);
    screen.getByRole('button', { name: 'Log out' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
  });
});
