import path from 'node:path';
import { createAccount, logIn, uniqueEmail } from '../support/accounts.ts';
import { ARTIFACTS, expect, expectAccessible, test } from '../support/fixtures.ts';
import { simplePdf } from '../support/requests.ts';
import { addParticipant, viewerPanel } from '../support/viewer-journey.ts';

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
]) {
  test(`a user uploads a PDF and edits the draft in the viewer's panel (${viewport.name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { email, password } = await createAccount(request, 'upload');
    await page.goto('/login');
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.getByRole('link', { name: 'New signature request' }).click();
    await expect(page).toHaveURL(/\/upload$/);
    await expect(page.getByRole('heading', { name: 'New signature request' })).toBeVisible();

    await page.getByTestId('upload-input').setInputFiles({
      name: 'Service agreement.pdf',
      mimeType: 'application/pdf',
      buffer: simplePdf(3),
    });

    // §2: /invite/{id} is a member route; a plain user's draft opens in the viewer.
    await expect(page).toHaveURL(/\/view\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const id = page.url().split('/').pop()!;
    await expect(page.getByTestId('document-page')).toHaveCount(3);
    await expect(page.getByTestId('request-status')).toHaveText('Draft');
    let panel = await viewerPanel(page);

    const signers = [uniqueEmail('bea'), uniqueEmail('carl')];
    for (const signer of signers) await addParticipant(page, 'signer', signer);
    await expect(panel.getByRole('region', { name: 'Signers (2)' })).toBeVisible();
    // The autocomplete knows addresses this account has worked with.
    await panel.getByRole('button', { name: 'Add signer' }).click();
    const again = page.getByRole('dialog', { name: 'Add signer' });
    await again.getByLabel('Email address').fill(signers[0]!.slice(0, 4));
    await expect(page.getByRole('option', { name: signers[0] })).toBeVisible();
    await page.getByRole('option', { name: signers[0] }).click();
    await again.getByRole('button', { name: 'Add signer' }).click();
    await expect(again.getByText('This person already takes part in this request.')).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();

    const observer = uniqueEmail('olga');
    await addParticipant(page, 'observer', observer);

    // Remove one signer through the remove-signer dialog, then add them back.
    await panel.getByRole('button', { name: `Remove ${signers[1]}` }).click();
    await page
      .getByRole('dialog', { name: 'Remove signer' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(panel.getByRole('region', { name: 'Signers (1)' })).toBeVisible();
    await expect(panel.getByText(signers[1]!, { exact: true })).toBeHidden();
    await addParticipant(page, 'signer', signers[1]!);
    await expect(panel.getByRole('region', { name: 'Signers (2)' })).toBeVisible();

    // Removing an observer asks first; cancelling keeps them.
    await panel.getByRole('button', { name: `Remove ${observer}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove observer' });
    await expect(confirm).toContainText(`${observer} will no longer follow`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel.getByText(observer, { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: `Remove ${observer}` }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(panel.getByText('No observers.')).toBeVisible();
    await addParticipant(page, 'observer', observer);

    // The details are saved with the chosen level.
    await panel.getByLabel('Title').fill('Service agreement 2026');
    await panel.getByLabel('Message to the signers').fill('Please sign by Friday.');
    await panel.getByLabel(/Advanced electronic signature/).check();
    await panel.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Details saved.')).toBeVisible();
    // The viewer's heading follows (behind the drawer on a phone, so not by role).
    await expect(page.locator('h1')).toHaveText('Service agreement 2026');
    await page.screenshot({
      path: path.join(ARTIFACTS, `viewer-draft-details-${viewport.width}.png`),
    });
    await panel.getByRole('region', { name: 'Signers (2)' }).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(ARTIFACTS, `viewer-draft-panel-${viewport.width}.png`),
    });

    // Reloaded, everything is still there.
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/view/${id}$`));
    panel = await viewerPanel(page);
    await expect(panel.getByLabel('Title')).toHaveValue('Service agreement 2026');
    await expect(panel.getByLabel('Message to the signers')).toHaveValue('Please sign by Friday.');
    await expect(panel.getByLabel(/Advanced electronic signature/)).toBeChecked();
    await expect(panel.getByRole('region', { name: 'Signers (2)' })).toBeVisible();
    await expect(panel.getByText(observer, { exact: true })).toBeVisible();
    // Nothing to download in the draft but the original.
    await expect(panel.getByRole('button', { name: 'Download original PDF' })).toBeVisible();
    await expectAccessible(page, `/view draft panel (${viewport.name})`);

    // /invite/{id} is for members only: a user gets the 404 page there.
    await page.goto(`/invite/${id}`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test(`a file that is not a PDF is refused by name (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { email, password } = await createAccount(request, 'refused');
    await page.goto('/login');
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/upload');
    // A .pdf name proves nothing: the bytes decide.
    await page.getByTestId('upload-input').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('These are my meeting notes, not a PDF.\n'),
    });
    await expect(page.getByTestId('upload-refused')).toHaveText(
      '“notes.pdf” is not a PDF. Only PDF documents can be signed.',
    );
    await expect(page).toHaveURL(/\/upload$/);
    await expectAccessible(page, `/upload refused (${viewport.name})`);
  });
}
