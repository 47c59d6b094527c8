import { chromium } from 'playwright-core';

const BASE = 'http://127.0.0.1:4310';
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const api = async (method, path, body, token) => {
  const r = await fetch(BASE + path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null };
};
async function account(email, first) {
  await api('POST', '/v1/request-confirmation', { email, flow: 'signup', lang: 'en-gb' });
  await new Promise((r) => setTimeout(r, 500));
  const mb = await (await fetch(`${BASE}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
  const token = new URL(mb.messages[0].links[0]).searchParams.get('token');
  const reg = await api('POST', '/v1/register', {
    firstName: first,
    lastName: 'Muster',
    password: 'correct horse battery staple',
    token,
    gtc: true,
    lang: 'en-gb',
  });
  if (reg.status !== 201) throw new Error(JSON.stringify(reg));
}
async function login(page, email) {
  await page.goto(BASE + '/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
const stamp = Date.now().toString(36);
const admin = `anna-${stamp}@muster.example`;
const colleague = `ben-${stamp}@muster.example`;
await account(admin, 'Anna');
await account(colleague, 'Ben');
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console error:', m.text());
});
await login(page, admin);
await page.goto(BASE + '/business/register');
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shots/01-register.png', fullPage: true });
await page.getByRole('button', { name: 'Necessary only' }).click();
await page.getByLabel('Business name').fill('Muster AG');
await page.getByLabel(/terms and conditions/).check();
await page.getByLabel(/data processing agreement/).check();
await page.getByRole('button', { name: /Create business account/ }).click();
await page.waitForURL('**/business/welcome');
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/shots/02-welcome.png', fullPage: true });
for (const [name, path] of [
  ['03-profile', '/business/profile'],
  ['04-settings', '/business/settings'],
  ['05-members', '/business/members'],
  ['06-domains', '/business/members/domains'],
  ['07-dashboard', '/business/dashboard'],
  ['08-aes', '/business/profile/aes-for-business'],
]) {
  await page.goto(BASE + path);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}
// invite Ben
await page.goto(BASE + '/business/members');
await page.getByRole('button', { name: /Add member/i }).click();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/shots/09-add-member.png' });
const dialog = page.getByRole('dialog');
await dialog.getByRole('textbox').first().fill(colleague);
await dialog
  .getByRole('button', { name: /Invite|Send|Add/i })
  .last()
  .click();
await page.waitForTimeout(1200);
await page.screenshot({ path: '/tmp/shots/10-invited.png', fullPage: true });
const ctx2 = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const ben = await ctx2.newPage();
await login(ben, colleague);
await ben.waitForTimeout(1500);
await ben.screenshot({ path: '/tmp/shots/11-ben-invitation.png' });
await ben
  .getByRole('dialog')
  .getByRole('button', { name: /Accept|Join/i })
  .click();
await ben.waitForTimeout(1500);
await ben.screenshot({ path: '/tmp/shots/12-ben-joined.png' });
await page.reload();
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shots/13-members-with-ben.png', fullPage: true });
const mctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
const mobile = await mctx.newPage();
await login(mobile, admin);
for (const [name, path] of [
  ['14-m-members', '/business/members'],
  ['15-m-dashboard', '/business/dashboard'],
  ['16-m-profile', '/business/profile'],
]) {
  await mobile.goto(BASE + path);
  await mobile.waitForTimeout(1500);
  await mobile.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}
