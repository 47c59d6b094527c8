import { createAccount, logIn, uniqueEmail } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { apiToken, createRequest } from '../support/requests.ts';
import { viewerPanel } from '../support/viewer-journey.ts';

// Issue 20: the sender gives a draft a last day to sign, sends it and sees "expires on"; the
// signer opens it; the sender sees that in the timeline (people by name and address), reminds,
// and sees "last reminded" and the reminder in the timeline. The sender also signs, and is
// mailed no invitation to their own request: they sign from the viewer at once.

/** The subjects of the mails in the dev outbox to `email`. */
async function subjectsTo(request: Parameters<typeof createRequest>[0], email: string) {
  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { subject: string | null }[] };
  return messages.map((message) => message.subject ?? '');
}

/** The UTC calendar day `days` from now, as the date box takes it. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60_000).toISOString().slice(0, 10);

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
]) {
  test(`a sender sets a deadline, sees who opened the request and reminds (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const owner = await createAccount(request, 'deadline-owner', {
      firstName: 'Olivia',
      lastName: 'Owner',
    });
    const signer = await createAccount(request, 'deadline-signer', {
      firstName: 'Sam',
      lastName: 'Signer',
    });
    const title = `Lease ${uniqueEmail('t').slice(2, 10)}`;
    const token = await apiToken(request, owner.email, owner.password);
    const { id } = await createRequest(request, token, {
      title,
      signers: [signer.email, owner.email],
    });

    await page.goto('/login');
    await logIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto(`/view/${id}`);
    // A loaded machine may take a while to draw the viewer the first time.
    await expect(page.getByTestId('request-status')).toHaveText('Draft', { timeout: 30_000 });
    let panel = await viewerPanel(page);
    const lastDay = dayAhead(10);
    await panel.getByLabel('Last day to sign (optional)').fill(lastDay);
    if (viewport.width < 600) await page.getByRole('button', { name: 'Close details' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this request?' });
    const shown = new Intl.DateTimeFormat('en-gb', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${lastDay}T00:00:00Z`));
    await expect(dialog.getByTestId('send-summary')).toContainText(`Expires on ${shown}`);
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByTestId('request-status')).toHaveText('Open');

    // The owner who signs too can sign at once, and got no invitation of their own.
    await expect(page.getByRole('button', { name: 'Sign', exact: true })).toBeVisible();
    await expect
      .poll(() => subjectsTo(request, signer.email))
      .toContainEqual(expect.stringContaining(title));
    expect((await subjectsTo(request, owner.email)).filter((s) => s.includes(title))).toEqual([]);

    // The signer opens the request (set-up through the API: their first look is recorded).
    const signerToken = await apiToken(request, signer.email, signer.password);
    const opened = await request.get(`/v3/signature-requests/${id}`, {
      headers: { Authorization: `Bearer ${signerToken}` },
    });
    expect(opened.status()).toBe(200);

    await page.reload();
    panel = await viewerPanel(page);
    const deadline = panel.getByTestId('request-deadline');
    await expect(deadline).toContainText(`Expires on ${shown}`);
    await expect(deadline).toContainText('Not reminded yet');
    const timeline = panel.getByTestId('request-timeline');
    await expect(timeline.getByRole('listitem')).toHaveCount(3);
    await expect(timeline.getByRole('listitem').nth(0)).toContainText(
      `Olivia Owner (${owner.email}) created the request`,
    );
    await expect(timeline.getByRole('listitem').nth(1)).toContainText(
      `Olivia Owner (${owner.email}) sent the request`,
    );
    await expect(timeline.getByRole('listitem').nth(2)).toContainText(
      `Sam Signer (${signer.email}) opened the request`,
    );
    await expectAccessible(page, `/view with deadline and timeline (${viewport.name})`);

    if (viewport.width < 600) await page.getByRole('button', { name: 'Close details' }).click();
    await page.getByRole('button', { name: 'Remind', exact: true }).click();
    await expect(page.getByText('The signers have been reminded.')).toBeVisible();
    panel = await viewerPanel(page);
    await expect(panel.getByTestId('request-deadline')).toContainText('Last reminded');
    await expect(panel.getByTestId('request-timeline').getByRole('listitem')).toHaveCount(4);
    await expect(panel.getByTestId('request-timeline').getByRole('listitem').nth(3)).toContainText(
      `Olivia Owner (${owner.email}) reminded Sam Signer (${signer.email})`,
    );
    // The reminder went to the signer, not to the owner who signs too.
    await expect
      .poll(() => subjectsTo(request, signer.email))
      .toContainEqual(expect.stringContaining('Reminder'));
    expect((await subjectsTo(request, owner.email)).filter((s) => s.includes(title))).toEqual([]);

    // The inbox row says when the request expires.
    await page.goto('/dashboard');
    const row = page.getByTestId('request-row').filter({ hasText: title });
    await expect(row.getByTestId('request-expiry')).toHaveText(`Expires on ${shown}`);
  });
}
