import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createAccount, PASSWORD } from '../support/accounts.ts';
import { ARTIFACTS, expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  expectNoSidewaysScroll,
  type Guest,
  guestLinkFromMailbox,
  newGuest,
  PHONE,
  sendToGuest,
} from '../support/guest.ts';
import { apiToken } from '../support/requests.ts';

// Issue 20 for a guest: a 14-page paper (a real PDF, read in place from the shared fixtures) with
// the guest's fields on pages 10 and 14. "Review and sign" takes the guest to the first field,
// "Next field" to the second; the header says "page n of m", jumps to a page and zooms.

const FIXTURE = path.resolve(
  import.meta.dirname,
  '../../../shared/fixtures/pdfs/producers/pdftex-tracemonkey-14p.pdf',
);
const DESKTOP = { width: 1280, height: 800 };

const TEXT = {
  'en-gb': {
    locale: 'en-GB',
    review: 'Review and sign',
    nav: 'Pages and zoom',
    goTo: 'Go to page (1 to 14)',
    total: 'of 14',
    next: 'Next field (2 of 2)',
    again: 'Next field (1 of 2)',
    shown: (page: number) => `Your signature field on page ${page}`,
    zoomIn: 'Zoom in',
    fit: 'Fit to width',
    sign: 'Sign',
    terms: 'Terms of use',
  },
  'fr-ch': {
    locale: 'fr-CH',
    review: 'Vérifier et signer',
    nav: 'Pages et zoom',
    goTo: 'Aller à la page (1 à 14)',
    total: 'sur 14',
    next: 'Champ suivant (2 sur 2)',
    again: 'Champ suivant (1 sur 2)',
    shown: (page: number) => `Votre champ de signature à la page ${page}`,
    zoomIn: 'Agrandir',
    fit: 'Ajuster à la largeur',
    sign: 'Signer',
    terms: 'Conditions d’utilisation',
  },
} as const;
type Language = keyof typeof TEXT;

async function shoot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `guest-pages-${name}.png`) });
}

/** The paper sent to a guest, their fields on page 10 (index 9) and at the foot of page 14. */
async function paperToGuest(request: APIRequestContext, guest: Guest) {
  const owner = await createAccount(request, 'pagesowner', {
    firstName: 'Olga',
    lastName: 'Owner',
  });
  const token = await apiToken(request, owner.email, PASSWORD);
  const sent = await sendToGuest(request, token, 'Research paper', guest, {
    pdf: readFileSync(FIXTURE),
    positions: [
      { page: '9', x: 60, y: 300, width: 200, height: 80 },
      { page: '13', x: 330, y: 640, width: 200, height: 80 },
    ],
  });
  return guestLinkFromMailbox(request, guest.email, sent.id);
}

