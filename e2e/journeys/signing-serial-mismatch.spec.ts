import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, logIn, PASSWORD } from '../support/accounts.ts';
import { ARTIFACTS, expect, test } from '../support/fixtures.ts';
import { makePdf } from '../support/sample-pdf.ts';

// Issue 6, §2 "serial number mismatch": what a signer sees when the trust service's certificate
// does not match them. The server's refusal itself is proven at the CSC port by
// apps/server/test/signing.serial-mismatch.test.ts (a remote provider that answers with another
// credential's certificate); the built server here signs through the honest built-in port, so
// this journey answers the TAN call with that refusal's exact body to show the overlay.

// A 4-page PDF generated here, so the journey needs no fixture files.
const SAMPLE_PDF = path.join(mkdtempSync(path.join(tmpdir(), 'signet-e2e-')), 'agreement.pdf');
writeFileSync(SAMPLE_PDF, makePdf('Supply contract', 4));

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/v1/login', { data: { email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function shoot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `signing-${name}-desktop.png`) });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(ARTIFACTS, `signing-${name}-375.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a certificate that does not match the signer: the serial number mismatch overlay, then a real signature', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'owner3', { firstName: 'Olivia', lastName: 'Owner' });
  const dana = await createAccount(request, 'dana', { firstName: 'Dana', lastName: 'Signer' });
  const mobile = `+4177${String(Date.now()).slice(-7)}`;
  const ownerToken = await apiToken(request, owner.email);
  const danaToken = await apiToken(request, dana.email);
  const saved = await request.put('/v1/user', {
    headers: bearer(danaToken),
    data: { attributes: { mobile: [mobile] } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const created = await request.post('/v3/signature-requests', {
    headers: bearer(ownerToken),
    data: {
      title: 'Supply contract',
      documents: [{ content: readFileSync(SAMPLE_PDF).toString('base64'), title: 'supply.pdf' }],
      signatures: [{ account_email: dana.email }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const opened = await request.post(`/v3/signature-requests/${id}/initiate`, {
    headers: bearer(ownerToken),
  });
  expect(opened.status(), await opened.text()).toBe(200);

  await page.goto('/login');
  await logIn(page, dana.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/view/${id}`);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const data = page.getByRole('dialog', { name: 'Your visual signature' });
  await data.getByRole('button', { name: 'Continue' }).click();
  const tanDialog = page.getByRole('dialog', { name: 'Enter your code' });
  await expect(tanDialog).toBeVisible();

  // The call with the TAN is answered with the server's refusal (see the note at the top).
  await page.route(
    '**/v3/sign',
    (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 409,
          code: 'SERIAL_NUMBER_MISMATCH',
          message:
            "The signing certificate does not match your identity (the signature value does not verify with the certificate's public key); nothing was signed",
        }),
      }),
    { times: 1 },
  );
  await tanDialog.getByLabel('Code from the SMS').fill('123456');
  await tanDialog.getByRole('button', { name: 'Sign now' }).click();
  const overlay = page.getByRole('dialog', { name: 'Serial number mismatch' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('did not match your identity, so nothing was signed');
  await expect(overlay.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    /^https:\/\/.+\/support$/,
  );
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);
  await shoot(page, 'serial-mismatch');

  // Trying again within 30 seconds sends no new TAN (ADR 0613): the one sent still works, since
  // nothing was signed with it, and this time the real server signs.
  const newestTan = async () => {
    const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(mobile)}`);
    const { messages } = (await response.json()) as {
      messages: { channel: string; text: string }[];
    };
    return messages.find((m) => m.channel === 'sms')?.text.match(/\b(\d{6})\b/)?.[1];
  };
  // (Should the set-up above have taken longer than those 30 seconds, a new TAN is sent instead.)
  const first = await newestTan();
  expect(first).toBeTruthy();
  await overlay.getByRole('button', { name: 'Try again' }).click();
  await expect(tanDialog).toBeVisible();
  let tan: string | undefined;
  await expect
    .poll(async () => {
      if ((await tanDialog.textContent())?.includes('still works')) tan = first;
      else {
        const newest = await newestTan();
        if (newest !== first) tan = newest;
      }
      return tan !== undefined;
    })
    .toBe(true);
  await tanDialog.getByLabel('Code from the SMS').fill(tan!);
  await tanDialog.getByRole('button', { name: 'Sign now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for signing' })).toBeVisible({
    timeout: 30_000,
  });
});
