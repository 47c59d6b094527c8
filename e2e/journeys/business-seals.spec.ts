import type { APIRequestContext } from '@playwright/test';
import { createAccount, logIn, PASSWORD } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { apiToken } from '../support/requests.ts';

// Issue 15: the business admin's seals. Set-up goes through the API; the journey drives the
// screen it is about.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function businessOf(request: APIRequestContext, prefix: string, name: string) {
  const admin = await createAccount(request, prefix, { firstName: 'Ada', lastName: 'Admin' });
  const token = await apiToken(request, admin.email, PASSWORD);
  const founded = await request.post('/v2/businesses', {
    headers: bearer(token),
    data: { name, email: 'office@business.example', gtc: true, dpa: true },
  });
  expect(founded.status(), await founded.text()).toBe(201);
  return { admin, token, id: ((await founded.json()) as { id: string }).id };
}

test('an admin requests a seal on /business/seals and sees it being checked', async ({
  page,
  request,
}) => {
  const business = await businessOf(request, 'sealer', 'Siegel AG');
  const sealName = `siegel-${Date.now().toString(36)}`;
  await page.goto('/login');
  await logIn(page, business.admin.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/business/seals');
  // The business navigation marks it as the current screen.
  await expect(
    page
      .getByRole('navigation', { name: 'Business administration' })
      .getByRole('link', { name: 'Seals' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Seals' })).toBeVisible();
  await expect(page.getByText('Your business has no seal yet. Request one below.')).toBeVisible();
  await expect(page.getByText('No requests yet.')).toBeVisible();

  await expect(page.getByLabel('Organisation name')).toHaveValue('Siegel AG');
  await page.getByLabel('Register number').fill('CHE-123.456.789');
  await page.getByLabel('Seal name').fill('Not Valid');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByText(
      'Use 2 to 64 lower-case letters, digits, ".", "_" or "-", starting with a letter or digit.',
    ),
  ).toBeVisible();
  await page.getByLabel('Seal name').fill(sealName);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your seal request has been sent.')).toBeVisible();

  const requests = page.getByRole('list', { name: 'Requests' });
  const item = requests.getByRole('listitem').filter({ hasText: sealName });
  await expect(item).toContainText('Siegel AG · CHE-123.456.789');
  await expect(item).toContainText('Being checked');
  await expect(page.getByLabel('Seal name')).toHaveValue('');
  await expectAccessible(page, '/business/seals');
});
