import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, logIn, PASSWORD } from '../support/accounts.ts';
import { ARTIFACTS, expect, expectDialogAccessible, test } from '../support/fixtures.ts';
import { apiToken, simplePdf, tanFromOutbox } from '../support/requests.ts';

// Issues 13 and 20: the TAN entry dialog keeps the signer in it after a wrong TAN ("2 tries left"
// under the field), counts down to the next resend, and shows a 429's wait instead of a failure.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function openRequestFor(request: APIRequestContext, ownerToken: string, signer: string) {
  const created = await request.post('/v3/signature-requests', {
    headers: bearer(ownerToken),
    data: {
      title: 'Supply contract',
      documents: [{ content: simplePdf(2).toString('base64'), title: 'contract.pdf' }],
      signatures: [{ account_email: signer }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const opened = await request.post(`/v3/signature-requests/${id}/initiate`, {
    headers: bearer(ownerToken),
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return id;
}

/** The dialog at desktop width and at 375 px, kept as artefacts. */
async function shootBoth(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `tan-dialog-${name}-1280.png`) });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: path.join(ARTIFACTS, `tan-dialog-${name}-375.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function startSigning(page: Page) {
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const stamp = page.getByRole('dialog', { name: 'Your visual signature' });
  const tanDialog = page.getByRole('dialog', { name: 'Enter your code' });
  await expect(stamp.or(tanDialog)).toBeVisible({ timeout: 20_000 });
  if (await stamp.isVisible()) await stamp.getByRole('button', { name: 'Continue' }).click();
  await expect(tanDialog).toBeVisible({ timeout: 20_000 });
  return tanDialog;
}

async function enterTan(dialog: ReturnType<Page['getByRole']>, tan: string) {
  await dialog.getByLabel('Code from the SMS').fill(tan);
  await dialog.getByRole('button', { name: 'Sign now' }).click();
}

test('a wrong TAN stays in the dialog with "2 tries left"; the right TAN then signs', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, 'tanowner', { firstName: 'Olga', lastName: 'Owner' });
  const dora = await createAccount(request, 'dora', { firstName: 'Dora', lastName: 'Signer' });
  const mobile = `+4177${String(Date.now()).slice(-7)}`;
  const doraToken = await apiToken(request, dora.email, PASSWORD);
  const saved = await request.put('/v1/user', {
    headers: bearer(doraToken),
    data: { attributes: { mobile: [mobile] } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const requestId = await openRequestFor(
    request,
    await apiToken(request, owner.email, PASSWORD),
    dora.email,
  );

  await page.goto('/login');
  await logIn(page, dora.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/view/${requestId}`);

  // The TAN is on its way: "send a new code" waits for the server's resendAt, counting down.
  let tanDialog = await startSigning(page);
  const resend = tanDialog.getByRole('button', { name: /Send a new code in \d+ s/ });
  await expect(resend).toBeDisabled();
  // What is agreed, before the TAN (issue 20): the request, the signer, level and legislation.
  await expect(tanDialog.getByTestId('signing-consent')).toHaveText(
    'I sign “Supply contract” as Dora Signer with a simple electronic signature (SES) under EU law (eIDAS).',
  );
  const tan = await tanFromOutbox(request, mobile);
  const wrong = tan === '000000' ? '111111' : '000000';

  // Asking again at once: the server's 429 TAN_RATE_LIMITED is a wait in the dialog, not a
  // failure; the TAN already sent still works.
  await tanDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(tanDialog).toBeHidden();
  tanDialog = await startSigning(page);
  await expect(tanDialog).toContainText('A new code cannot be sent yet.');
  await expect(tanDialog.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

  // A wrong TAN: back in the dialog, the reason and the tries left under the field.
  await enterTan(tanDialog, wrong);
  await expect(tanDialog).toContainText('Wrong code: 2 tries left.', { timeout: 30_000 });
  await expect(tanDialog.getByLabel('Code from the SMS')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog', { name: 'Wrong code' })).toHaveCount(0);
  // The wait the server asked for still holds: resend stays disabled, counting down.
  await expect(tanDialog.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  await expectDialogAccessible(page, 'TAN entry after a wrong TAN');
  await shootBoth(page, 'wrong-tan');

  // The right TAN signs.
  await enterTan(tanDialog, tan);
  await expect(page).toHaveURL(/\/signed/, { timeout: 30_000 });
});
