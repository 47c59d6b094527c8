import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { type Account, account, foundBusiness, join } from './support/business.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { useHarness } from './support/test-app.ts';

type Role = 'unauthenticated' | 'outsider' | 'other admin' | 'member' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Case {
  name: string;
  method: Method;
  url: string;
  body?: unknown;
  /** A raw image body instead of JSON. */
  png?: Buffer;
  /** What each role gets; unlisted roles: member 403, other admin and outsider 404, 401 signed out. */
  expected: Partial<Record<Role, number>> & { admin: number };
  /** Runs before the admin's call (the others must change nothing). */
  before?: () => Promise<void>;
}

const fieldsOf = (body: unknown) =>
  ((body as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field).sort();

const DEFAULTS: Record<Exclude<Role, 'admin'>, number> = {
  unauthenticated: 401,
  outsider: 404,
  'other admin': 404,
  member: 403,
};

async function call(app: SignetApp, who: Account | undefined, c: Case) {
  const headers: Record<string, string> = who ? { authorization: `Bearer ${who.token}` } : {};
  if (c.png) headers['content-type'] = 'image/png';
  const response = await app.inject({
    method: c.method,
    url: c.url,
    headers,
    ...(c.png ? { payload: c.png } : c.body !== undefined ? { payload: c.body as object } : {}),
  });
  return { status: response.statusCode, body: response.body };
}

describe.each(databases)('who may call each business endpoint, on $name', (engine) => {
  const harness = useHarness(engine);

  it('admin OK; member 403; another business’s admin and outsiders 404; signed out 401', async () => {
    const app = await harness.app();
    const domain = `acme-${Date.now().toString(36)}.example`;
    const admin = await account(app, 'admin', domain);
    const member = await account(app, 'member');
    const promoted = await account(app, 'promoted');
    const leaver = await account(app, 'leaver');
    const otherAdmin = await account(app, 'other');
    const outsider = await account(app, 'outsider');
    const { id } = await foundBusiness(app, admin);
    await foundBusiness(app, otherAdmin, 'Other AG');
    for (const person of [member, promoted, leaver]) await join(app, id, admin, person);
    const invited = await call(app, admin, {
      name: 'invite',
      method: 'POST',
      url: `/v1/businesses/${id}/members`,
      body: { users: ['to-withdraw@elsewhere.example'] },
      expected: { admin: 201 },
    });
    const invitation = (JSON.parse(invited.body) as { id: string }[])[0]?.id;
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: { r: 9, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
    const b1 = `/v1/businesses/${id}`;
    const b2 = `/v2/businesses/${id}`;
    const signedIn = { outsider: 200, 'other admin': 200, member: 200 };

    const cases: Case[] = [
      { name: 'GET business', method: 'GET', url: b1, expected: { admin: 200 } },
      {
        name: 'GET own business',
        method: 'GET',
        url: '/v2/businesses/user',
        expected: { admin: 200, ...signedIn },
      },
      {
        name: 'PUT business',
        method: 'PUT',
        url: b1,
        body: { name: 'Acme Holding' },
        expected: { admin: 200 },
      },
      { name: 'GET settings', method: 'GET', url: `${b1}/settings`, expected: { admin: 200 } },
      {
        name: 'PUT settings',
        method: 'PUT',
        url: `${b1}/settings`,
        body: { signatureRequests: { part11: { enabled: true } } },
        expected: { admin: 200 },
      },
      { name: 'upload logo', method: 'POST', url: `${b1}/logo`, png, expected: { admin: 200 } },
      { name: 'delete logo', method: 'DELETE', url: `${b1}/logo`, expected: { admin: 200 } },
      {
        name: 'public information',
        method: 'GET',
        url: `${b2}/public-information`,
        expected: { admin: 200, ...signedIn },
      },
      {
        name: 'direct public information',
        method: 'GET',
        url: `/v2/direct/businesses/${id}/public-information`,
        expected: { admin: 200, ...signedIn, unauthenticated: 200 },
      },
      { name: 'statistics', method: 'GET', url: `${b2}/statistics`, expected: { admin: 200 } },
      { name: 'admins', method: 'GET', url: `${b1}/admins`, expected: { admin: 200 } },
      {
        name: 'change to admins',
        method: 'POST',
        url: `${b1}/change-to-admins`,
        body: { user_ids: [promoted.id] },
        expected: { admin: 200 },
      },
      {
        name: 'change to members',
        method: 'POST',
        url: `${b1}/change-to-members`,
        body: { user_ids: [promoted.id] },
        expected: { admin: 200 },
      },
      { name: 'members', method: 'GET', url: `${b1}/members`, expected: { admin: 200 } },
      {
        name: 'invite',
        method: 'POST',
        url: `${b1}/members`,
        body: { users: ['newcomer@elsewhere.example'] },
        expected: { admin: 201 },
      },
      {
        name: 'remove members',
        method: 'POST',
        url: `${b1}/remove-members`,
        body: { user_ids: [leaver.id] },
        expected: { admin: 204 },
      },
      { name: 'invitations', method: 'GET', url: `${b2}/invitations`, expected: { admin: 200 } },
      {
        name: 'withdraw invitation',
        method: 'DELETE',
        url: `${b1}/invitations/${invitation}`,
        expected: { admin: 204 },
      },
      {
        name: 'claim domain',
        method: 'POST',
        url: `${b1}/domains`,
        body: { domain },
        expected: { admin: 200 },
      },
      {
        name: 'release domain (body)',
        method: 'DELETE',
        url: `${b1}/domains`,
        body: { domain },
        expected: { admin: 200 },
      },
      {
        name: 'release domain (path)',
        method: 'DELETE',
        url: `${b1}/domains/${domain}`,
        expected: { admin: 200 },
        before: async () => {
          const claim = cases.find((c) => c.name === 'claim domain');
          if (claim) await call(app, admin, claim);
        },
      },
      { name: 'delete business', method: 'DELETE', url: b2, expected: { admin: 200 } },
      {
        name: 'revoke deletion',
        method: 'POST',
        url: `${b2}/revoke_delete`,
        expected: { admin: 200 },
      },
      {
        name: 'found a business',
        method: 'POST',
        url: '/v2/businesses',
        body: { name: 'New AG', email: 'new@new.example', gtc: true, dpa: true },
        expected: { admin: 409, member: 409, 'other admin': 409, outsider: 201 },
      },
    ];

    const roles: [Role, Account | undefined][] = [
      ['unauthenticated', undefined],
      ['other admin', otherAdmin],
      ['member', member],
      ['outsider', outsider],
      ['admin', admin],
    ];
    const outcomes: string[] = [];
    const wanted: string[] = [];
    for (const c of cases) {
      for (const [role, who] of roles) {
        if (role === 'admin') await c.before?.();
        const { status } = await call(app, who, c);
        outcomes.push(`${c.name} as ${role}: ${status}`);
        wanted.push(
          `${c.name} as ${role}: ${role === 'admin' ? c.expected.admin : (c.expected[role] ?? DEFAULTS[role])}`,
        );
      }
    }
    expect(outcomes).toEqual(wanted);
  });

  it('refuses bad input with a 400 naming each field', async () => {
    const server = await harness.app();
    const admin = await account(server, 'admin');
    const { id } = await foundBusiness(server, admin);
    const token = admin.token;
    const cases: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown, string[]][] = [
      [
        'found',
        'POST',
        '/v2/businesses',
        { name: '', email: 'x', gtc: false, dpa: true },
        ['body.email', 'body.gtc', 'body.name'],
      ],
      [
        'update',
        'PUT',
        `/v1/businesses/${id}`,
        { phone: '12', extra: 1 },
        ['body.extra', 'body.phone'],
      ],
      [
        'settings',
        'PUT',
        `/v1/businesses/${id}/settings`,
        {
          signatureRequests: { retention: { enabled: true, days: 0, terminalState: 'LATER' } },
        },
        ['body.signatureRequests.retention.days', 'body.signatureRequests.retention.terminalState'],
      ],
      [
        'members page',
        'GET',
        `/v1/businesses/${id}/members?page_size=0&order_by=age`,
        undefined,
        ['query.order_by', 'query.page_size'],
      ],
      [
        'statistics',
        'GET',
        `/v2/businesses/${id}/statistics?months=40`,
        undefined,
        ['query.months'],
      ],
      [
        'invite',
        'POST',
        `/v1/businesses/${id}/members`,
        { users: ['ok@acme.example', 'nope'] },
        ['body.users.1'],
      ],
      ['invite nobody', 'POST', `/v1/businesses/${id}/members`, { users: [] }, ['body.users']],
      [
        'roles',
        'POST',
        `/v1/businesses/${id}/change-to-admins`,
        { user_ids: [] },
        ['body.user_ids'],
      ],
      [
        'domain',
        'POST',
        `/v1/businesses/${id}/domains`,
        { domain: 'https://acme.example/x' },
        ['body.domain'],
      ],
      ['id', 'GET', '/v1/businesses/not-a-uuid', undefined, ['params.id']],
      ['invite id', 'DELETE', `/v1/businesses/${id}/invitations/42`, undefined, ['params.invite']],
      ['accept', 'POST', '/v1/user/accept', { business_notice: false }, ['body.business_notice']],
    ];
    for (const [name, method, url, body, fields] of cases) {
      const response = await json(server, method, url, { token, body });
      expect([name, response.status, response.body.code]).toEqual([name, 400, 'VALIDATION_FAILED']);
      expect([name, fieldsOf(response.body)]).toEqual([name, fields]);
    }
  });
});
