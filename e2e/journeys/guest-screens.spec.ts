import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { createAccount, PASSWORD } from '../support/accounts.ts';
import {
  ARTIFACTS,
  expect,
  expectAccessible,
  expectDialogAccessible,
  test,
  untilDrawn,
} from '../support/fixtures.ts';
import {
  exitSite,
  expectNoSidewaysScroll,
  type Guest,
  guestLinkFromMailbox,
  newGuest,
  PHONE,
  sendToGuest,
  withExit,
} from '../support/guest.ts';
import { apiToken, tanFromOutbox } from '../support/requests.ts';

// Issue 16: every guest screen at 375 px, axe-clean, in en-gb, de-ch and fr-ch — the landing
// page, the preview, the viewer, the terms of use, a mobile number added and confirmed, the TAN
// entry, TAN invalid and expired, signing in progress, a failure and its retry, the lock after
// three wrong codes, success with and without the countdown to the exit URL, the identification
// pages, a link that does not work, and a decline with and without its redirect.

const DOWNLOADS = path.resolve(import.meta.dirname, '../artifacts/downloads');

/** What each language calls the controls the journey uses (the screens' own texts). */
const TEXT = {
  'en-gb': {
    locale: 'en-GB',
    review: 'Review and sign',
    preview: 'Preview the documents',
    back: 'Back',
    sign: 'Sign',
    decline: 'Decline',
    terms: 'Terms of use',
    accept: 'Accept and continue',
    tan: 'Enter your code',
    tanField: 'Code from the SMS',
    signNow: 'Sign now',
    wrong: '2 tries left',
    signed: 'Signed',
    download: 'Download the signed document',
    identification: 'Identification is not available here yet',
    tampered: 'This link does not work',
    declineTitle: 'Decline the signature request?',
    declineReason: 'Reason (optional)',
    declined: 'You declined to sign',
    replaced: 'This link has been replaced',
    resend: 'Send me a new link',
    sent: 'A new link is on its way',
    progress: 'Signing in progress',
    failed: 'Signing failed',
    retry: 'Try again',
    expired: 'This code has expired',
    tanLocked: 'Signing locked',
    lastTry: '1 try left',
    mobileTitle: 'Your mobile number',
    mobileField: 'Mobile number',
    mobileSubmit: 'Save and send code',
    verifyTitle: 'Confirm your mobile number',
    verifyField: 'Confirmation code',
    verifySubmit: 'Confirm',
    countdown: /Taking you back in \d+ s\./,
    leaveNow: 'Leave now',
  },
  'de-ch': {
    locale: 'de-CH',
    review: 'Prüfen und unterschreiben',
    preview: 'Dokumente ansehen',
    back: 'Zurück',
    sign: 'Unterschreiben',
    decline: 'Ablehnen',
    terms: 'Nutzungsbedingungen',
    accept: 'Akzeptieren und weiter',
    tan: 'Code eingeben',
    tanField: 'Code aus der SMS',
    signNow: 'Jetzt unterschreiben',
    wrong: 'noch 2 Versuche',
    signed: 'Unterschrieben',
    download: 'Unterschriebenes Dokument herunterladen',
    identification: 'Die Identifikation ist hier noch nicht verfügbar',
    tampered: 'Dieser Link funktioniert nicht',
    declineTitle: 'Signaturanfrage ablehnen?',
    declineReason: 'Begründung (optional)',
    declined: 'Sie haben die Signatur abgelehnt',
    replaced: 'Dieser Link wurde ersetzt',
    resend: 'Neuen Link senden',
    sent: 'Ein neuer Link ist unterwegs',
    progress: 'Unterschrift wird erstellt',
    failed: 'Unterschreiben fehlgeschlagen',
    retry: 'Erneut versuchen',
    expired: 'Dieser Code ist abgelaufen',
    tanLocked: 'Unterschreiben gesperrt',
    lastTry: 'noch 1 Versuch',
    mobileTitle: 'Ihre Mobilnummer',
    mobileField: 'Mobilnummer',
    mobileSubmit: 'Speichern und Code senden',
    verifyTitle: 'Mobilnummer bestätigen',
    verifyField: 'Bestätigungscode',
    verifySubmit: 'Bestätigen',
    countdown: /Weiterleitung in \d+ s\./,
    leaveNow: 'Jetzt verlassen',
  },
  'fr-ch': {
    locale: 'fr-CH',
    review: 'Vérifier et signer',
    preview: 'Voir les documents',
    back: 'Retour',
    sign: 'Signer',
    decline: 'Refuser',
    terms: 'Conditions d’utilisation',
    accept: 'Accepter et continuer',
    tan: 'Saisissez votre code',
    tanField: 'Code reçu par SMS',
    signNow: 'Signer maintenant',
    wrong: 'encore 2 essais',
    signed: 'Signé',
    download: 'Télécharger le document signé',
    identification: 'L’identification n’est pas encore disponible ici',
    tampered: 'Ce lien ne fonctionne pas',
    declineTitle: 'Refuser la demande de signature ?',
    declineReason: 'Motif (facultatif)',
    declined: 'Vous avez refusé de signer',
    replaced: 'Ce lien a été remplacé',
    resend: 'M’envoyer un nouveau lien',
    sent: 'Un nouveau lien est en route',
    progress: 'Signature en cours',
    failed: 'La signature a échoué',
    retry: 'Réessayer',
    expired: 'Ce code a expiré',
    tanLocked: 'Signature bloquée',
    lastTry: 'encore 1 essai',
    mobileTitle: 'Votre numéro de mobile',
    mobileField: 'Numéro de mobile',
    mobileSubmit: 'Enregistrer et envoyer le code',
    verifyTitle: 'Confirmez votre numéro de mobile',
    verifyField: 'Code de confirmation',
    verifySubmit: 'Confirmer',
    countdown: /Redirection dans \d+ s\./,
    leaveNow: 'Quitter maintenant',
  },
} as const;

