import { createAccount, logIn } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

test('a deep link opened while logged out comes back after login', async ({ page, request }) => {
  const { email, password } = await createAccount(request, 'deeplink');
  await page.goto('/profile/settings?from=mail');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/profile\/settings\?from=mail$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('the login page keeps a valid email query parameter, lowercased', async ({ page }) => {
  await page.goto('/login?email=Anna.Muster%40Example.COM');
  await expect(page.getByLabel('Email address')).toHaveValue('anna.muster@example.com');
  await page.goto('/login?email=not-an-email');
  await expect(page.getByLabel('Email address')).toHaveValue('');
});

test('wrong credentials are answered on the form', async ({ page, request }) => {
  const { email } = await createAccount(request, 'wrongpw');
  await page.goto('/login');
  await logIn(page, email, 'definitely not the password');
  await expect(page.getByText('The email address or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
