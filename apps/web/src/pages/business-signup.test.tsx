import { UCC_STORAGE_KEY } from '@signet/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderScreen } from '../../test/render.tsx';
import { queryClient } from '../app/query-client.ts';
import { endSession } from '../features/session/session-store.ts';
import { setupI18n } from '../lib/i18n/i18n.ts';
import BusinessSignupPage from './business-signup.page.tsx';
import BusinessSignupStepsPage from './business-signup-steps.page.tsx';
import SignupConfirmPage from './signup-confirm.page.tsx';
import SignupStepsPage from './signup-steps.page.tsx';

const TOKEN = 'tok_0123456789abcdef';

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  endSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The calls of a sign-up from the confirmed link to the first login. */
function signupServer(flow: string) {
  return fakeApi({
    'POST /v1/valid-confirmation': { email: 'anna@acme.ch', flow, applied: false },
    'POST /v1/check-password': { validPassword: true, error: null },
    'POST /v1/register': { id: 'u9', email: 'anna@acme.ch' },
    'POST /v1/login': {
      token: 'session',
      expiresAt: '2026-12-01T10:00:00.000Z',
      firstLogin: true,
    },
  });
}

function fillAccount() {
  type('First name', 'Anna');
  type('Last name', 'Muster');
  type('Password', 'correct horse battery staple');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('business sign-up pages', () => {
  it('/business/signup keeps the ucc referral code of its link', async () => {
    fakeApi({});
    renderScreen(<BusinessSignupPage />, { path: '/business/signup?ucc=Partner-42' });
    await screen.findByRole('heading', { name: 'Create a business account' });
    expect(localStorage.getItem(UCC_STORAGE_KEY)).toBe('Partner-42');
  });

  it('/business/signup/steps registers with the stored code, then goes on to the business details', async () => {
    localStorage.setItem(UCC_STORAGE_KEY, 'Partner-42');
    const api = signupServer('business_signup');
    const { router } = renderScreen(<BusinessSignupStepsPage />, {
      path: `/business/signup/steps?token=${TOKEN}`,
    });
    expect(await screen.findByText(/choose a password for anna@acme.ch/)).toBeTruthy();
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to business details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/register'));
    expect(api.calls('POST /v1/register')[0]?.body).toMatchObject({
      firstName: 'Anna',
      lastName: 'Muster',
      token: TOKEN,
      gtc: true,
      celloUCC: 'Partner-42',
    });
    expect(localStorage.getItem(UCC_STORAGE_KEY)).toBeNull();
  });
});

describe('sign-up links of the business flows', () => {
  it('/signup/steps opened from an invitation says the account joins the business', async () => {
    const api = signupServer('business_invite');
    const { router } = renderScreen(<SignupStepsPage />, {
      path: `/signup/steps?token=${TOKEN}`,
    });
    expect(
      await screen.findByText(/Once you have created your account, you are a member/),
    ).toBeTruthy();
    expect(screen.getByText(/choose a password for anna@acme.ch/)).toBeTruthy();
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(api.calls('POST /v1/register')[0]?.body).toMatchObject({ token: TOKEN });
  });

  it('/signup/confirm thanks the representative who confirmed AES for business', async () => {
    fakeApi({
      'POST /v1/valid-confirmation': {
        email: 'rita@acme.ch',
        flow: 'aes_for_business',
        applied: true,
      },
    });
    const { router } = renderScreen(<SignupConfirmPage />, {
      path: `/signup/confirm?token=${TOKEN}`,
    });
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your confirmation' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signup/confirm');
  });

  it('/signup/confirm sends a business sign-up link on to /business/signup/steps', async () => {
    signupServer('business_signup');
    const { router } = renderScreen(<SignupConfirmPage />, {
      path: `/signup/confirm?token=${TOKEN}`,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/signup/steps'));
    expect(router.state.location.search).toContain(`token=${TOKEN}`);
  });
});
