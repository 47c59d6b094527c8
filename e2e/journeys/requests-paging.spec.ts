import path from 'node:path';
import { createAccount, logIn } from '../support/accounts.ts';
import { ARTIFACTS, expect, expectAccessible, test } from '../support/fixtures.ts';
import { apiToken, createRequest } from '../support/requests.ts';

test.describe.configure({ timeout: 120_000 });

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
]) {
  test(`a user with 60 requests pages through the dashboard table (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { email, password } = await createAccount(request, 'paging');
    const token = await apiToken(request, email, password);
    // Created one after another, so "newest first" is Request 60 … Request 1.
    for (let n = 1; n <= 60; n++) {
      await createRequest(request, token, {
        title: `Request ${String(n).padStart(2, '0')}`,
        signers: n % 3 === 0 ? [`signer-${n}@example.com`, `other-${n}@example.com`] : [],
      });
    }

    await page.goto('/login');
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard/);
    // Drafts tab: all 60 are drafts.
    await page.getByRole('tab', { name: 'Drafts' }).click();
    await expect(page).toHaveURL(/tab=drafts/);
    const rows = page.getByTestId('request-row');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText('Request 60');
    await expect(page.getByText('1–20 of 60')).toBeVisible();

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows.first()).toContainText('Request 40');
    // The new page is shown from its first row, not from where the controls were.
    await expect(rows.first()).toBeInViewport();
    await expect(page.getByText('21–40 of 60')).toBeVisible();
    await page.screenshot({
      path: path.join(ARTIFACTS, `dashboard-drafts-page-2-${viewport.width}.png`),
    });

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=3/);
    await expect(rows).toHaveCount(20);
    await expect(rows.last()).toContainText('Request 01');
    await expect(page.getByText('41–60 of 60')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // The page survives a reload (it is in the URL), and going back returns to page 2.
    await page.reload();
    await expect(rows.last()).toContainText('Request 01');
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(rows.first()).toContainText('Request 40');

    // Select two rows and delete them with the "delete documents" dialog.
    await page.getByRole('checkbox', { name: 'Select Request 40' }).check();
    await page.getByRole('checkbox', { name: 'Select Request 39' }).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Delete documents' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('21–40 of 58')).toBeVisible();
    await expect(rows.first()).toContainText('Request 38');

    // The inbox's "to sign" filter has none of them: they are the user's own drafts.
    await page.getByRole('tab', { name: 'Inbox' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByTestId('dashboard-empty')).toBeVisible();
    await page.getByRole('tab', { name: 'Drafts' }).click();
    await expect(rows).toHaveCount(20);
    await expectAccessible(page, `/dashboard drafts (${viewport.name})`);

    // A row opens the request in the viewer.
    await rows.first().click();
    await expect(page).toHaveURL(/\/view\/[0-9a-f-]{36}$/);
    await page.goBack();
    await expect(rows).toHaveCount(20);
  });
}
