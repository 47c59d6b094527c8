import { createAccount, logIn } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { simplePdf } from '../support/requests.ts';

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
]) {
  test(`upload a PDF, then add two signers and an observer (${viewport.name})`, async ({
    page,
    request,
  }) => {
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

    await expect(page).toHaveURL(/\/invite\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Who needs to sign?' })).toBeVisible();
    // §2 skip-upload flag: the page knows it came from /upload.
    await expect(page.getByTestId('invite-from-upload')).toBeVisible();
    await expect(page.getByText('Service agreement.pdf')).toBeVisible();
    await expect(page.getByText('Pages: 3')).toBeVisible();

    const signers = [`bea-${Date.now()}@example.com`, `carl-${Date.now()}@example.com`];
    for (const signer of signers) {
      await page.getByRole('button', { name: 'Add signer' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email address').fill(signer);
      await dialog.getByRole('button', { name: 'Add signer' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('list', { name: 'Signers' })).toContainText(signer);
    }
    // The autocomplete knows addresses this account has worked with.
    await page.getByRole('button', { name: 'Add signer' }).click();
    const again = page.getByRole('dialog');
    await again.getByLabel('Email address').fill(signers[0]!.slice(0, 4));
    await expect(page.getByRole('option', { name: signers[0] })).toBeVisible();
    await page.getByRole('option', { name: signers[0] }).click();
    await again.getByRole('button', { name: 'Add signer' }).click();
    await expect(again.getByText('This person already takes part in this request.')).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();

    const observer = `olga-${Date.now()}@example.com`;
    await page.getByRole('button', { name: 'Add observer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email address').fill(observer);
    await dialog.getByRole('button', { name: 'Add observer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Observers' })).toContainText(observer);

    // Remove one signer again through the remove-signer dialog, then add them back.
    await page.getByRole('button', { name: `Remove ${signers[1]}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('list', { name: 'Signers' })).not.toContainText(signers[1]!);
    await page.getByRole('button', { name: 'Add signer' }).click();
    await page.getByRole('dialog').getByLabel('Email address').fill(signers[1]!);
    await page.getByRole('dialog').getByRole('button', { name: 'Add signer' }).click();
    await expect(page.getByRole('list', { name: 'Signers' })).toContainText(signers[1]!);

    // The details are saved with the chosen level.
    await page.getByLabel('Title').fill('Service agreement 2026');
    await page.getByLabel(/Advanced electronic signature/).check();
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Details saved.')).toBeVisible();

    // Reloaded, everything is still there, and the page no longer says it came from /upload.
    await page.reload();
    await expect(page.getByLabel('Title')).toHaveValue('Service agreement 2026');
    await expect(page.getByRole('list', { name: 'Signers' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Observers' })).toContainText(observer);
    await expect(page.getByTestId('invite-from-upload')).toBeHidden();
    await expectAccessible(page, `/invite (${viewport.name})`);
    await expect(page.getByRole('link', { name: 'Continue to place signatures' })).toBeVisible();
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
