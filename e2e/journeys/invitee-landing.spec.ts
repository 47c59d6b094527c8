import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, linkFromMailbox, logIn, PASSWORD } from '../support/accounts.ts';
import { ARTIFACTS, expect, expectAccessible, test } from '../support/fixtures.ts';
import { newGuest, PHONE, sendToGuest } from '../support/guest.ts';
import { apiToken } from '../support/requests.ts';

// Issue 20: an invitee without an account opens the account link of the invitation mail, sees
// who asks them to sign what, signs up with the invited address and lands on the document
// (ADR 0261). One who has an account meanwhile logs in and lands there too.

async function shoot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `invitee-${name}.png`), fullPage: true });
}

/** Ann Muster's request "Contract" to a new guest; the guest's account link from the mail. */
async function invitation(request: APIRequestContext) {
  const owner = await createAccount(request, 'ann', { firstName: 'Ann', lastName: 'Muster' });
  const guest = newGuest('en-gb');
  const sent = await sendToGuest(
    request,
    await apiToken(request, owner.email, PASSWORD),
    'Contract',
    guest,
  );
  const link = await linkFromMailbox(request, guest.email, '/login');
  expect(link.searchParams.get('invitation')).toBeTruthy();
  return { owner, guest, sent, link };
}

test('an invitee without an account sees the invitation, signs up with its address and lands on the document', async ({
  page,
  request,
}) => {
  const { owner, guest, sent, link } = await invitation(request);
  const asks = `Ann Muster (${owner.email}) asks you to sign “Contract”.`;

  await page.goto(link.pathname + link.search);
  await expect(page.getByText(asks)).toBeVisible();
  await expect(page.getByText('1 document', { exact: true })).toBeVisible();
  // The token leaves the address bar; the invited address is filled in.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email address')).toHaveValue(guest.email);
  await expectAccessible(page, '/login with an invitation');
  await shoot(page, 'login-1280');
  await page.setViewportSize(PHONE);
  await shoot(page, 'login-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: `Create an account with ${guest.email}` }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText(asks)).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(guest.email);
  await expectAccessible(page, '/signup with an invitation');
  await shoot(page, 'signup-1280');
  await page.setViewportSize(PHONE);
  await shoot(page, 'signup-375');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup\/mail-sent/);

  // The address is confirmed by mail as for every account; the link leads on to the request.
  const confirm = await linkFromMailbox(request, guest.email, '/signup/confirm');
  expect(confirm.searchParams.get('next')).toBe(`/view/${sent.id}`);
  await page.goto(confirm.pathname + confirm.search);
  await expect(page).toHaveURL(/\/signup\/steps\?/);
  await page.getByLabel('First name').fill(guest.firstName);
  await page.getByLabel('Last name').fill(guest.lastName);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(new RegExp(`/view/${sent.id}$`));
  await expect(page.getByTestId('signature-placeholder')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign', exact: true }).first()).toBeVisible();
  await shoot(page, 'document-375');
});

test('an invitee who has an account meanwhile logs in from the invitation and lands on the document', async ({
  page,
  request,
}) => {
  const { guest, sent, link } = await invitation(request);
  const asked = await request.post('/v1/request-confirmation', {
    data: { email: guest.email, flow: 'signup', lang: 'en-gb' },
  });
  expect(asked.status()).toBe(204);
  const confirm = await linkFromMailbox(request, guest.email, '/signup/confirm');
  const registered = await request.post('/v1/register', {
    data: {
      firstName: guest.firstName,
      lastName: guest.lastName,
      password: PASSWORD,
      token: confirm.searchParams.get('token'),
      gtc: true,
      lang: 'en-gb',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto(link.pathname + link.search);
  await expect(page.getByText(/asks you to sign “Contract”/)).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(guest.email);
  await logIn(page, guest.email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/view/${sent.id}$`));
  await expect(page.getByTestId('signature-placeholder')).toHaveCount(1);
});
