import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createAccount, linkFromMailbox, logIn, PASSWORD } from '../support/accounts.ts';
import { ARTIFACTS, expect, expectAccessible, test } from '../support/fixtures.ts';
import { apiToken, simplePdf, tanFromOutbox } from '../support/requests.ts';

// Issue 14: business accounts as their admins and members meet them. Set-up goes through the API;
// each journey drives through the screens the one thing it is about.

const DOWNLOADS = path.resolve(import.meta.dirname, '../artifacts/downloads');
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A business founded through the API by a new account, which is its first admin. */
async function businessOf(request: APIRequestContext, prefix: string, name: string) {
  const admin = await createAccount(request, prefix, { firstName: 'Ada', lastName: 'Admin' });
  const token = await apiToken(request, admin.email, PASSWORD);
  const founded = await request.post('/v2/businesses', {
    headers: bearer(token),
    data: { name, email: 'office@business.example', gtc: true, dpa: true },
  });
  expect(founded.status(), await founded.text()).toBe(201);
  const { id } = (await founded.json()) as { id: string };
  return { admin, token, id };
}

/** `person` joins through the API: invited by the admin, accepted from their account. */
async function join(
  request: APIRequestContext,
  business: { id: string; token: string },
  person: { email: string },
) {
  const invited = await request.post(`/v1/businesses/${business.id}/members`, {
    headers: bearer(business.token),
    data: { users: [person.email] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = await apiToken(request, person.email, PASSWORD);
  const accepted = await request.post('/v1/user/accept', {
    headers: bearer(token),
    data: { business_invite: true },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return token;
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await context.addInitScript(() => localStorage.setItem('signet-cookie-consent', 'necessary'));
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

async function shoot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `business-${name}.png`), fullPage: true });
}

/** A PNG of one colour, `width` × `height`, written here so the journey needs no fixture. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

test('a user founds a business through /business/register and lands on its welcome page', async ({
  page,
  request,
}) => {
  const founder = await createAccount(request, 'founder', { firstName: 'Fiona', lastName: 'Ford' });
  await page.goto('/login');
  await logIn(page, founder.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/business/register');
  await expect(page.getByRole('heading', { name: 'Set up your business account' })).toBeVisible();
  await expectAccessible(page, '/business/register');
  await page.getByLabel('Business name').fill('Ford & Partner AG');
  await page.getByLabel(/terms and conditions/).check();
  await page.getByLabel(/data processing agreement/).check();
  await page.getByRole('button', { name: 'Create business account' }).click();
  await expect(page).toHaveURL(/\/business\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ford & Partner AG');
  await expectAccessible(page, '/business/welcome');
  // The founder is its admin now: the business pages open, and the register page sends them on.
  await page.goto('/business/register');
  await expect(page).toHaveURL(/\/business\/profile$/);
  await expect(page.getByLabel('Business name')).toHaveValue('Ford & Partner AG');
});

test('an admin invites a colleague, who accepts in their own browser and is listed as a member', async ({
  page,
  request,
  browser,
}) => {
  const business = await businessOf(request, 'inviter', 'Invite AG');
  const colleague = await createAccount(request, 'colleague', {
    firstName: 'Carl',
    lastName: 'Colleague',
  });
  await page.goto('/login');
  await logIn(page, business.admin.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/business/members');
  await page.getByRole('button', { name: 'Add member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add members' });
  await dialog.getByLabel('Email addresses').fill(colleague.email);
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: colleague.email, exact: true })).toBeVisible();

  // The colleague, in a browser of their own, meets the invitation as a blocking dialog.
  const other = await signedInPage(browser, colleague.email);
  const invitation = other.getByRole('dialog', { name: 'Join Invite AG on Signet' });
  await expect(invitation).toBeVisible();
  await shoot(other, 'invitation-dialog');
  await invitation.getByRole('button', { name: 'Join business' }).click();
  await expect(invitation).toBeHidden();
  await other.context().close();

  await page.reload();
  const row = page.getByRole('row', { name: /Carl Colleague/ });
  await expect(row).toContainText('Member');
  await expect(page.getByText('There are no open invitations.').first()).toBeVisible();
  await expectAccessible(page, '/business/members');
});

test('an admin makes a member an admin, then removes them; the removed person is told', async ({
  page,
  request,
  browser,
}) => {
  const business = await businessOf(request, 'promoter', 'Promote AG');
  const member = await createAccount(request, 'promoted', { firstName: 'Mia', lastName: 'Member' });
  await join(request, business, member);

  await page.goto('/login');
  await logIn(page, business.admin.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/business/members');
  const row = page.getByRole('row', { name: /Mia Member/ });
  await expect(row).toContainText('Member');
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Make admin' }).click();
  await expect(row).toContainText('Admin');

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove members' });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeHidden();

  const removed = await signedInPage(browser, member.email);
  const notice = removed.getByRole('dialog', {
    name: 'You are no longer a member of the business',
  });
  await expect(notice).toBeVisible();
  await shoot(removed, 'removed-notice');
  await notice.getByRole('button', { name: 'OK, continue' }).click();
  await expect(removed).toHaveURL(/\/profile$/);
  await expect(notice).toBeHidden();
  // The business pages are closed to them now.
  await removed.goto('/business/members');
  await expect(removed).toHaveURL(/\/business\/register$/);
  await removed.context().close();
});

test('an admin sets the logo, and a signer sees it on the signing page', async ({
  page,
  request,
  browser,
}) => {
  const business = await businessOf(request, 'brander', 'Logo & Co AG');
  const signer = await createAccount(request, 'branded-signer', {
    firstName: 'Sven',
    lastName: 'Signer',
  });
  await page.goto('/login');
  await logIn(page, business.admin.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/business/profile');
  await page.getByTestId('logo-file').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: png(240, 80, [24, 90, 160]),
  });
  await expect(page.getByText('The logo has been saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo of Logo & Co AG' })).toBeVisible();
  await shoot(page, 'profile-logo');

  // The admin's request goes to the signer (set up through the API).
  const created = await request.post('/v3/signature-requests', {
    headers: bearer(business.token),
    data: {
      title: 'Branded agreement',
      documents: [{ content: simplePdf().toString('base64'), title: 'Branded agreement.pdf' }],
      signatures: [{ account_email: signer.email }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sent = await request.post(`/v3/signature-requests/${id}/initiate`, {
    headers: bearer(business.token),
  });
  expect(sent.status(), await sent.text()).toBe(200);

  const signerPage = await signedInPage(browser, signer.email);
  await signerPage.goto(`/view/${id}`);
  const branding = signerPage.getByRole('region', { name: 'Sent on behalf of Logo & Co AG' });
  await expect(branding).toBeVisible();
  const logo = branding.getByRole('img', { name: 'Logo of Logo & Co AG' });
  await expect(logo).toBeVisible();
  // The picture really loaded (a broken image has no natural width).
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await shoot(signerPage, 'signer-sees-logo');
  await signerPage.context().close();
});

test('a member signs at AES for business; pdfsig accepts the signed file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The business's domain: the admin's own address is in it, so the admin may claim it.
  const domain = `aes-${Date.now().toString(36)}.example`;
  const admin = await accountAt(request, `ada@${domain}`, 'Ada', 'Admin');
  const member = await accountAt(request, `max@${domain}`, 'Max', 'Member');
  const adminToken = await apiToken(request, admin, PASSWORD);
  const founded = await request.post('/v2/businesses', {
    headers: bearer(adminToken),
    data: { name: 'Vouch AG', email: `office@${domain}`, gtc: true, dpa: true },
  });
  expect(founded.status(), await founded.text()).toBe(201);
  const { id } = (await founded.json()) as { id: string };
  const business = { id, token: adminToken };
  const claimed = await request.post(`/v1/businesses/${id}/domains`, {
    headers: bearer(adminToken),
    data: { domain },
  });
  expect(claimed.status(), await claimed.text()).toBe(200);
  const representative = `rita-${Date.now().toString(36)}@registry.example`;
  const enabled = await request.put(`/v1/businesses/${id}/aes-for-business`, {
    headers: bearer(adminToken),
    data: {
      enabled: true,
      representativeName: 'Rita Representative',
      representativeEmail: representative,
      commercialRegister: 'CHE-123.456.789',
      domains: [domain],
      legislation: 'zertes',
    },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
  // The representative confirms through the mailed link.
  const link = await linkFromMailbox(request, representative, '/signup/confirm');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByRole('heading', { name: 'Thank you for your confirmation' }),
  ).toBeVisible();

  const memberToken = await join(request, business, { email: member });
  const mobile = `+4176${String(Date.now()).slice(-7)}`;
  const profile = await request.put('/v1/user', {
    headers: bearer(memberToken),
    data: { attributes: { mobile: [mobile] } },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const created = await request.post('/v3/signature-requests', {
    headers: bearer(memberToken),
    data: {
      title: 'Vouched contract',
      quality: 'AES',
      legislation: 'ZERTES',
      documents: [{ content: simplePdf().toString('base64'), title: 'Vouched contract.pdf' }],
      signatures: [{ account_email: member }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const signing = (await created.json()) as { id: string };
  const sent = await request.post(`/v3/signature-requests/${signing.id}/initiate`, {
    headers: bearer(memberToken),
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await page.goto('/login');
  await logIn(page, member, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/view/${signing.id}`);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  // A first advanced signature asks for the trust service's terms of use, and for the stamp.
  const terms = page.getByRole('dialog', { name: /terms of use/i });
  const stamp = page.getByRole('dialog', { name: 'Your visual signature' });
  await expect(terms.or(stamp)).toBeVisible();
  if (await terms.isVisible()) {
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: /Accept|Continue/ }).click();
  }
  await expect(stamp).toBeVisible();
  await stamp.getByRole('button', { name: 'Continue' }).click();
  const tanDialog = page.getByRole('dialog', { name: 'Enter your code' });
  await expect(tanDialog).toBeVisible();
  const tan = await tanFromOutbox(request, mobile);
  await tanDialog.getByLabel('Code from the SMS').fill(tan);
  await tanDialog.getByRole('button', { name: 'Sign now' }).click();
  // One success screen: /signed.
  const success = page.getByRole('heading', { level: 1, name: 'Thank you for signing' });
  await expect(success).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'aes-signed');

  // The signed document, as the member downloads it.
  const documents = await request.get(`/v3/signature-requests/${signing.id}`, {
    headers: bearer(memberToken),
  });
  const { documents: docs } = (await documents.json()) as { documents: { id: string }[] };
  const file = await request.get(`/v3/documents/${docs[0]!.id}/download?signed=true`, {
    headers: bearer(memberToken),
  });
  expect(file.status()).toBe(200);
  mkdirSync(DOWNLOADS, { recursive: true });
  const target = path.join(DOWNLOADS, 'aes-for-business.pdf');
  writeFileSync(target, await file.body());
  const report = execFileSync('pdfsig', [target], { encoding: 'utf8' });
  expect(report.match(/Signature Validation: Signature is Valid\./g)).toHaveLength(1);
  expect(report).toContain(member);
});

/** An account at a given address (the business's own domain), through the sign-up API. */
async function accountAt(
  request: APIRequestContext,
  email: string,
  firstName: string,
  lastName: string,
): Promise<string> {
  const asked = await request.post('/v1/request-confirmation', {
    data: { email, flow: 'signup', lang: 'en-gb' },
  });
  expect(asked.status(), await asked.text()).toBe(204);
  const link = await linkFromMailbox(request, email, '/signup/confirm');
  const registered = await request.post('/v1/register', {
    data: {
      firstName,
      lastName,
      password: PASSWORD,
      token: link.searchParams.get('token'),
      gtc: true,
      lang: 'en-gb',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return email;
}

// One test per admin screen, each at desktop and phone width: a walk through all of them in one
// test ran past any sensible limit on a loaded two-core machine.
for (const [path, heading] of [
  ['/business/profile', 'Business profile'],
  ['/business/profile/aes-for-business', 'AES for Business'],
  ['/business/settings', 'Business settings'],
  ['/business/members', 'Members'],
  ['/business/members/domains', 'Domains'],
  ['/business/dashboard', 'Business dashboard'],
] as const) {
  test(`the business admin screen ${path} passes axe and fits a 375 px wide phone`, async ({
    page,
    request,
  }) => {
    const business = await businessOf(request, 'screens', 'Screens AG');
    await page.goto('/login');
    await logIn(page, business.admin.email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard/);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page, `${path} at ${width} px`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
    if (path === '/business/dashboard') await shoot(page, 'dashboard-375');
  });
}

test('a visitor signs up for a business from its mail link and founds it, the referral code kept', async ({
  page,
  request,
}) => {
  const email = `boss-${Date.now().toString(36)}@founders.example`;
  await page.goto('/business/signup?ucc=partner-42');
  await expect(page.getByRole('heading', { name: 'Create a business account' })).toBeVisible();
  await expectAccessible(page, '/business/signup');
  expect(await page.evaluate(() => Object.values({ ...localStorage }))).toContain('partner-42');
  await page.getByLabel('Work email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expectAccessible(page, '/business/signup/mail-sent');

  const link = await linkFromMailbox(request, email, '/business/signup/steps');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Berta');
  await page.getByLabel('Last name').fill('Boss');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const terms = page.getByRole('checkbox');
  if ((await terms.count()) > 0) await terms.first().check();
  await page.getByRole('button', { name: 'Continue to business details' }).click();
  await expect(page).toHaveURL(/\/business\/register$/);
  await page.getByLabel('Business name').fill('Boss & Co');
  await page.getByLabel(/terms and conditions/).check();
  await page.getByLabel(/data processing agreement/).check();
  await page.getByRole('button', { name: 'Create business account' }).click();
  await expect(page).toHaveURL(/\/business\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Boss & Co');

  // The referral code travelled with the registration (attribute cello_ucc, §7 register celloUCC).
  const token = await apiToken(request, email, PASSWORD);
  const account = await request.get('/v1/user', { headers: bearer(token) });
  expect(
    ((await account.json()) as { attributes: Record<string, string[]> }).attributes,
  ).toMatchObject({ cello_ucc: ['partner-42'] });
});
