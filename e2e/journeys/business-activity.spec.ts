import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { createAccount, logIn, PASSWORD } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiToken, createRequest, tanFromOutbox } from '../support/requests.ts';

// Issue 15: an admin exports the business's activity and the file opens with its rows. Set-up
// (the business, a member, the member's signature) goes through the API.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The member signs an open request of their own through the API, with the TAN from the outbox. */
async function signAsMember(request: APIRequestContext, token: string, title: string) {
  const mobile = `+4176${String(Date.now()).slice(-7)}`;
  const profile = await request.put('/v1/user', {
    headers: bearer(token),
    data: { attributes: { mobile: [mobile] } },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const me = (await (await request.get('/v1/user', { headers: bearer(token) })).json()) as {
    email: string;
  };
  const { id } = await createRequest(request, token, { title, signers: [me.email] });
  const sent = await request.post(`/v3/signature-requests/${id}/initiate`, {
    headers: bearer(token),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const body = { signatureRequests: [{ signatureRequestId: id }] };
  const started = await request.post('/v3/sign', { headers: bearer(token), data: body });
  expect(started.status(), await started.text()).toBe(200);
  const tan = await tanFromOutbox(request, mobile);
  const signed = await request.post('/v3/sign', {
    headers: bearer(token),
    data: { ...body, tan },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  return id;
}

test('an admin exports the signatures as CSV and the file opens with its rows', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 'activity-admin', {
    firstName: 'Ada',
    lastName: 'Admin',
  });
  const adminToken = await apiToken(request, admin.email, PASSWORD);
  const founded = await request.post('/v2/businesses', {
    headers: bearer(adminToken),
    data: { name: 'Müller & Söhne AG', email: 'office@business.example', gtc: true, dpa: true },
  });
  expect(founded.status(), await founded.text()).toBe(201);
  const { id: businessId } = (await founded.json()) as { id: string };
  const member = await createAccount(request, 'activity-member', {
    firstName: 'Zoë',
    lastName: 'Brüggemann',
  });
  const invited = await request.post(`/v1/businesses/${businessId}/members`, {
    headers: bearer(adminToken),
    data: { users: [member.email] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const memberToken = await apiToken(request, member.email, PASSWORD);
  const accepted = await request.post('/v1/user/accept', {
    headers: bearer(memberToken),
    data: { business_invite: true },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  // A title a spreadsheet would run as a formula, with quotes, a comma and umlauts.
  const title = '=HYPERLINK("http://evil.example"), Vertrag "Zürich"';
  const requestId = await signAsMember(request, memberToken, title);

  await page.goto('/login');
  await logIn(page, admin.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/business/members/activity');
  await expect(page).toHaveURL(/\/business\/activity$/);
  const signatures = page.getByRole('table', { name: 'Signatures', exact: true });
  // The screen's code and texts load on first visit; the machine may be busy.
  await expect(signatures).toBeVisible({ timeout: 30_000 });
  await expect(signatures.getByRole('row').filter({ hasText: 'Zoë Brüggemann' })).toContainText(
    title,
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export signatures (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Müller & Söhne AG signatures.csv');
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes.toString('utf8'), { bom: true, columns: true }) as Record<
    string,
    string
  >[];
  expect(rows).toEqual([
    expect.objectContaining({
      action: 'signed',
      signer_name: 'Zoë Brüggemann',
      signer_email: member.email,
      level: 'ses',
      signature_request_id: requestId,
      // Read back as text: the leading apostrophe keeps the spreadsheet from running it.
      signature_request_title: `'${title}`,
    }),
  ]);
  await expect(page.getByText('The download has started.')).toBeVisible();
});
