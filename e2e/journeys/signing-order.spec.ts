import type { APIRequestContext } from '@playwright/test';
import { createAccount, linkFromMailbox, logIn, PASSWORD } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { apiToken, simplePdf, tanFromOutbox } from '../support/requests.ts';

// Issue 20, ADR 0630: a two-signer request in order. The second signer is invited only after the
// first has signed; before that, their inbox row and the viewer say whom they wait for, and the
// viewer offers no Sign.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signThroughApi(
  request: APIRequestContext,
  token: string,
  id: string,
  mobile: string,
) {
  const body = { signatureRequests: [{ signatureRequestId: id }] };
  const started = await request.post('/v3/sign', { headers: bearer(token), data: body });
  expect(started.status(), await started.text()).toBe(200);
  const tan = await tanFromOutbox(request, mobile);
  const signed = await request.post('/v3/sign', { headers: bearer(token), data: { ...body, tan } });
  expect(signed.status(), await signed.text()).toBe(200);
}

test('the second signer waits for the first, is invited once they signed, and then signs', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, 'orderowner', {
    firstName: 'Olga',
    lastName: 'Owner',
  });
  const first = await createAccount(request, 'orderfirst', { firstName: 'Fay', lastName: 'First' });
  const second = await createAccount(request, 'ordersecond', {
    firstName: 'Sid',
    lastName: 'Second',
  });
  const firstToken = await apiToken(request, first.email, PASSWORD);
  const mobile = `+4178${String(Date.now()).slice(-7)}`;
  const saved = await request.put('/v1/user', {
    headers: bearer(firstToken),
    data: { attributes: { mobile: [mobile] } },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const ownerToken = await apiToken(request, owner.email, PASSWORD);
  const created = await request.post('/v3/signature-requests', {
    headers: bearer(ownerToken),
    data: {
      title: 'Partnership agreement',
      documents: [{ content: simplePdf(1).toString('base64'), title: 'partnership.pdf' }],
      signatures: [
        { account_email: first.email, sequence: 1 },
        { account_email: second.email, sequence: 2 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sent = await request.post(`/v3/signature-requests/${id}/initiate`, {
    headers: bearer(ownerToken),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const ofThisRequest = (link: URL) => link.pathname.includes(id);

  // The first signer's invitation is out; the second has none (their turn has not come).
  await linkFromMailbox(request, first.email, ofThisRequest);
  const outbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(second.email)}`);
  const { messages } = (await outbox.json()) as { messages: { links: string[] }[] };
  expect(messages.flatMap((m) => m.links).filter((l) => l.includes(id))).toEqual([]);

  // The second signer's inbox row and viewer name the first signer; no Sign.
  await page.goto('/login');
  await logIn(page, second.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  const row = page.getByTestId('request-row').filter({ hasText: 'Partnership agreement' });
  await expect(row.getByTestId('request-waiting-for')).toHaveText('Waiting for Fay First');
  await expect(row.getByTestId('request-sender')).toHaveText(`From Olga Owner (${owner.email})`);
  await row.getByRole('link', { name: 'Partnership agreement' }).click();
  await expect(page).toHaveURL(new RegExp(`/view/${id}`));
  await expect(page.getByTestId('waiting-for')).toHaveText('Waiting for Fay First to sign first');
  await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
  await expectAccessible(page, 'viewer of a signer waiting for their turn');

  // The first signs: the second is invited now, and may sign.
  await signThroughApi(request, firstToken, id, mobile);
  await linkFromMailbox(request, second.email, ofThisRequest);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign', exact: true })).toBeVisible();
  await expect(page.getByTestId('waiting-for')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(row.getByTestId('request-progress')).toHaveText('1 of 2 signed');
  await expect(row.getByTestId('request-waiting-for')).toHaveCount(0);
});
