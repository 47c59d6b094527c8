import { createAccount, logIn, PASSWORD } from '../support/accounts.ts';
import { expect, expectDialogAccessible, test } from '../support/fixtures.ts';
import { apiToken, simplePdf } from '../support/requests.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Issue 20: a signer who lacks the requested level is led on, not left with "Understood": to
 * identification, or to asking the sender (a mail to the owner) to change the level.
 */
test('a signer without the level asks the sender to change it, and sees the way to identification', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, 'lvlowner', { firstName: 'Olga', lastName: 'Owner' });
  const signer = await createAccount(request, 'lvlsigner', {
    firstName: 'Sara',
    lastName: 'Signer',
  });
  const ownerToken = await apiToken(request, owner.email, PASSWORD);
  const signerToken = await apiToken(request, signer.email, PASSWORD);
  const mobile = `+4175${String(Date.now()).slice(-7)}`;
  const saved = await request.put('/v1/user', {
    headers: bearer(signerToken),
    data: { attributes: { mobile: [mobile] } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const created = await request.post('/v3/signature-requests', {
    headers: bearer(ownerToken),
    data: {
      title: 'Supply contract',
      quality: 'QES',
      legislation: 'ZERTES',
      documents: [{ content: simplePdf().toString('base64'), title: 'supply.pdf' }],
      signatures: [{ account_email: signer.email }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const opened = await request.post(`/v3/signature-requests/${id}/initiate`, {
    headers: bearer(ownerToken),
  });
  expect(opened.status(), await opened.text()).toBe(200);

  await page.goto('/login');
  await logIn(page, signer.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/view/${id}`);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const visualData = page.getByRole('dialog', { name: 'Your visual signature' });
  // A first signature asks once for the stamp's lines.
  await visualData.getByRole('button', { name: 'Continue' }).click();
  await expect(visualData).toBeHidden();
  const dialog = page.getByRole('dialog', { name: 'A higher signature standard is needed' });
  await expect(dialog).toContainText('qualified electronic signature (QES) under ZertES');
  await expect(dialog.getByRole('link', { name: 'Get identified' })).toHaveAttribute(
    'href',
    '/profile/signature-standards',
  );
  await dialog.getByRole('button', { name: 'Ask the sender to change the level' }).click();
  await expect(
    dialog.getByText('The sender was asked by e-mail to change the level.'),
  ).toBeVisible();
  await expectDialogAccessible(page, 'upgrade standards dialog after asking');

  // The owner's mail names the request and links to it.
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(owner.email)}`);
      const { messages } = (await response.json()) as {
        messages: { subject: string | null; links: string[] }[];
      };
      return messages.some(
        (m) =>
          m.subject?.includes('Supply contract') === true &&
          m.subject.includes('level') &&
          m.links.some((l) => new URL(l).pathname === `/view/${id}`),
      );
    })
    .toBe(true);
});
