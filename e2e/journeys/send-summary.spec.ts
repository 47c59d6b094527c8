import path from 'node:path';
import type { Page } from '@playwright/test';
import { createAccount, logIn, uniqueEmail } from '../support/accounts.ts';
import { ARTIFACTS, expect, test } from '../support/fixtures.ts';
import { apiToken, createRequest } from '../support/requests.ts';
import { viewerPanel } from '../support/viewer-journey.ts';

// Issue 20: a sender edits a draft's title and message and presses Send without "Save details".
// What was typed is stored first, a summary of what goes out is confirmed, and the title and
// message arrive: in the stored request and in the signers' invitation. The level and
// legislation shown are the ones the request has stored.

/** The texts of the mail in the dev outbox to `email`. */
async function mailTo(request: Parameters<typeof createRequest>[0], email: string) {
  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as {
    messages: { channel: string; subject: string | null; text: string }[];
  };
  return messages.filter((message) => message.channel === 'mail');
}

/** Whether the element's text fits in it (nothing cut off with an ellipsis). */
const fitsWhole = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .first()
    .evaluate((element) => element.scrollWidth <= element.clientWidth);

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
]) {
  test(`a sender edits and sends without saving and sees the summary (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const owner = await createAccount(request, 'send-owner');
    const first = uniqueEmail('sam.signer.with.a.rather.long.address');
    const second = uniqueEmail('second-signer');
    const token = await apiToken(request, owner.email, owner.password);
    const { id } = await createRequest(request, token, {
      title: 'Untitled draft',
      signers: [first, second],
    });

    await page.goto('/login');
    await logIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto(`/view/${id}`);
    const panel = await viewerPanel(page);

    // The form shows what the request has stored: the account's default, SES under eIDAS.
    await expect(panel.getByLabel(/Simple electronic signature/)).toBeChecked();
    await expect(panel.getByRole('radio', { name: /eIDAS/ })).toBeChecked();
    // Every signer's whole address is in the panel.
    await expect(panel.getByText(first, { exact: true })).toBeVisible();
    expect(await fitsWhole(page, first)).toBe(true);

    await panel.getByLabel('Title').fill('Lease 2027');
    await panel.getByLabel('Message to the signers').fill('Please sign before March.');
    if (viewport.width < 600) await page.getByRole('button', { name: 'Close details' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Send this request?' });
    await expect(dialog).toBeVisible();
    const summary = dialog.getByTestId('send-summary');
    // Added without a sequence (-1): no order is promised (issue 20).
    await expect(dialog).toContainText(
      'Once sent, all signers are invited by e-mail at once and may sign in any order.',
    );
    await expect(summary).toContainText('Signers, in any order');
    await expect(summary).toContainText('Lease 2027');
    await expect(summary).toContainText('Untitled draft.pdf');
    await expect(summary.getByRole('list').nth(1).getByRole('listitem')).toHaveText([
      first,
      second,
    ]);
    await expect(summary).toContainText('Simple (SES)');
    await expect(summary).toContainText('EU law (eIDAS)');
    await expect(summary).toContainText('Please sign before March.');
    await page.screenshot({
      path: path.join(ARTIFACTS, `send-summary-${viewport.width}.png`),
    });
    // Stored before it is sent: the draft already holds what was typed.
    const draft = await request.get(`/v3/signature-requests/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await draft.json()).toMatchObject({ status_overall: 'DRAFT', title: 'Lease 2027' });

    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The signature request has been sent.')).toBeVisible();
    await expect(page.getByTestId('request-status')).toHaveText('Open');
    await expect(page.getByTestId('request-progress')).toHaveText('0 of 2 signed');
    await page.screenshot({
      path: path.join(ARTIFACTS, `send-sent-header-${viewport.width}.png`),
    });

    const stored = await request.get(`/v3/signature-requests/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await stored.json()).toMatchObject({
      status_overall: 'OPEN',
      title: 'Lease 2027',
      message: 'Please sign before March.',
      quality: 'SES',
      legislation: 'EIDAS',
    });
    await expect
      .poll(async () => (await mailTo(request, first)).map((mail) => mail.text).join('\n'))
      .toContain('Please sign before March.');
    expect(
      (await mailTo(request, first)).map((mail) => `${mail.subject}\n${mail.text}`).join('\n'),
    ).toContain('Lease 2027');

    // The inbox row says how far the signing has come.
    await page.goto('/dashboard?tab=inbox&filter=pending');
    const row = page.getByTestId('request-row').filter({ hasText: 'Lease 2027' });
    await expect(row.getByTestId('request-progress')).toHaveText('0 of 2 signed');
    await page.screenshot({
      path: path.join(ARTIFACTS, `send-inbox-progress-${viewport.width}.png`),
    });
  });
}
