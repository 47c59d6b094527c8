import { linkFromMailbox, logIn, PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test('sign up with the mailed link, log in, see the dashboard, log out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('signup');

  await page.goto('/signup');
  await expect(page).toHaveTitle('Sign Up - Signet');
  await expectAccessible(page, '/signup');
  await page.getByLabel('Email address').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/signup\/mail-sent/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page, '/signup/mail-sent');

  const link = await linkFromMailbox(request, email, '/signup/confirm');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/signup\/steps\?/);
  await expect(page.getByRole('heading', { name: 'Almost there' })).toBeVisible();
  await expectAccessible(page, '/signup/steps');

  // The form names what is missing before anything is sent.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByText('Please accept the terms and conditions to continue')).toBeVisible();

  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Muster');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password is too short.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Signet, Anna' })).toBeVisible();
  await expectAccessible(page, '/welcome');

  await page.getByRole('link', { name: 'Go to my documents' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=inbox&filter=toSign$/);
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expectAccessible(page, '/dashboard');

  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/bye$/);
  await expect(page.getByRole('heading', { name: 'You have been logged out' })).toBeVisible();
  await expectAccessible(page, '/bye');

  // The session is gone: the dashboard asks for a login again, and the password works.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
});
