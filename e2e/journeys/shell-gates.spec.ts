import { request as playwrightRequest } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { type RunningServer, startServer } from '../support/server.ts';

// Its own server: blocking maintenance is a deployment setting. The journeys' accounts are
// @example.com addresses, configured here as the internal staff's domain.
let server: RunningServer;
test.describe('blocking maintenance', () => {
  test.beforeAll(async () => {
    // Starting a second server takes longer on a busy machine than a journey's default time.
    test.setTimeout(120_000);
    server = await startServer({
      MAINTENANCE_URL: 'https://status.example.com/signet',
      MAINTENANCE_BLOCKING: 'true',
      INTERNAL_EMAIL_DOMAINS: 'example.com',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('blocking maintenance sends visitors to /maintenance; staff get through after login', async ({
    page,
  }) => {
    await page.goto(`${server.baseUrl}/signup`);
    await expect(page).toHaveURL(`${server.baseUrl}/maintenance`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We are carrying out maintenance' }),
    ).toBeVisible();
    await expectAccessible(page, '/maintenance (blocking)');

    // §4: internal staff log in and receive the server's bypass cookie.
    const api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
    const { email, password } = await createAccount(api, 'staff');
    await api.dispose();
    await page.goto(`${server.baseUrl}/login`);
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('tab', { name: 'Inbox' })).toBeVisible();
    const cookies = await page.context().cookies(server.baseUrl);
    expect(cookies.find((c) => c.name === 'signet_internal')?.httpOnly).toBe(true);
  });
});

test('a browser that refuses cookies lands on /cookiesblocked', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false });
  });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/cookiesblocked$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies are blocked' })).toBeVisible();
  await expectAccessible(page, '/cookiesblocked (cookies refused)');
});
