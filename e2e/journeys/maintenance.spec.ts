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
