import { createAccount, logIn } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { type RunningServer, startServer } from '../support/server.ts';

// Its own server: maintenance is a deployment setting (MAINTENANCE_URL, MAINTENANCE_BLOCKING).
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ MAINTENANCE_URL: 'https://status.example.com/signet' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('non-blocking maintenance shows the warning bar with its link', async ({ page }) => {
  await page.goto(`${server.baseUrl}/login`);
  const bar = page.getByRole('alert').filter({ hasText: 'scheduled maintenance' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Find out more' })).toHaveAttribute(
    'href',
    'https://status.example.com/signet',
  );
  // §9: links open in a new tab by default.
  await expect(bar.getByRole('link', { name: 'Find out more' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expectAccessible(page, 'maintenance bar');
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// §1 staging banner (red frame, message at the top) and §2 maintenance bar together: neither
// covers the other's words, on a desktop and on a 375 px phone, signed out and signed in.
for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
]) {
  test(`the staging banner leaves the maintenance bar readable (${viewport.name})`, async ({
    page,
    playwright,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${server.baseUrl}/login`);
    const banner = page.getByTestId('staging-banner');
    const bar = page.getByRole('alert').filter({ hasText: 'scheduled maintenance' });
    await expect(banner).toContainText('Test System');
    await expect(bar).toBeVisible();
    await expect(page.getByTestId('staging-frame')).toHaveCSS(
      'border-top-color',
      'rgb(211, 47, 47)',
    );
    const bannerBox = (await banner.boundingBox())!;
    expect(bannerBox.y).toBe(0);
    for (const part of [
      bar.getByText('scheduled maintenance'),
      bar.getByRole('link', { name: 'Find out more' }),
      page.getByRole('heading', { level: 1, name: 'Log in to Signet' }),
    ]) {
      const box = (await part.boundingBox())!;
      expect(
        overlaps(bannerBox, box),
        `banner ${JSON.stringify(bannerBox)} over ${JSON.stringify(box)}`,
      ).toBe(false);
    }
    await page.screenshot({
      path: test.info().outputPath(`staging-and-maintenance-${viewport.width}.png`),
    });

    // Signed in, above the frame's app bar.
    const api = await playwright.request.newContext({ baseURL: server.baseUrl });
    const { email, password } = await createAccount(api, 'staging-maintenance');
    await api.dispose();
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard/);
    const signedInBanner = (await banner.boundingBox())!;
    for (const part of [
      bar.getByText('scheduled maintenance'),
      bar.getByRole('link', { name: 'Find out more' }),
      page.getByRole('banner'),
    ]) {
      const box = (await part.boundingBox())!;
      expect(
        overlaps(signedInBanner, box),
        `banner ${JSON.stringify(signedInBanner)} over ${JSON.stringify(box)}`,
      ).toBe(false);
    }
  });
}
