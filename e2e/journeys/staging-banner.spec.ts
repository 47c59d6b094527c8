import { expect, test } from '../support/fixtures.ts';

test('the staging banner shows outside production and hides once hide-staging-alert is set', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByTestId('staging-banner')).toContainText('Test System');
  await expect(page.getByTestId('staging-frame')).toHaveCSS('border-top-color', 'rgb(211, 47, 47)');

  await page.evaluate(() => localStorage.setItem('hide-staging-alert', 'true'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in to Signet' })).toBeVisible();
  await expect(page.getByTestId('staging-banner')).toHaveCount(0);
  await expect(page.getByTestId('staging-frame')).toHaveCount(0);
});

test('the banner can be hidden from the page itself', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Hide the test system notice' }).click();
  await expect(page.getByTestId('staging-banner')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('hide-staging-alert'))).not.toBeNull();
});
