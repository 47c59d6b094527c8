import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { renderScreen } from '../../test/render.tsx';
import { queryClient } from '../app/query-client.ts';
import { endSession } from '../features/session/session-store.ts';
import { setupI18n } from '../lib/i18n/i18n.ts';
import LoginPage from './login.page.tsx';
import SignupPage from './signup.page.tsx';
import SignupStepsPage from './signup-steps.page.tsx';

const INVITATION =
  'b5d1c0de-0000-4000-8000-000000000001.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const CONTEXT = {
  requestId: 'r1',
  title: 'Contract',
  senderName: 'Ann Muster',
  senderEmail: 'ann@example.com',
  business: null,
  email: 'gina@example.org',
  documents: 2,
};

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  endSession();
  sessionStorage.clear();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('an invitee without an account (ADR 0261)', () => {
  it('/login shows who asks to sign what, with the address filled in, and logs in to the document', async () => {
    const api = fakeApi({
      'POST /v1/invitation-context': CONTEXT,
      'POST /v1/login': {
        token: 'session',
        expiresAt: '2026-12-01T10:00:00.000Z',
        firstLogin: false,
      },
    });
    const { router } = renderScreen(<LoginPage />, { path: `/login?invitation=${INVITATION}` });
    expect(
      await screen.findByText('Ann Muster (ann@example.com) asks you to sign “Contract”.'),
    ).toBeTruthy();
    expect(screen.getByText('2 documents')).toBeTruthy();
    expect(api.calls('POST /v1/invitation-context')[0]?.body).toEqual({ token: INVITATION });
    // The token leaves the address bar.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(
        'gina@example.org',
      ),
    );
    type('Password', 'correct horse battery staple');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/r1'));
  });

  it('an invitation that no longer answers leaves the plain login', async () => {
    const api = fakeApi({ 'POST /v1/invitation-context': apiError(404, 'NOT_FOUND') });
    renderScreen(<LoginPage />, { path: `/login?invitation=${INVITATION}` });
    await waitFor(() => expect(api.calls('POST /v1/invitation-context')).toHaveLength(1));
    await waitFor(() => expect(sessionStorage.getItem('signet-invitation')).toBeNull());
    expect(screen.queryByText(/asks you to sign/)).toBeNull();
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
  });

  it('/signup fills in the invited address and sends the invitation with the request for a link', async () => {
    sessionStorage.setItem('signet-invitation', INVITATION);
    const api = fakeApi({
      'POST /v1/invitation-context': CONTEXT,
      'POST /v1/request-confirmation': null,
    });
    const { router } = renderScreen(<SignupPage />, { path: '/signup' });
    expect(await screen.findByText(/The request was sent to gina@example.org/)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(
        'gina@example.org',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: /create|sign up|continue/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/mail-sent'));
    expect(api.calls('POST /v1/request-confirmation')[0]?.body).toMatchObject({
      email: 'gina@example.org',
      flow: 'signup',
      invitation: INVITATION,
    });
  });

  it('/signup/steps from an invitee’s confirmation goes on to the document', async () => {
    fakeApi({
      'POST /v1/check-password': { validPassword: true, error: null },
      'POST /v1/register': { id: 'u9', email: 'gina@example.org' },
      'POST /v1/login': {
        token: 'session',
        expiresAt: '2026-12-01T10:00:00.000Z',
        firstLogin: false,
      },
    });
    const { router } = renderScreen(<SignupStepsPage />, {
      path: '/signup/steps?token=tok_0123456789abcdef&email=gina%40example.org&next=%2Fview%2Fr1',
    });
    type('First name', 'Gina');
    type('Last name', 'Gast');
    type('Password', 'correct horse battery staple');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /create|register|continue/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/r1'));
  });
});
