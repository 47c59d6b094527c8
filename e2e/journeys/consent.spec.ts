import { expect, expectAccessible, test } from '../support/fixtures.ts';

test.use({ consent: null });

test('the cookie-consent dialog asks once and remembers the choice', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Cookies on Signet' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'cookie consent');
  await dialog.getByRole('button', { name: 'Necessary only' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in to Signet' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cookies on Signet' })).toHaveCount(0);
});
