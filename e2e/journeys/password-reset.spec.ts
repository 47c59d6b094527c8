import { createAccount, linkFromMailbox, logIn } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

const NEW_PASSWORD = 'another quite long passphrase';

test('reset a forgotten password with the mailed link', async ({ page, request }) => {
  const { email } = await createAccount(request, 'reset');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await expectAccessible(page, '/password-reset');
  await page.getByLabel('Email address').fill('not an email');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page).toHaveURL(/\/password-reset\/mail-sent/);
  await expectAccessible(page, '/password-reset/mail-sent');

  const link = await linkFromMailbox(request, email, '/password-reset/new');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page, '/password-reset/new');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat new password').fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(page).toHaveURL(/\/password-reset\/confirm$/);
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await expectAccessible(page, '/password-reset/confirm');

  // A used link is an expired one.
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/expired$/);
  await expectAccessible(page, '/expired');

  await page.goto('/login');
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
});
