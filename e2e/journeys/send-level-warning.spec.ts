import path from 'node:path';
import { createAccount, logIn, PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { ARTIFACTS, expect, expectDialogAccessible, test } from '../support/fixtures.ts';
import { apiToken, simplePdf } from '../support/requests.ts';
import { viewerPanel } from '../support/viewer-journey.ts';

// Issue 20: the sender is warned before sending when a registered signer lacks the level. The
// summary names the signer, what they lack and what follows; a signer without an account is not
// named (nothing is known of them until they sign).

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
]) {
  test(`the send summary warns of a registered signer without the level (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const owner = await createAccount(request, 'warn-owner', {
      firstName: 'Olga',
      lastName: 'Owner',
    });
    const signer = await createAccount(request, 'warn-signer', {
      firstName: 'Sara',
      lastName: 'Signer',
    });
    const guest = uniqueEmail('warn-guest');
    const token = await apiToken(request, owner.email, PASSWORD);
    const created = await request.post('/v3/signature-requests', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: 'Supply contract',
        quality: 'QES',
        legislation: 'ZERTES',
        documents: [{ content: simplePdf().toString('base64'), title: 'supply.pdf' }],
        signatures: [{ account_email: signer.email }, { account_email: guest }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto('/login');
    await logIn(page, owner.email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto(`/view/${id}`);
    await viewerPanel(page);
    if (viewport.width < 600) await page.getByRole('button', { name: 'Close details' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Send this request?' });
    const warning = dialog.getByTestId('send-level-missing');
    await expect(warning).toContainText('Not every signer can sign at this level yet');
    await expect(warning.getByRole('listitem')).toHaveText([
      `Sara Signer (${signer.email}) has no identification for Qualified (QES) under Swiss law (ZertES).`,
    ]);
    await expect(warning).toContainText(
      'they will have to identify before they can sign, or ask you to change the level',
    );
    await expect(warning).not.toContainText(guest);
    await expectDialogAccessible(page, 'send summary with a level warning');
    await page.screenshot({
      path: path.join(ARTIFACTS, `send-level-warning-${viewport.width}.png`),
    });

    // The warning informs; the sender may still send.
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('request-status')).toHaveText('Open');
  });
}
