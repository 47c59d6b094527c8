import { createAccount, logIn, uniqueEmail } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { apiToken, createRequest } from '../support/requests.ts';
import { viewerPanel } from '../support/viewer-journey.ts';

// §7 remind (at most once per signer per 24 h, §8 'Failed to remind signers') and withdraw (the
// owner of an OPEN request), from the viewer's toolbar.

/** An OPEN request of `owner` with two signers, made through the API (the set-up, not the subject). */
async function openRequest(
  request: Parameters<typeof createRequest>[0],
  owner: { email: string; password: string },
  title: string,
  signers: string[],
): Promise<string> {
  const token = await apiToken(request, owner.email, owner.password);
  const { id } = await createRequest(request, token, { title, signers });
  const sent = await request.post(`/v3/signature-requests/${id}/initiate`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return id;
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
]) {
  test(`the owner reminds once a day, then withdraws the request (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const owner = await createAccount(request, 'remind-owner');
    const signers = [uniqueEmail('remind-a'), uniqueEmail('remind-b')];
    const id = await openRequest(request, owner, 'Lease renewal', signers);

    await page.goto('/login');
    await logIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto(`/view/${id}`);
    await expect(page.getByTestId('request-status')).toHaveText('Open');

    // The first reminder goes out; a second one the same day is refused by the server.
    await page.getByRole('button', { name: 'Remind', exact: true }).click();
    await expect(page.getByText('The signers have been reminded.')).toBeVisible();
    await expect
      .poll(async () => {
        const response = await request.get(
          `/dev/mailbox.json?to=${encodeURIComponent(signers[0]!)}`,
        );
        const { messages } = (await response.json()) as { messages: { subject: string | null }[] };
        return messages.length;
      })
      .toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: 'Remind', exact: true }).click();
    await expect(page.getByText('Failed to remind signers', { exact: false })).toBeVisible();
    await expect(page.getByTestId('request-status')).toHaveText('Open');

    // Withdrawing asks for confirmation and an optional message.
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw the signature request?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('request-status')).toHaveText('Open');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await dialog.getByLabel('Message to signers and observers (optional)').fill('Replaced by v2.');
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('request-status')).toHaveText('Withdrawn');
    const notice = page.getByTestId('ended-notice');
    await expect(notice).toContainText(`${owner.email} withdrew this signature request`);
    await expect(notice).toContainText('Replaced by v2.');
    await expect(page.getByRole('button', { name: 'Remind', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toHaveCount(0);
    const panel = await viewerPanel(page);
    const list = panel.getByRole('region', { name: 'Signers (2)' });
    await expect(list.getByText('Withdrawn')).toHaveCount(2);
    await expect(panel.getByRole('button', { name: 'Add signer' })).toHaveCount(0);
    await expectAccessible(page, `/view withdrawn (${viewport.name})`);
  });
}
