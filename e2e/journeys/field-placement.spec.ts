import type { Locator } from '@playwright/test';
import { createAccount, logIn, uniqueEmail } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { apiToken, createRequest } from '../support/requests.ts';
import { viewerPanel } from '../support/viewer-journey.ts';

// Issue 20: a second signer's field landed exactly on the first one and the labels garbled, and
// labels overflowed the field at 375 px. A new field goes to a free spot; a label stays inside its
// field, wrapped or cut off with an ellipsis.

type Box = { x: number; y: number; width: number; height: number };

const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/**
 * The boxes of every element the locator finds, and whether each one's label lies inside it and
 * does not run out sideways, measured in one pass so that no layout change falls between.
 */
function measure(fields: Locator, label: string) {
  return fields.evaluateAll((elements, selector) => {
    return elements.map((element) => {
      const field = element.getBoundingClientRect();
      const text = element.querySelector(selector)!;
      const inner = text.getBoundingClientRect();
      return {
        box: { x: field.x, y: field.y, width: field.width, height: field.height },
        labelInside:
          inner.left >= field.left - 0.5 &&
          inner.top >= field.top - 0.5 &&
          inner.right <= field.right + 0.5 &&
          inner.bottom <= field.bottom + 0.5,
        noSidewaysOverflow: text.scrollWidth <= text.clientWidth,
      };
    });
  }, label);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
]) {
  test(`fields of two signers never land on each other, labels fit (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const owner = await createAccount(request, 'fields-owner');
    const first = uniqueEmail('first.signer.with.a.very.long.address.indeed');
    const second = uniqueEmail('second.signer.with.another.long.address');
    const token = await apiToken(request, owner.email, owner.password);
    const { id } = await createRequest(request, token, {
      title: 'Two fields',
      signers: [first, second],
    });

    await page.goto('/login');
    await logIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto(`/view/${id}`);
    await expect(page.getByTestId('request-status')).toHaveText('Draft', { timeout: 30_000 });
    await expect(page.getByTestId('document-page').first()).toHaveAttribute(
      'data-state',
      'loaded',
      { timeout: 20_000 },
    );
    await page.getByRole('button', { name: 'Place signature fields' }).click();
    const fields = page.getByTestId('signature-field');
    for (const [index, signer] of [first, second].entries()) {
      const panel = await viewerPanel(page);
      await panel.getByRole('radio', { name: new RegExp(signer.replaceAll('.', '\\.')) }).check();
      await panel.getByRole('button', { name: 'Add field on this page' }).click();
      await expect(fields).toHaveCount(index + 1);
    }
    const placed = await measure(fields, '[data-testid="signature-field-label"]');
    expect(apart(placed[0]!.box, placed[1]!.box)).toBe(true);
    for (const field of placed) {
      expect(field).toMatchObject({ labelInside: true, noSidewaysOverflow: true });
    }
    // Saved, they show as placeholders with the same labels, still apart and inside.
    if (viewport.width < 600) await page.getByRole('button', { name: 'Close details' }).click();
    await page.getByRole('button', { name: 'Save fields' }).click();
    await expect(page.getByText('The signature fields are saved.')).toBeVisible();
    const placeholders = page.getByTestId('signature-placeholder');
    await expect(placeholders).toHaveCount(2);
    const saved = await measure(placeholders, 'p');
    expect(apart(saved[0]!.box, saved[1]!.box)).toBe(true);
    for (const field of saved) expect(field).toMatchObject({ labelInside: true });
    await expectAccessible(page, `/view with two placed fields (${viewport.name})`);
  });
}
