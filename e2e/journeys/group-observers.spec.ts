import { createAccount, logIn, PASSWORD } from '../support/accounts.ts';
import { joinedMember } from '../support/business.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { apiToken, simplePdf } from '../support/requests.ts';
import { viewerPanel } from '../support/viewer-journey.ts';

// ADR 0915: an integration names a signer group of its business as a request's observer through
// the public API; a member of the group finds the request on the dashboard and sees the group,
// by its name, among the observers of the viewer's panel.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('a signer group named as observer through the public API: its member reads the request and sees the group', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await createAccount(request, 'gobs-admin', { firstName: 'Ada', lastName: 'Admin' });
  const adminToken = await apiToken(request, admin.email, PASSWORD);
  const founded = await request.post('/v2/businesses', {
    headers: bearer(adminToken),
    data: { name: 'Observers AG', email: 'office@observers.example', gtc: true, dpa: true },
  });
  expect(founded.status(), await founded.text()).toBe(201);
  const business = { id: ((await founded.json()) as { id: string }).id, token: adminToken };
  const anna = await joinedMember(request, business, 'gobs-anna', 'Anna');
  const group = await request.post('/v3/groups', {
    headers: bearer(adminToken),
    data: { name: 'Legal team', members: [anna.id] },
  });
  expect(group.status(), await group.text()).toBe(201);
  const groupId = ((await group.json()) as { id: string }).id;

  // The integration: an API account of the business sends a request with the group as observer.
  const apis = await request.post(`/v1/businesses/${business.id}/apis`, {
    headers: bearer(adminToken),
    data: { name: 'ERP', kind: 'production' },
  });
  expect(apis.status(), await apis.text()).toBe(201);
  const key = (await apis.json()) as { username: string; apiKey: string };
  const login = await request.post('/api/v2/access/login', {
    data: { username: key.username, 'api-key': key.apiKey },
  });
  expect(login.status(), await login.text()).toBe(200);
  const api = bearer(await login.text());
  const created = await request.post('/api/v3/signature-requests', {
    headers: api,
    data: {
      title: 'Supplier agreement',
      documents: [{ content: simplePdf().toString('base64'), title: 'Supplier agreement.pdf' }],
      signatures: [{ account_email: admin.email }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const requestId = ((await created.json()) as { id: string }).id;
  const observer = await request.post(`/api/v3/signature-requests/${requestId}/observers`, {
    headers: api,
    data: { type: 'GROUP', group_id: groupId },
  });
  expect(observer.status(), await observer.text()).toBe(200);
  const sent = await request.post(`/api/v3/signature-requests/${requestId}/initiate`, {
    headers: api,
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // Anna, a member of the group, finds it on her dashboard and opens it.
  await page.goto('/login');
  await logIn(page, anna.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  // Nothing for her to sign: an observer finds it under "All".
  await expect(page.getByText('Nothing to sign')).toBeVisible();
  await page
    .getByRole('group', { name: 'Filter documents' })
    .getByRole('button', { name: 'All', exact: true })
    .click();
  await page.getByText('Supplier agreement').first().click();
  await expect(page).toHaveURL(new RegExp(`/view/${requestId}$`));
  const panel = await viewerPanel(page);
  const observers = panel.getByRole('list').filter({ hasText: 'Legal team' });
  await expect(observers.getByText('Legal team', { exact: true })).toBeVisible();
  await expect(observers.getByText('Signer group · its members follow the request')).toBeVisible();
  // The group's id is shown nowhere.
  expect(await page.content()).not.toContain(groupId);
  await expectAccessible(page, '/view (group observer)');
  await page.screenshot({ path: 'artifacts/screenshots/group-observer-panel.png' });
});