/** The guest opens the mailed link in a browser of their own and goes on to review and sign. */
async function openAsGuest(
  browser: Browser,
  baseURL: string,
  request: APIRequestContext,
  language: Language,
  viewport: { width: number; height: number },
) {
  const guest = newGuest(language);
  const link = await paperToGuest(request, guest);
  const context = await browser.newContext({ baseURL, viewport, locale: TEXT[language].locale });
  await context.addInitScript(() => localStorage.setItem('signet-cookie-consent', 'necessary'));
  const page = await context.newPage();
  await page.goto(link.pathname + link.search);
  await page.getByRole('link', { name: TEXT[language].review }).click();
  await expect(page).toHaveURL(/\/view\//);
  // The 1 MB paper's page sizes are read when its metadata is first asked for.
  await expect(page.getByTestId('document-page')).toHaveCount(14, { timeout: 45_000 });
  return { context, page };
}

function parts(page: Page, language: Language) {
  const text = TEXT[language];
  const navigator = page.getByRole('toolbar', { name: text.nav });
  return {
    text,
    navigator,
    pageInput: navigator.getByRole('textbox', { name: text.goTo }),
    fields: page.getByTestId('own-signature-field'),
  };
}

test('a guest is taken to their field on page 10, then the next, and moves between pages and zooms', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await openAsGuest(browser, baseURL!, request, 'en-gb', DESKTOP);
  const { text, navigator, pageInput, fields } = parts(page, 'en-gb');

  // "Review and sign" led to the first field: page 10 of 14.
  await expect(fields).toHaveCount(2);
  await expect(fields.first()).toBeInViewport();
  await expect(fields.first()).toHaveAttribute('data-guided', 'true');
  await expect(pageInput).toHaveValue('10');
  await expect(navigator.getByTestId('page-total')).toHaveText(text.total);
  await expect(navigator.getByRole('status')).toHaveText(text.shown(10));
  await expect(page.getByRole('link', { name: /inbox|dashboard|profile/i })).toHaveCount(0);
  await expectAccessible(page, 'guest viewer with the page navigator');
  await shoot(page, 'en-gb-1280');

  // "Next field" to the one on page 14, then round to the first again.
  await navigator.getByRole('button', { name: text.next }).click();
  await expect(fields.nth(1)).toBeInViewport();
  await expect(fields.nth(1)).toHaveAttribute('data-guided', 'true');
  await expect(pageInput).toHaveValue('14');
  await expect(navigator.getByRole('status')).toHaveText(text.shown(14));

  // To page 1 by its number, and back to page 14.
  await pageInput.fill('1');
  await pageInput.press('Enter');
  await expect(page.locator('[data-page-number="1"]')).toBeInViewport();
  await expect(pageInput).toHaveValue('1');
  await expect(fields.nth(1)).not.toBeInViewport();
  await pageInput.fill('14');
  await pageInput.press('Enter');
  await expect(pageInput).toHaveValue('14');
  await expect(page.locator('[data-page-number="14"]')).toBeInViewport();
  await expect(page.locator('[data-page-number="1"]')).not.toBeInViewport();

  // Zoom: wider pages, then back to the width of the screen.
  const firstPage = page.locator('[data-page-number="1"]');
  const before = (await firstPage.boundingBox())!.width;
  await navigator.getByRole('button', { name: text.zoomIn }).click();
  await expect(navigator).toContainText('125 %');
  await expect.poll(async () => (await firstPage.boundingBox())!.width).toBeGreaterThan(before);
  await navigator.getByRole('button', { name: text.fit }).click();
  await expect(navigator).toContainText('100 %');
  await expect.poll(async () => (await firstPage.boundingBox())!.width).toBe(before);

  // At a phone's width the same header.
  await page.setViewportSize(PHONE);
  await expect(pageInput).toBeVisible();
  await expectNoSidewaysScroll(page, 'guest viewer at 375 px');
  await shoot(page, 'en-gb-375');

  // Sign leads to the first field too, behind the terms of use.
  await page.getByRole('button', { name: text.sign, exact: true }).click();
  await expect(page.getByRole('dialog', { name: text.terms })).toBeVisible({ timeout: 20_000 });
  await expect(fields.first()).toBeInViewport();
  // The page under the dialog is hidden from the accessibility tree: found by its test id.
  await expect(page.getByTestId('page-input')).toHaveValue('10');
  await context.close();
});

test('at 375 px in French the guest is taken to their field and jumps to page 1 and back', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await openAsGuest(browser, baseURL!, request, 'fr-ch', PHONE);
  const { text, navigator, pageInput, fields } = parts(page, 'fr-ch');

  await expect(fields.first()).toBeInViewport();
  await expect(pageInput).toHaveValue('10');
  await expect(navigator.getByTestId('page-total')).toHaveText(text.total);
  await expect(navigator.getByRole('button', { name: text.next })).toBeVisible();
  // The header stays on screen while the pages scroll under it.
  await expect(navigator).toBeInViewport();
  await expectAccessible(page, 'guest viewer at 375 px in French');
  await expectNoSidewaysScroll(page, 'guest viewer at 375 px in French');
  await shoot(page, 'fr-ch-375');

  await pageInput.fill('1');
  await pageInput.press('Enter');
  await expect(page.locator('[data-page-number="1"]')).toBeInViewport();
  await expect(pageInput).toHaveValue('1');
  await expect(fields.first()).not.toBeInViewport();
  await navigator.getByRole('button', { name: text.next }).click();
  await expect(fields.nth(1)).toBeInViewport();
  await expect(pageInput).toHaveValue('14');
  await navigator.getByRole('button', { name: text.again }).click();
  await expect(fields.first()).toBeInViewport();
  await expect(pageInput).toHaveValue('10');

  // Zoomed in, the pages scroll sideways inside their area; the screen itself does not.
  await navigator.getByRole('button', { name: text.zoomIn }).click();
  await expect(navigator).toContainText('125 %');
  await expectNoSidewaysScroll(page, 'zoomed guest viewer at 375 px');
  await navigator.getByRole('button', { name: text.fit }).click();

  await page.setViewportSize(DESKTOP);
  await navigator.getByRole('button', { name: text.next }).click();
  await expect(fields.nth(1)).toBeInViewport();
  await expect(pageInput).toHaveValue('14');
  await shoot(page, 'fr-ch-1280');
  await context.close();
});