type Language = keyof typeof TEXT;

async function shoot(page: Page, language: Language, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({
    path: path.join(ARTIFACTS, `guest-${language}-${name}.png`),
    fullPage: true,
  });
}

/** One screen: axe-clean, no sideways scrolling at 375 px, and a picture to look at. */
async function checkScreen(page: Page, language: Language, name: string, dialog = false) {
  if (dialog) await expectDialogAccessible(page, `${name} (${language})`);
  else await expectAccessible(page, `${name} (${language})`);
  await expectNoSidewaysScroll(page, `${name} (${language})`);
  await shoot(page, language, name);
}

async function guestPage(browser: Browser, baseURL: string, language: Language) {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    locale: TEXT[language].locale,
  });
  await context.addInitScript(() => localStorage.setItem('signet-cookie-consent', 'necessary'));
  return { context, page: await context.newPage() };
}

async function sentTo(request: Parameters<typeof sendToGuest>[0], guest: Guest, title: string) {
  const owner = await createAccount(request, 'owner', { firstName: 'Olivia', lastName: 'Owner' });
  const token = await apiToken(request, owner.email, PASSWORD);
  const sent = await sendToGuest(request, token, title, guest);
  return { sent, token, link: await guestLinkFromMailbox(request, guest.email, sent.id) };
}

/**
 * Opens the guest's link and then the viewer, once the landing page has what the link's guest
 * is (GET /v1/direct/user: their name and language) and is drawn: a click while it redraws for
 * that answer could land on nothing.
 */
