import { createAccount, logIn } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 375, height: 740 } });

test('at 375 px wide the bottom navigation appears', async ({ page, request }) => {
  const { email, password } = await createAccount(request, 'mobile');
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);

  const bottom = page.getByTestId('bottom-navigation');
  await expect(bottom).toBeVisible();
  const box = await bottom.boundingBox();
  expect(box!.y + box!.height).toBeCloseTo(740, 0);
  await bottom.getByRole('button', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await expectAccessible(page, '/profile (375 px)');
});

test('at desktop width there is no bottom navigation', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { email, password } = await createAccount(request, 'desktop');
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('bottom-navigation')).toBeHidden();
});
