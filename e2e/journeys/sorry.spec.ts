import { createAccount, logIn } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test('a 500 from the API lands on /sorry after one retry', async ({ page, request }) => {
  const { email, password } = await createAccount(request, 'sorry');
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);

  // The server is made to fail the next saves of the profile: only a browser shows where that leads.
  let attempts = 0;
  await page.route('**/v1/user', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    attempts += 1;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, code: 'INTERNAL', message: 'Internal error' }),
    });
  });
  await page.goto('/profile');
  await page.getByLabel('First name').fill('Berta');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/sorry$/);
  await expect(page.getByRole('heading', { name: 'Sorry, something went wrong' })).toBeVisible();
  // §7: PUT is idempotent, so it was retried once before giving up.
  expect(attempts).toBe(2);
  // The form's own failure notice slides in after the move to /sorry: axe reads it once drawn (a
  // notice caught half-way through its entrance has half its contrast).
  await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
  await expectAccessible(page, '/sorry');
});

test('an expired session (401) logs out and comes back to the page after login', async ({
  page,
  request,
}) => {
  const { email, password } = await createAccount(request, 'expiry');
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/profile/change-password');
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('Repeat new password').fill('a brand new passphrase');
  // The server ends the session (as after a password change elsewhere) once the page has loaded
  // everything it asks for on arrival, so the 401 answers the submit itself.
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('signet-token')!).token,
  );
  await request.post('/v1/logout', { headers: { Authorization: `Bearer ${token}` } });
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('signet-token'))).toBeNull();
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/profile\/change-password$/);
});
