import path from 'node:path';
import { createAccount, logIn, uniqueEmail } from '../support/accounts.ts';
import { ARTIFACTS, expect, expectAccessible, test } from '../support/fixtures.ts';
import { addParticipant, uploadDocument } from '../support/viewer-journey.ts';

test.use({ viewport: { width: 375, height: 740 } });

test('on a 375 px screen the viewer shows the pages and its panel is a drawer', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, 'phone-owner', {
    firstName: 'Pia',
    lastName: 'Phone',
  });
  const signer = uniqueEmail('phone-signer');
  await page.goto('/login');
  await logIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const id = await uploadDocument(page, 'Rental contract', 2);
  await addParticipant(page, 'signer', signer);
  await page.goto(`/view/${id}`);

  const pages = page.getByTestId('document-page');
  await expect(pages).toHaveCount(2);
  await expect(pages.first()).toHaveAttribute('data-state', 'loaded', { timeout: 20_000 });
  // The page fills the width of the phone; no side panel beside it.
  const pageBox = (await pages.first().boundingBox())!;
  expect(pageBox.width).toBeGreaterThan(330);
  expect(pageBox.x + pageBox.width).toBeLessThanOrEqual(375);
  await expect(page.getByTestId('viewer-panel')).toHaveCount(0);
  await expect(page.getByTestId('bottom-navigation')).toBeVisible();
  // Nothing spills over sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The second page loads once it scrolls into view.
  await pages.nth(1).scrollIntoViewIfNeeded();
  await expect(pages.nth(1)).toHaveAttribute('data-state', 'loaded', { timeout: 20_000 });
  await pages.first().scrollIntoViewIfNeeded();
  await expectAccessible(page, '/view/{srid} (375 px)');
  // The pages themselves, before the drawer covers them (the last screen shows the drawer).
  await page.screenshot({ path: path.join(ARTIFACTS, 'viewer-mobile-pages.png') });

  await page.getByRole('button', { name: 'Show details' }).click();
  const drawer = page.getByRole('presentation').filter({ hasText: 'Signature level' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(signer)).toBeVisible();
  await expectAccessible(page, '/view/{srid} drawer (375 px)');
});
