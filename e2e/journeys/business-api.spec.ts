import type { APIRequestContext } from '@playwright/test';
import { createAccount, logIn, PASSWORD } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { apiToken } from '../support/requests.ts';

// Issue 18: the business admin's API accounts. Set-up goes through the API; the journey drives
// the screen it is about.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function businessOf(request: APIRequestContext) {
  const admin = await createAccount(request, 'apiadmin', { firstName: 'Ada', lastName: 'Admin' });
  const token = await apiToken(request, admin.email, PASSWORD);
  const founded = await request.post('/v2/businesses', {
    headers: bearer(token),
    data: { name: 'Schnittstellen AG', email: 'office@business.example', gtc: true, dpa: true },
  });
  expect(founded.status(), await founded.text()).toBe(201);
  return { admin };
}

test('an admin creates an API key, sees it once, resets it and deletes the account', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const business = await businessOf(request);
  await page.goto('/login');
  await logIn(page, business.admin.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/business/developers/api');
  await expect(
    page
      .getByRole('navigation', { name: 'Business administration' })
      .getByRole('link', { name: 'API' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'API' })).toBeVisible();
  await expect(page.getByText('Your business has no API account yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the API reference' })).toHaveAttribute(
    'href',
    '/api/docs/public',
  );

  await page.getByRole('button', { name: 'Create API account' }).click();
  await expect(page.getByText('Enter a name of 1 to 64 characters.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Billing system');
  await page.getByRole('button', { name: 'Create API account' }).click();

  const dialog = page.getByRole('dialog', { name: 'API key of Billing system' });
  await expect(dialog).toBeVisible();
  const username = await dialog.getByRole('textbox', { name: 'Username' }).inputValue();
  expect(username).toMatch(/^api_demo_[0-9a-f]{16}$/);
  const key = await dialog.getByTestId('api-key').inputValue();
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Copy key' }).click();
  await expect(dialog.getByText('The key has been copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await page.screenshot({ path: 'artifacts/screenshots/business-api-key.png' });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const login = (apiKey: string) =>
    request.post('/api/v2/access/login', { data: { username, 'api-key': apiKey } });
  expect((await login(key)).status()).toBe(200);

  // Shown once: neither the list nor a reload carries the key.
  const table = page.getByRole('table', { name: 'API accounts' });
  await expect(table.getByRole('row').filter({ hasText: username })).toContainText('Demo');
  await page.reload();
  await expect(page.getByRole('table', { name: 'API accounts' })).toContainText(username);
  expect(await page.content()).not.toContain(key);
  await page.screenshot({ path: 'artifacts/screenshots/business-api.png', fullPage: true });
  await expectAccessible(page, '/business/developers/api');

  await page.getByRole('button', { name: 'Reset the key of Billing system' }).click();
  await page
    .getByRole('dialog', { name: 'Reset the key?' })
    .getByRole('button', { name: 'Reset key' })
    .click();
  const renewed = page.getByRole('dialog', { name: 'API key of Billing system' });
  await expect(renewed).toBeVisible();
  const newKey = await renewed.getByTestId('api-key').inputValue();
  expect(newKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(newKey).not.toBe(key);
  await renewed.getByRole('button', { name: 'Done' }).click();
  expect((await login(key)).status()).toBe(401);
  expect((await login(newKey)).status()).toBe(200);

  await page.getByRole('button', { name: 'Delete Billing system' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the API account?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Billing system has been deleted.')).toBeVisible();
  await expect(page.getByText('Your business has no API account yet.')).toBeVisible();
  expect((await login(newKey)).status()).toBe(401);
});
