import type { Page } from '@playwright/test';
import { createAccount, linkFromMailbox, logIn, uniqueEmail } from '../support/accounts.ts';
import { expect, expectAccessible, test, untilDrawn } from '../support/fixtures.ts';
import { apiToken } from '../support/requests.ts';

// Every screen of the account area, checked with axe-core (no serious or critical violations).
const PUBLIC_SCREENS = [
  ['/login', 'Log in to Signet'],
  ['/signup', 'Create your account'],
  ['/password-reset', 'Reset your password'],
  ['/bye', 'You have been logged out'],
  ['/expired', 'This link has expired'],
  ['/sorry', 'Sorry, something went wrong'],
  ['/maintenance', 'We are carrying out maintenance'],
  ['/cookiesblocked', 'Cookies are blocked'],
] as const;

test('public screens', async ({ page }) => {
  for (const [path, heading] of PUBLIC_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, path);
  }
});

test('signed-in screens', async ({ page, request }) => {
  const { email, password } = await createAccount(request, 'screens');
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);

  // An account without any request gets the first dashboard in every view (issue 20).
  const first = page.getByRole('heading', { name: 'Send your first document' });
  await page.getByRole('tab', { name: 'Drafts' }).click();
  await expect(page).toHaveURL(/tab=drafts$/);
  await expect(first).toBeVisible();
  await expectAccessible(page, '/dashboard drafts');
  await page.getByRole('tab', { name: 'Inbox' }).click();
  await page.getByRole('button', { name: 'Signed', exact: true }).click();
  await expect(page).toHaveURL(/tab=inbox&filter=completed$/);
  // §2: the last choice is remembered and written into the URL.
  await page.goto('/');
  await expect(page).toHaveURL(/\/\?tab=inbox&filter=completed$/);
  await expect(first).toBeVisible();

  for (const [path, heading] of [
    ['/profile', 'Anna Muster'],
    ['/profile/settings', 'Settings'],
    ['/profile/change-password', 'Change password'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, path);
  }
});

test('delete account asks for the password in a dialog, then says goodbye', async ({
  page,
  request,
}) => {
  const { email, password } = await createAccount(request, 'delete');
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'delete account dialog');
  await dialog.getByLabel('Password', { exact: true }).fill('not my password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('The password is incorrect.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/bye$/);
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page.getByText('The email address or password is incorrect.')).toBeVisible();
});

test('leaving a page with unsaved changes asks first', async ({ page, request }) => {
  const { email, password } = await createAccount(request, 'leave');
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/profile');
  await page.getByLabel('First name').fill('Changed');
  await page.getByRole('link', { name: 'Documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on page' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('First name')).toHaveValue('Changed');
  await page.getByRole('link', { name: 'Documents' }).click();
  await page
    .getByRole('dialog', { name: 'Leave this page?' })
    .getByRole('button', { name: 'Leave page' })
    .click();
  await expect(page).toHaveURL(/\/dashboard/);

  // The browser's back and forward buttons ask too: /profile is one step back now.
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel('First name').fill('Changed again');
  await page.evaluate(() => history.forward());
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await dialog.getByRole('button', { name: 'Stay on page' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Changed again');
  await page.evaluate(() => history.forward());
  await dialog.getByRole('button', { name: 'Leave page' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('tab').first()).toBeVisible();
});

/**
 * Holds every call to `path` until `release()`, so that a screen that only waits for one answer
 * (a confirmation link, logging out) stays on screen long enough to be checked.
 */
async function holdCalls(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('/signup/confirm shows its waiting screen while the link is checked', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('confirm');
  const asked = await request.post('/v1/request-confirmation', {
    data: { email, flow: 'signup', lang: 'en-gb' },
  });
  expect(asked.status()).toBe(204);
  const signupLink = await linkFromMailbox(request, email, '/signup/confirm');
  const release = await holdCalls(page, '/v1/valid-confirmation');
  await page.goto(signupLink.pathname + signupLink.search);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirming your email address' }),
  ).toBeVisible();
  await expectAccessible(page, '/signup/confirm');
  release();
  await expect(page).toHaveURL(/\/signup\/steps\?/);
});

test('/profile/confirm waits while the new address is confirmed; then the profile says so', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'change');
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const token = await apiToken(request, account.email, account.password);
  const newEmail = uniqueEmail('changed');
  const change = await request.post('/v1/request-confirmation', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email: newEmail, flow: 'email_change', lang: 'en-gb', password: account.password },
  });
  expect(change.status(), await change.text()).toBe(204);
  const changeLink = await linkFromMailbox(request, newEmail, '/profile/confirm');
  const release = await holdCalls(page, '/v1/valid-confirmation');
  await page.goto(changeLink.pathname + changeLink.search);
  await expect(page.getByText('Confirming your email address…')).toBeVisible();
  await expectAccessible(page, '/profile/confirm');
  release();
  await expect(page).toHaveURL(/\/profile$/);
  const snackbar = page.getByRole('alert').filter({ hasText: 'has been confirmed' });
  await expect(snackbar).toBeVisible();
  // §9: a snackbar is 288 to 568 px wide — measured once its entrance (a scale-up) has ended.
  await untilDrawn(page);
  const width = (await snackbar.boundingBox())!.width;
  expect(width).toBeGreaterThanOrEqual(288);
  expect(width).toBeLessThanOrEqual(568);
  await expect(page.getByLabel('Email address')).toHaveValue(newEmail);
  await expectAccessible(page, '/profile with a snackbar');
});

test('/logout shows its waiting screen while the server ends the session', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'leaving');
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const release = await holdCalls(page, '/v1/logout');
  await page.goto('/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Logging you out…' })).toBeVisible();
  await expectAccessible(page, '/logout');
  release();
  await expect(page).toHaveURL(/\/bye$/);
});