async function openViewer(page: Page, link: URL, language: Language, exit: Record<string, string>) {
  const guestRead = page.waitForResponse((r) => r.url().includes('/v1/direct/user'));
  await page.goto(withExit(link, exit));
  await guestRead;
  await expect(page.getByRole('link', { name: TEXT[language].review })).toBeVisible();
  await untilDrawn(page);
  // A click that lands as the page redraws now and then does nothing (seen once in a CI run with
  // the answer and the drawing awaited): click again until the viewer opens.
  const review = page.getByRole('link', { name: TEXT[language].review });
  await expect(async () => {
    if (!/\/view\//.test(page.url())) await review.click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/view\//, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Declines from the guest's viewer with a reason; no decline URL: the guest sees what happened. */
async function declineWithoutRedirect(page: Page, link: URL, language: Language) {
  const text = TEXT[language];
  await openViewer(page, link, language, {});
  await page.getByRole('button', { name: text.decline, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.declineTitle });
  await dialog.getByLabel(text.declineReason).fill('Not for me.');
  await dialog.getByRole('button', { name: text.decline, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.declined })).toBeVisible();
  await checkScreen(page, language, 'declined');
}

for (const language of Object.keys(TEXT) as Language[]) {
  const text = TEXT[language];

  test(`every guest screen of a signing, ${language}, 375 px, axe-clean`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const guest = newGuest(language);
    const { sent, link } = await sentTo(request, guest, 'Lease 2027');
    const { context, page } = await guestPage(browser, baseURL!, language);

    await page.goto(withExit(link, {}));
    await expect(page.getByRole('heading', { level: 1, name: 'Lease 2027' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', text.locale);
    await checkScreen(page, language, 'landing');

    await page.getByRole('link', { name: text.preview }).click();
    await expect(page).toHaveURL(new RegExp(`/${sent.id}/${sent.sid}/preview$`));
    await expect(page.getByTestId('document-page').first()).toHaveAttribute(
      'data-state',
      'loaded',
      {
        timeout: 20_000,
      },
    );
    await checkScreen(page, language, 'preview');

    await page.getByRole('link', { name: text.review }).click();
    await expect(page.getByTestId('own-signature-field')).toHaveCount(1);
    await expect(page.getByTestId('document-page').first()).toHaveAttribute(
      'data-state',
      'loaded',
      {
        timeout: 20_000,
      },
    );
    await checkScreen(page, language, 'viewer');

    // The decline dialog (cancelled here; the decline itself is the journey below).
    await page.getByRole('button', { name: text.decline, exact: true }).click();
    const declineDialog = page.getByRole('dialog', { name: text.declineTitle });
    await expect(declineDialog).toBeVisible();
    await checkScreen(page, language, 'decline-dialog', true);
    await page.keyboard.press('Escape');
    await expect(declineDialog).toBeHidden();

    await page.getByRole('button', { name: text.sign, exact: true }).click();
    const terms = page.getByRole('dialog', { name: text.terms });
    await expect(terms).toBeVisible();
    await checkScreen(page, language, 'terms', true);
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: text.accept }).click();

    const tanDialog = page.getByRole('dialog', { name: text.tan });
    await expect(tanDialog).toBeVisible({ timeout: 20_000 });
    await checkScreen(page, language, 'tan-entry', true);
    const tan = await tanFromOutbox(request, guest.mobile);
    await tanDialog.getByLabel(text.tanField).fill(tan === '000000' ? '111111' : '000000');
    await tanDialog.getByRole('button', { name: text.signNow }).click();
    // A wrong code keeps the guest in the dialog, told the tries left under the field.
    await expect(tanDialog).toContainText(text.wrong, { timeout: 30_000 });
    await checkScreen(page, language, 'tan-invalid', true);
    await tanDialog.getByLabel(text.tanField).fill(tan);
    await tanDialog.getByRole('button', { name: text.signNow }).click();

    // No exit URL in this link: the success screen stays, with the download.
    const success = page.getByRole('dialog', { name: text.signed });
    await expect(success).toBeVisible({ timeout: 30_000 });
    await expect(success.getByTestId('exit-countdown')).toHaveCount(0);
    await checkScreen(page, language, 'success', true);
    // The guest keeps the signed file (the link did not hide the download): pdfsig accepts it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      success.getByRole('button', { name: text.download }).click(),
    ]);
    const file = path.join(DOWNLOADS, `guest-${language}.pdf`);
    await download.saveAs(file);
    expect(execFileSync('pdfsig', [file], { encoding: 'utf8' })).toContain(
      'Signature Validation: Signature is Valid.',
    );

    // §2: the identification pages say what is missing; never a 404.
    await page.goto('/direct-sign/identification/zertes/video');
    await expect(page.getByRole('heading', { level: 1, name: text.identification })).toBeVisible();
    await checkScreen(page, language, 'identification');

    // A link whose token was altered gets its own screen.
    const altered = new URL(link);
    const token = altered.searchParams.get('token')!;
    altered.searchParams.set(
      'token',
      `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`,
    );
    await page.goto(altered.pathname + altered.search);
    await expect(page.getByRole('heading', { level: 1, name: text.tampered })).toBeVisible();
    await checkScreen(page, language, 'link-tampered');
    await context.close();
  });

  test(`the signing screens that go wrong, ${language}, 375 px, axe-clean`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const guest = newGuest(language);
    const { link } = await sentTo(request, guest, 'Lease 2030');
    const { context, page } = await guestPage(browser, baseURL!, language);
    await openViewer(page, link, language, {});
    await page.getByRole('button', { name: text.sign, exact: true }).click();
    const terms = page.getByRole('dialog', { name: text.terms });
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: text.accept }).click();
    const tanDialog = page.getByRole('dialog', { name: text.tan });
    await expect(tanDialog).toBeVisible({ timeout: 20_000 });
    const tan = await tanFromOutbox(request, guest.mobile);

    // The trust service's failure and an expired code cannot be brought about from outside, so
    // the first two calls that carry a TAN get the server's answers for them (503 SIGNING_FAILED,
    // held until the "in progress" screen is checked, then 410 TAN_EXPIRED); the server answers
    // every other call itself.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answers = [
      { status: 503, code: 'SIGNING_FAILED', message: 'Signing failed; nothing was changed' },
      { status: 410, code: 'TAN_EXPIRED', message: 'The TAN is older than 5 minutes' },
    ];
    await page.route('**/v3/direct/sign*', async (route) => {
      const body = route.request().postDataJSON() as { tan?: string } | null;
      const answer = body?.tan ? answers.shift() : undefined;
      if (!answer) return route.continue();
      if (answer.code === 'SIGNING_FAILED') await held;
      return route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: answer.status, ...answer }),
      });
    });

    await tanDialog.getByLabel(text.tanField).fill(tan);
    await tanDialog.getByRole('button', { name: text.signNow }).click();
    await expect(page.getByRole('dialog', { name: text.progress })).toBeVisible();
    await checkScreen(page, language, 'signing-progress', true);
    release();
    const failed = page.getByRole('dialog', { name: text.failed });
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await checkScreen(page, language, 'signing-failed', true);

    // Trying again leads back to the code: nothing was signed, so the one sent still counts.
    await failed.getByRole('button', { name: text.retry }).click();
    await expect(tanDialog).toBeVisible({ timeout: 20_000 });
    await expect(failed).toBeHidden();
    await tanDialog.getByLabel(text.tanField).fill(tan);
    await tanDialog.getByRole('button', { name: text.signNow }).click();
    await expect(tanDialog).toContainText(text.expired, { timeout: 20_000 });
    await checkScreen(page, language, 'tan-expired', true);

    // Three wrong codes lock signing, and the screen says so.
    const wrong = tan === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 3; attempt++) {
      await tanDialog.getByLabel(text.tanField).fill(wrong);
      await tanDialog.getByRole('button', { name: text.signNow }).click();
      if (attempt === 1) await expect(tanDialog).toContainText(text.wrong, { timeout: 20_000 });
      if (attempt === 2) await expect(tanDialog).toContainText(text.lastTry, { timeout: 20_000 });
    }
    const locked = page.getByRole('dialog', { name: text.tanLocked });
    await expect(locked).toBeVisible({ timeout: 20_000 });
    await checkScreen(page, language, 'tan-locked', true);
    await context.close();
  });

  test(`a replaced link, a new one by mail, and a decline without redirect, ${language}, 375 px`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const guest = newGuest(language);
    const { sent, link } = await sentTo(request, guest, 'Lease 2028');
    // The guest asks for a new link with the first one: the first is replaced by it.
    const asked = await request.post('/v1/direct/tan/resend', {
      headers: { 'X-Direct-Token': link.searchParams.get('token')! },
      data: {},
    });
    expect(asked.status(), await asked.text()).toBe(202);
    // The new link is mailed.
    await guestLinkFromMailbox(request, guest.email, sent.id, [link]);
    const { context, page } = await guestPage(browser, baseURL!, language);
    await page.goto(withExit(link, {}));
    await expect(page.getByRole('heading', { level: 1, name: text.replaced })).toBeVisible();
    await page.getByRole('button', { name: text.resend }).click();
    await expect(page.getByRole('status').filter({ hasText: text.sent })).toBeVisible();
    await checkScreen(page, language, 'link-replaced');

    await context.close();

    // Declining without a decline URL shows what happened (a request of its own).
    const other = await sentTo(request, newGuest(language), 'Lease 2029');
    const fresh = await guestPage(browser, baseURL!, language);
    await declineWithoutRedirect(fresh.page, other.link, language);
    await fresh.context.close();
  });
}

