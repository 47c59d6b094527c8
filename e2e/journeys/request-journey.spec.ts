import path from 'node:path';
import { createAccount, logIn, uniqueEmail } from '../support/accounts.ts';
import { ARTIFACTS, expect, expectAccessible, test } from '../support/fixtures.ts';
import { addParticipant, logOut, uploadDocument } from '../support/viewer-journey.ts';

test.use({ viewport: { width: 1366, height: 900 } });

test('upload, invite, place the fields, send; a signer declines and the owner sees why', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const owner = await createAccount(request, 'owner', { firstName: 'Olivia', lastName: 'Owner' });
  const signer = await createAccount(request, 'signer', { firstName: 'Sam', lastName: 'Signer' });
  const otherSigner = uniqueEmail('second-signer');
  const observer = uniqueEmail('observer');
  const title = `Service agreement ${Date.now().toString(36)}`;
  const reason = 'The payment terms in section 2 are not what we agreed.';

  // The owner uploads a three-page document, lands in the viewer and invites two signers and an
  // observer from its side panel.
  await page.goto('/login');
  await logIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const id = await uploadDocument(page, title, 3);
  await addParticipant(page, 'signer', signer.email);
  await addParticipant(page, 'signer', otherSigner);
  await addParticipant(page, 'observer', observer);
  await expect(page).toHaveURL(new RegExp(`/view/${id}$`));

  // The viewer: pages load lazily, the side panel lists signers and the observer.
  const panel = page.getByTestId('viewer-panel');
  await expect(panel.getByRole('region', { name: 'Signers (2)' })).toBeVisible();
  await expect(panel.getByText(signer.email)).toBeVisible();
  await expect(panel.getByText(observer)).toBeVisible();
  const pages = page.getByTestId('document-page');
  await expect(pages).toHaveCount(3);
  await expect(pages.first()).toHaveAttribute('data-state', 'loaded', { timeout: 20_000 });
  await expect(page.getByTestId('request-status')).toHaveText('Draft');

  // Placement: a click places the first signer's field; the second is added and moved by keyboard.
  await page.getByRole('button', { name: 'Place signature fields' }).click();
  const first = pages.first();
  const box = (await first.boundingBox())!;
  await first.click({ position: { x: box.width * 0.3, y: box.height * 0.75 } });
  const fields = page.getByTestId('signature-field');
  await expect(fields).toHaveCount(1);
  const placedByPointer = (await fields.first().boundingBox())!;
  // 300×140 pt drawn at the page's scale.
  expect(placedByPointer.width / box.width).toBeCloseTo(300 / 595, 2);

  await page.getByRole('radio', { name: new RegExp(otherSigner) }).check();
  await page.getByRole('button', { name: 'Add field on this page' }).click();
  await expect(fields).toHaveCount(2);
  const second = fields.nth(1);
  await expect(second).toBeFocused();
  const before = (await second.boundingBox())!;
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+ArrowLeft');
  const after = (await second.boundingBox())!;
  expect(after.y).toBeGreaterThan(before.y + 40);
  expect(after.width).toBeLessThan(before.width);

  // A field can also be dragged.
  const dragFrom = (await fields.first().boundingBox())!;
  await page.mouse.move(dragFrom.x + 20, dragFrom.y + 20);
  await page.mouse.down();
  await page.mouse.move(dragFrom.x + 60, dragFrom.y - 80, { steps: 5 });
  await page.mouse.up();
  const dragTo = (await fields.first().boundingBox())!;
  expect(dragTo.x - dragFrom.x).toBeCloseTo(40, -1);
  expect(dragTo.y - dragFrom.y).toBeCloseTo(-100, -1);

  // Leaving with unsaved fields asks first.
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  const leave = page.getByRole('dialog');
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/view/${id}$`));

  // Placement mode as the owner sees it (the last screen shows the declined request).
  await page.screenshot({ path: path.join(ARTIFACTS, 'viewer-placement-mode.png') });
  await page.getByRole('button', { name: 'Save fields' }).click();
  await expect(page.getByText('The signature fields are saved.')).toBeVisible();
  await expect(page.getByTestId('signature-placeholder')).toHaveCount(2);
  // They are stored on the server: a fresh load shows them again.
  await page.reload();
  await expect(page.getByTestId('signature-placeholder')).toHaveCount(2);
  await expectAccessible(page, '/view/{srid} (owner, draft)');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  // Sending asks for confirmation with a summary of what goes out.
  await page
    .getByRole('dialog', { name: 'Send this request?' })
    .getByRole('button', { name: 'Send now' })
    .click();
  await expect(page.getByTestId('request-status')).toHaveText('Open');
  await expect(page.getByRole('button', { name: 'Remind' })).toBeVisible();
  await logOut(page);

  // The first signer finds it under toSign and declines with a message.
  await page.goto('/login');
  await logIn(page, signer.email, signer.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard?tab=inbox&filter=toSign');
  await page.getByText(title).click();
  await expect(page).toHaveURL(new RegExp(`/view/${id}$`));
  await expect(page.getByTestId('signature-placeholder')).toHaveCount(2);
  await page.getByRole('button', { name: 'Decline' }).click();
  const decline = page.getByRole('dialog');
  await decline.getByLabel('Reason (optional)').fill(reason);
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/declined$/);
  await expect(
    page.getByRole('heading', { name: 'You declined the signature request' }),
  ).toBeVisible();
  await logOut(page);

  // The owner finds it under declined, with the signer's message.
  await page.goto('/login');
  await logIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard?tab=inbox&filter=declined');
  await page.getByText(title).click();
  await expect(page).toHaveURL(new RegExp(`/view/${id}$`));
  await expect(page.getByTestId('request-status')).toHaveText('Declined');
  const notice = page.getByTestId('ended-notice');
  await expect(notice).toContainText(`${signer.email} declined this signature request`);
  await expect(notice).toContainText(reason);
  // The request ended for the other signer too: the panel no longer shows them as still to sign.
  const signersPanel = panel.getByRole('region', { name: 'Signers (2)' });
  await expect(signersPanel.getByRole('listitem').filter({ hasText: signer.email })).toContainText(
    'Declined',
  );
  await expect(signersPanel.getByRole('listitem').filter({ hasText: otherSigner })).toContainText(
    'Cancelled',
  );
  await expect(signersPanel).not.toContainText('Waiting');
  // Owner and observers download what there is: the original, nobody signed.
  await expect(panel.getByRole('button', { name: 'Download original PDF' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Download signature protocol' })).toHaveCount(0);
  await expect(pages.first()).toHaveAttribute('data-state', 'loaded', { timeout: 20_000 });
  await expectAccessible(page, '/view/{srid} (owner, declined)');
});
