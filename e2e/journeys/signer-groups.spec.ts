import type { APIRequestContext } from '@playwright/test';
import { createAccount, logIn, PASSWORD } from '../support/accounts.ts';
import { joinedMember } from '../support/business.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { apiToken, createRequest } from '../support/requests.ts';
import { viewerPanel } from '../support/viewer-journey.ts';

// Issue 15: an admin creates a signer group on the groups screen and adds it to a request; one
// member signs for the group (through the API), and another member's inbox no longer shows it.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new member of the business, with a mobile number to sign with. */
async function member(
  request: APIRequestContext,
  business: { id: string; token: string },
  prefix: string,
  firstName: string,
) {
  const { email, token } = await joinedMember(request, business, prefix, firstName);
  const mobile = `+4179${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const updated = await request.put('/v1/user', {
    headers: bearer(token),
    data: { attributes: { mobile: [mobile] } },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return { email, token, mobile };
}

/** Signs through the API with the TAN the dev outbox received. */
async function signWithTan(
  request: APIRequestContext,
  signer: { token: string; mobile: string },
  requestId: string,
) {
  const body = { signatureRequests: [{ signatureRequestId: requestId }] };
  const started = await request.post('/v3/sign', { headers: bearer(signer.token), data: body });
  expect(started.status(), await started.text()).toBe(200);
  let tan: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(signer.mobile)}`);
      const { messages } = (await outbox.json()) as { messages: { text: string }[] };
      tan = messages.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
      return tan !== undefined;
    })
    .toBe(true);
  const signed = await request.post('/v3/sign', {
    headers: bearer(signer.token),
    data: { ...body, tan },
  });
  expect(signed.status(), await signed.text()).toBe(200);
}

test('an admin creates a signer group and adds it to a request; once one member signs, the other’s inbox no longer shows it', async ({
  page,
  browser,
  request,
}) => {
  // Three accounts through sign-up, two browser sessions and a signing: slow on a busy machine.
  test.setTimeout(240_000);
  const admin = await createAccount(request, 'groups-admin', {
    firstName: 'Ada',
    lastName: 'Admin',
  });
  const adminToken = await apiToken(request, admin.email, PASSWORD);
  const founded = await request.post('/v2/businesses', {
    headers: bearer(adminToken),
    data: { name: 'Groups AG', email: 'office@groups.example', gtc: true, dpa: true },
  });
  expect(founded.status(), await founded.text()).toBe(201);
  const business = { id: ((await founded.json()) as { id: string }).id, token: adminToken };
  const anna = await member(request, business, 'groups-anna', 'Anna');
  const ben = await member(request, business, 'groups-ben', 'Ben');

  // The admin creates the group on the groups screen, through the business navigation.
  await page.goto('/login');
  await logIn(page, admin.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/business/members');
  await page
    .getByRole('navigation', { name: 'Business administration' })
    .getByRole('link', { name: 'Signer groups' })
    .click();
  await expect(page).toHaveURL(/\/business\/members\/signer-groups$/);
  await expect(page.getByText('No signer groups yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create signer group' }).click();
  const overlay = page.getByRole('dialog', { name: 'Create signer group' });
  await overlay.getByLabel('Group name').fill('Board');
  await overlay.getByRole('checkbox', { name: /Anna Muster/ }).check();
  await overlay.getByRole('checkbox', { name: /Ben Muster/ }).check();
  await expect(overlay.getByText('Chosen: 2')).toBeVisible();
  await overlay.getByRole('button', { name: 'Create group' }).click();
  await expect(overlay).toBeHidden();
  const groups = page.getByRole('list', { name: 'Your signer groups' });
  await expect(groups.getByText('Board · Members: 2')).toBeVisible();
  await expect(groups.getByText('Anna Muster, Ben Muster')).toBeVisible();
  // The notice appears once the save answers: axe measures it drawn, not while it fades in.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Signer group “Board” created' }),
  ).toBeVisible();
  await expectAccessible(page, '/business/members/signer-groups');
  // On a 375 px phone the screen fits without scrolling sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(groups.getByText('Board · Members: 2')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the groups screen scrolls sideways at 375 px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The admin adds the group to a draft from the request panel, then sends it (API).
  const draft = await createRequest(request, adminToken, { title: 'Board resolution' });
  await page.goto(`/view/${draft.id}`);
  const panel = await viewerPanel(page);
  await panel.getByRole('button', { name: 'Add signer group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add signer group' });
  await dialog.getByRole('radio', { name: 'Board (Members: 2)' }).check();
  await dialog.getByRole('button', { name: 'Add group' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('Board', { exact: true }).first()).toBeVisible();
  const sent = await request.post(`/v3/signature-requests/${draft.id}/initiate`, {
    headers: bearer(adminToken),
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // Anna finds it under toSign.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await context.addInitScript(() => localStorage.setItem('signet-cookie-consent', 'necessary'));
  const annaPage = await context.newPage();
  await annaPage.goto('/login');
  await logIn(annaPage, anna.email, PASSWORD);
  await expect(annaPage).toHaveURL(/\/dashboard/);
  await annaPage.goto('/dashboard?tab=inbox&filter=toSign');
  await expect(annaPage.getByText('Board resolution')).toBeVisible();

  // Ben signs for the group; Anna's toSign no longer shows it.
  await signWithTan(request, ben, draft.id);
  await annaPage.reload();
  await expect(annaPage.getByText('Nothing to sign')).toBeVisible();
  await expect(annaPage.getByText('Board resolution')).toHaveCount(0);
  await context.close();
});