test('a guest declines and is sent to the decline URL of the link', async ({
  browser,
  baseURL,
  request,
}) => {
  const exit = await exitSite();
  try {
    const guest = newGuest('en-gb');
    const { sent, token, link } = await sentTo(request, guest, 'Offer 17');
    const { context, page } = await guestPage(browser, baseURL!, 'en-gb');
    await openViewer(page, link, 'en-gb', {
      exitURL: exit.url,
      declineURL: `${exit.url}?declined=1`,
    });
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline the signature request?' });
    await dialog.getByLabel('Reason (optional)').fill('The price is wrong.');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(`${exit.url}?declined=1`, { timeout: 20_000 });
    await context.close();
    const answer = await request.get(`/v3/signature-requests/${sent.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await answer.json()) as { status_overall: string }).status_overall).toBe('DECLINED');
  } finally {
    await exit.close();
  }
});

for (const language of Object.keys(TEXT) as Language[]) {
  const text = TEXT[language];

  test(`a guest the sender gave no mobile number adds one, confirms it, signs and is counted down, ${language}, 375 px`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(150_000);
    const exit = await exitSite();
    try {
      const guest = newGuest(language);
      const mobile = guest.mobile;
      const { link } = await sentTo(request, { ...guest, mobile: '' }, 'Membership form');
      const { context, page } = await guestPage(browser, baseURL!, language);
      // The longest countdown the link may ask for, so that the screen can be looked at.
      await openViewer(page, link, language, { exitURL: exit.url, redirectTimeout: '90' });
      await page.getByRole('button', { name: text.sign, exact: true }).click();
      const terms = page.getByRole('dialog', { name: text.terms });
      await terms.getByRole('checkbox').check();
      await terms.getByRole('button', { name: text.accept }).click();

      const mobileOverlay = page.getByRole('dialog', { name: text.mobileTitle });
      await expect(mobileOverlay).toBeVisible({ timeout: 20_000 });
      await checkScreen(page, language, 'mobile', true);
      await mobileOverlay.getByLabel(text.mobileField).fill(mobile);
      await mobileOverlay.getByRole('button', { name: text.mobileSubmit }).click();

      const confirm = page.getByRole('dialog', { name: text.verifyTitle });
      await expect(confirm).toBeVisible({ timeout: 20_000 });
      await checkScreen(page, language, 'verification', true);
      const secret = await tanFromOutbox(request, mobile);
      await confirm.getByLabel(text.verifyField).fill(secret);
      await confirm.getByRole('button', { name: text.verifySubmit }).click();

      const tanDialog = page.getByRole('dialog', { name: text.tan });
      await expect(tanDialog).toBeVisible({ timeout: 20_000 });
      const tan = await tanFromOutbox(request, mobile, secret);
      await tanDialog.getByLabel(text.tanField).fill(tan);
      await tanDialog.getByRole('button', { name: text.signNow }).click();

      // Success with the countdown back to the exit URL, and a way to leave at once.
      const success = page.getByRole('dialog', { name: text.signed });
      await expect(success).toBeVisible({ timeout: 30_000 });
      await expect(success.getByTestId('exit-countdown')).toHaveText(text.countdown);
      await expect(success.getByRole('link', { name: text.leaveNow })).toHaveAttribute(
        'href',
        exit.url,
      );
      await checkScreen(page, language, 'success-countdown', true);
      await context.close();
    } finally {
      await exit.close();
    }
  });
}
