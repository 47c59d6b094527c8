import path from 'node:path';
import { createAccount, logIn, PASSWORD } from '../support/accounts.ts';
import { ARTIFACTS, expect, expectAccessible, test } from '../support/fixtures.ts';
import { apiToken, simplePdf } from '../support/requests.ts';

// Issue 20 "Empty states": a new account's dashboard offers the upload, with the drop zone, and a
// checklist ticked from what the account has stored. Dropping a PDF opens the new draft, as the
// upload page does; once the account has a request, an empty view keeps its own text.

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
]) {
  test(`a new account's dashboard offers the drop zone and a checklist (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const account = await createAccount(request, 'first-dash');
    // Set up through the API: the mobile number is stored, the visual signature is not.
    const token = await apiToken(request, account.email, PASSWORD);
    const saved = await request.put('/v1/user', {
      headers: { Authorization: `Bearer ${token}` },
      data: { attributes: { mobile: [`+4178${String(Date.now()).slice(-7)}`] } },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.goto('/login');
    await logIn(page, account.email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard/);
    const first = page.getByTestId('first-dashboard');
    await expect(first.getByRole('heading', { name: 'Send your first document' })).toBeVisible();
    const zone = first.getByTestId('upload-zone');
    await expect(zone).toBeVisible();
    const steps = first.getByTestId('first-steps').getByRole('listitem');
    await expect(steps).toHaveText([
      'Save your visual signature',
      'Add your mobile number for signing codes (done)',
      'Send your first signature request',
    ]);
    await expect(steps.nth(1)).toHaveAttribute('data-done', 'true');
    await expect(first.getByRole('link', { name: 'Save your visual signature' })).toHaveAttribute(
      'href',
      '/profile/visual-signature',
    );
    await expect(
      first.getByRole('link', { name: 'Send your first signature request' }),
    ).toHaveAttribute('href', '/upload');
    // Nothing of the checklist is cut off or runs out of the page.
    const overflow = await first.evaluate(
      (element) => element.scrollWidth > element.clientWidth + 1,
    );
    expect(overflow).toBe(false);
    await expectAccessible(page, 'first dashboard');
    await page.screenshot({
      path: path.join(ARTIFACTS, `first-dashboard-${viewport.width}.png`),
      fullPage: true,
    });

    // A PDF dropped on the zone starts the same upload as the upload page.
    const dataTransfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'Tenancy.pdf', { type: 'application/pdf' }));
      return transfer;
    }, simplePdf(2).toString('base64'));
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    await expect(page).toHaveURL(/\/view\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(page.getByTestId('request-status')).toHaveText('Draft');
    await expect(page.getByTestId('document-page')).toHaveCount(2);

    // With a draft, the account has a request: the inbox's empty view is its own again.
    await page.goto('/dashboard?tab=inbox&filter=toSign');
    await expect(page.getByTestId('dashboard-empty')).toContainText('Nothing to sign');
    await expect(page.getByTestId('first-dashboard')).toHaveCount(0);
  });
}

test('the first dashboard fits a phone in German and French', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const account = await createAccount(request, 'first-dash-lang');
  await page.goto('/login');
  await logIn(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('first-steps')).toBeVisible();
  for (const [language, heading] of [
    ['Deutsch', 'Senden Sie Ihr erstes Dokument'],
    ['Français', 'Envoyez votre premier document'],
  ] as const) {
    await page.getByRole('button', { name: /Change language|Sprache wechseln/ }).click();
    await page.getByRole('menuitem', { name: language }).click();
    const first = page.getByTestId('first-dashboard');
    await expect(first.getByRole('heading', { name: heading })).toBeVisible();
    await expect(first.getByTestId('first-steps').getByRole('link')).toHaveCount(3);
    // No text of the first dashboard runs out of its element.
    const overflowing = await first.evaluate((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent?.slice(0, 60)),
    );
    expect(overflowing).toEqual([]);
    await page.screenshot({
      path: path.join(ARTIFACTS, `first-dashboard-375-${language.toLowerCase()}.png`),
      fullPage: true,
    });
  }
});
