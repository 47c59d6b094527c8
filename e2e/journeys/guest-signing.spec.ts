import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { createAccount, logIn, PASSWORD } from '../support/accounts.ts';
import { ARTIFACTS, expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  exitSite,
  expectNoSidewaysScroll,
  guestLinkFromMailbox,
  newGuest,
  PHONE,
  sendToGuest,
  withExit,
} from '../support/guest.ts';
import { apiToken, tanFromOutbox } from '../support/requests.ts';
import { viewerPanel } from '../support/viewer-journey.ts';

// Issue 16: the owner sends to a guest without an account; the guest opens the mailed link in a
// fresh browser at 375 px, signs with the TAN from the dev outbox and is counted down back to the
// exit URL; the owner sees SIGNED and downloads a file pdfsig accepts.

const DOWNLOADS = path.resolve(import.meta.dirname, '../artifacts/downloads');

async function shoot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `guest-${name}.png`), fullPage: true });
}

/** A browser of the guest's own: nothing of the owner's session, a phone's screen. */
async function guestPage(browser: Browser, baseURL: string, locale = 'en-GB') {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale });
  await context.addInitScript(() => localStorage.setItem('signet-cookie-consent', 'necessary'));
  return { context, page: await context.newPage() };
}

test('a guest signs from the mailed link at 375 px and is counted down back to the exit URL', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const exit = await exitSite();
  try {
    const owner = await createAccount(request, 'owner', { firstName: 'Olivia', lastName: 'Owner' });
    const ownerToken = await apiToken(request, owner.email, PASSWORD);
    const guest = newGuest('en-gb');
    const sent = await sendToGuest(request, ownerToken, 'Rental agreement', guest);
    const link = await guestLinkFromMailbox(request, guest.email, sent.id);
    expect(link.pathname).toBe(`/${sent.id}/${sent.sid}`);

    const { context, page: phone } = await guestPage(browser, baseURL!);
    await phone.goto(withExit(link, { exitURL: exit.url, redirectTimeout: '10' }));
    // The token leaves the address bar at once; the exit settings stay.
    await expect(phone).toHaveURL(new RegExp(`/${sent.id}/${sent.sid}\\?exitURL=`));
    expect(new URL(phone.url()).searchParams.has('token')).toBe(false);

    // The landing page: what to sign, from whom, as whom.
    await expect(phone.getByRole('heading', { level: 1, name: 'Rental agreement' })).toBeVisible();
    await expect(phone.getByText('Olivia Owner asks you to sign')).toBeVisible();
    await expect(phone.getByText(`You sign as Gina Gast (${guest.email}).`)).toBeVisible();
    await expectAccessible(phone, 'guest landing');
    await expectNoSidewaysScroll(phone, 'guest landing');
    await shoot(phone, 'landing-en-gb');

    // The viewer in guest mode: the pages and the guest's own field, Sign and Decline.
    await phone.getByRole('link', { name: 'Review and sign' }).click();
    await expect(phone).toHaveURL(new RegExp(`/view/${sent.id}/${sent.sid}`));
    const pages = phone.getByTestId('document-page');
    await expect(pages).toHaveCount(2);
    await expect(pages.first()).toHaveAttribute('data-state', 'loaded', { timeout: 20_000 });
    await expect(phone.getByTestId('own-signature-field')).toHaveCount(1);
    await expect(phone.getByRole('link', { name: /inbox|dashboard|profile/i })).toHaveCount(0);
    await expectAccessible(phone, 'guest viewer');
    await expectNoSidewaysScroll(phone, 'guest viewer');
    await shoot(phone, 'viewer-en-gb');

    // Terms of use, then the TAN by SMS.
    await phone.getByRole('button', { name: 'Sign', exact: true }).click();
    const terms = phone.getByRole('dialog', { name: 'Terms of use' });
    await expect(terms).toBeVisible();
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Accept and continue' }).click();
    const tanDialog = phone.getByRole('dialog', { name: 'Enter your code' });
    await expect(tanDialog).toBeVisible({ timeout: 20_000 });
    // What is agreed, before the TAN (issue 20), for a guest as for a member.
    await expect(tanDialog.getByTestId('signing-consent')).toHaveText(
      'I sign “Rental agreement” as Gina Gast with a simple electronic signature (SES) under EU law (eIDAS).',
    );
    const tan = await tanFromOutbox(request, guest.mobile);
    await tanDialog.getByLabel('Code from the SMS').fill(tan);
    await tanDialog.getByRole('button', { name: 'Sign now' }).click();

    // Success, with the countdown to the exit URL and a way to leave at once.
    const success = phone.getByRole('dialog', { name: 'Signed' });
    await expect(success).toBeVisible({ timeout: 30_000 });
    await expect(success.getByTestId('exit-countdown')).toHaveText(/Taking you back in \d+ s\./);
    await expect(success.getByRole('link', { name: 'Leave now' })).toHaveAttribute(
      'href',
      exit.url,
    );
    await shoot(phone, 'success-en-gb');
    await expect(phone).toHaveURL(exit.url, { timeout: 20_000 });
    await expect(phone.getByRole('heading', { name: 'Back at the shop' })).toBeVisible();
    await context.close();

    // The owner sees SIGNED and downloads the signed PDF.
    const answer = await request.get(`/v3/signature-requests/${sent.id}`, {
      headers: { Authorization: `Bearer ${ownerToken}` },
    });
    expect(((await answer.json()) as { status_overall: string }).status_overall).toBe('SIGNED');
    await page.goto('/login');
    await logIn(page, owner.email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto(`/view/${sent.id}`);
    await expect(page.getByTestId('request-status')).toHaveText('Signed');
    const panel = await viewerPanel(page);
    mkdirSync(DOWNLOADS, { recursive: true });
    const [started] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download signed PDF' }).click(),
    ]);
    const file = path.join(DOWNLOADS, 'guest-signed.pdf');
    await started.saveAs(file);
    const report = execFileSync('pdfsig', [file], { encoding: 'utf8' });
    expect(report).toContain('Signature #1');
    expect(report).not.toContain('Signature #2');
    expect(report).toContain('Signature Validation: Signature is Valid.');
  } finally {
    await exit.close();
  }
});
