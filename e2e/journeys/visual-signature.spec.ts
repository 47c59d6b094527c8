import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts.ts';
import { ARTIFACTS, expect, expectAccessible, test } from '../support/fixtures.ts';

/** Draws a signature-like curve on the pad with the mouse, as a person would. */
async function drawSignature(page: Page, pad: Locator): Promise<void> {
  const box = await pad.boundingBox();
  if (!box) throw new Error('the drawing pad is not on screen');
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  const strokes: [number, number][][] = [
    [
      [0.12, 0.7],
      [0.2, 0.3],
      [0.26, 0.72],
      [0.34, 0.28],
      [0.42, 0.7],
      [0.5, 0.45],
      [0.6, 0.62],
      [0.72, 0.4],
      [0.86, 0.55],
    ],
    [
      [0.3, 0.82],
      [0.8, 0.78],
    ],
  ];
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    await page.mouse.move(...at(...first!));
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(...at(...point), { steps: 6 });
    await page.mouse.up();
  }
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
]) {
  test(`create a drawn visual signature, make it default and see its preview (${viewport.name})`, async ({
    page,
    request,
  }) => {
    // Two signatures, server-drawn previews and an accessibility scan: longer than most journeys.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { email, password } = await createAccount(request, 'visual', {
      firstName: 'Anna',
      lastName: 'Muster',
    });
    await page.goto('/login');
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/profile/visual-signature');
    await expect(page.getByRole('heading', { name: 'Visual signature', level: 1 })).toBeVisible();
    await expect(page.getByText('No visual signature yet')).toBeVisible();

    // A first signature: typed lines only.
    await page.getByRole('button', { name: 'New visual signature' }).click();
    const overlay = page.getByRole('dialog');
    await overlay.getByLabel('Label').fill('Private');
    await expect(overlay.getByLabel('Name')).toHaveValue('Anna Muster');
    await expect(overlay.getByTestId('signature-preview')).toBeVisible();
    await overlay.getByRole('button', { name: 'Save' }).click();
    await expect(overlay).toBeHidden();
    await expect(page.getByTestId('visual-signature-card')).toHaveCount(1);

    // A second one, drawn with the pad, with company and location.
    await page.getByRole('button', { name: 'New visual signature' }).click();
    await overlay.getByLabel('Label').fill('Work');
    await overlay.getByLabel('Company').fill('Muster AG');
    await overlay.getByLabel('Location').fill('Bern');
    await overlay.getByLabel('QR code').check();
    const pad = overlay.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    await drawSignature(page, pad);
    await overlay.getByRole('button', { name: 'Undo' }).click();
    await drawSignature(page, pad);
    // The live preview follows the typed lines.
    await expect(overlay.getByTestId('signature-preview')).toBeVisible();
    await page.screenshot({
      path: path.join(ARTIFACTS, `visual-signature-edit-overlay-${viewport.width}.png`),
    });
    await overlay.getByRole('button', { name: 'Save' }).click();
    await expect(overlay).toBeHidden();

    const work = page.getByRole('article', { name: 'Work' });
    await expect(work).toBeVisible();
    await expect(work.getByText('Default', { exact: true })).toBeHidden();
    await work.getByRole('button', { name: 'Make default' }).click();
    await expect(work.getByText('Default', { exact: true })).toBeVisible();
    // The default comes first.
    await expect(page.getByTestId('visual-signature-card').first()).toHaveAttribute(
      'aria-label',
      'Work',
    );

    // The preview is the server's image of the stamp, drawn with the handwriting.
    const preview = work.getByTestId('signature-preview');
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(600);
    const token = await page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('signet-token') ?? '{}') as { token?: string }).token,
    );
    const stored = await request.get('/v1/user/visual-signature', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toMatchObject({
      alias: 'Work',
      default: true,
      hasCustomImage: true,
      optionalLine: 'Muster AG',
      location: 'Bern',
      displayQr: true,
    });
    await expectAccessible(page, 'visual signatures');
    await page.screenshot({
      path: path.join(ARTIFACTS, `visual-signature-list-${viewport.width}.png`),
      fullPage: true,
    });

    // Delete the first one through the "delete signature" dialog.
    const personal = page.getByRole('article', { name: 'Private' });
    await personal.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Delete visual signature?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('visual-signature-card')).toHaveCount(1);
  });
}
