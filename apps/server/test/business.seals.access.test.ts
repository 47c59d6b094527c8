import { sealEndpoints } from '@signet/contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type SignetApp } from '../src/app.ts';
import { type Account, account, foundBusiness, join } from './support/business.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { issuedSeal, sealName } from './support/seals.ts';
import { testConfig, useHarness } from './support/test-app.ts';

type Role = 'unauthenticated' | 'outsider' | 'other admin' | 'member' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Case {
  name: string;
  method: Method;
  url: string;
  body?: unknown;
  png?: Buffer;
  /** The admin's status; the others get member 403, other admin and outsider 404, signed out 401. */
  admin: number;
}

const DEFAULTS: Record<Exclude<Role, 'admin'>, number> = {
  unauthenticated: 401,
  outsider: 404,
  'other admin': 404,
  member: 403,
};

async function call(app: SignetApp, who: Account | undefined, c: Omit<Case, 'name' | 'admin'>) {
  const headers: Record<string, string> = who ? { authorization: `Bearer ${who.token}` } : {};
  if (c.png) headers['content-type'] = 'image/png';
  const response = await app.inject({
    method: c.method,
    url: c.url,
    headers,
    ...(c.png ? { payload: c.png } : c.body !== undefined ? { payload: c.body as object } : {}),
  });
  const text = response.body;
  const body = response.headers['content-type']?.toString().startsWith('application/json')
    ? (JSON.parse(text) as { code?: string; fields?: { field: string }[] })
    : {};
  return { status: response.statusCode, body };
}

const square = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 20, b: 40 } } })
    .png()
    .toBuffer();

describe.each(databases)('who may call each seal endpoint, on $name', (engine) => {
  const harness = useHarness(engine);
  const config = testConfig();
  let app: SignetApp;
  afterAll(async () => app?.close());

  async function setUp() {
    app ??= await buildApp(config, { db: harness.db });
    const admin = await account(app, 'admin');
    const member = await account(app, 'member');
    const otherAdmin = await account(app, 'other');
    const outsider = await account(app, 'outsider');
    const { id } = await foundBusiness(app, admin);
    const other = await foundBusiness(app, otherAdmin, 'Other AG');
    await join(app, id, admin, member);
    const name = sealName('acme');
    await issuedSeal(app, config, harness.db, admin, id, name);
    return { admin, member, otherAdmin, outsider, id, other, name };
  }

  it('admin OK; member 403; another business’s admin and outsiders 404; signed out 401', async () => {
    const { admin, member, otherAdmin, outsider, id, name } = await setUp();
    const seal = `/v1/businesses/${id}/seals/${name}`;
    const png = await square(60, 30);
    const cases: Case[] = [
      { name: 'list seals', method: 'GET', url: `/v1/businesses/${id}/seals`, admin: 200 },
      { name: 'get seal', method: 'GET', url: seal, admin: 200 },
      {
        name: 'update seal',
        method: 'PUT',
        url: seal,
        body: { displayName: 'Acme', optionalLine: 'Finance', location: 'Bern' },
        admin: 200,
      },
      { name: 'upload image', method: 'POST', url: `${seal}/image`, png, admin: 200 },
      { name: 'get image', method: 'GET', url: `${seal}/image`, admin: 200 },
      { name: 'preview', method: 'GET', url: `${seal}/preview`, admin: 200 },
      { name: 'delete image', method: 'DELETE', url: `${seal}/image`, admin: 200 },
      {
        name: 'add members',
        method: 'POST',
        url: `${seal}/members`,
        body: { members: [member.id] },
        admin: 200,
      },
      {
        name: 'remove members',
        method: 'DELETE',
        url: `${seal}/members`,
        body: { members: [member.id] },
        admin: 200,
      },
      {
        name: 'list requests',
        method: 'GET',
        url: `/v1/businesses/${id}/seal-requests`,
        admin: 200,
      },
      {
        name: 'request a seal',
        method: 'POST',
        url: `/v1/businesses/${id}/seal-requests`,
        body: { organisationName: 'Acme AG', registerNumber: 'CHE-1', accountName: sealName('x') },
        admin: 201,
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
        // Each caller asks for a name of their own, so that only the role decides the answer.
        const body =
          c.name === 'request a seal'
            ? { ...(c.body as object), accountName: sealName(role.replace(' ', '-')) }
            : c.body;
        const { status } = await call(app, who, { ...c, body });
        outcomes.push(`${c.name} as ${role}: ${status}`);
        wanted.push(`${c.name} as ${role}: ${role === 'admin' ? c.admin : DEFAULTS[role]}`);
      }
    }
    expect(outcomes).toEqual(wanted);
  });

  it('lists every seal call in the OpenAPI document, with its method', async () => {
    app ??= await buildApp(config, { db: harness.db });
    const { body } = await json<{ paths: Record<string, Record<string, unknown>> }>(
      app,
      'GET',
      '/api/docs/json',
    );
    for (const endpoint of Object.values(sealEndpoints)) {
      expect(body.paths[endpoint.path], endpoint.path).toHaveProperty(
        endpoint.method.toLowerCase(),
      );
    }
  });

  it('another business’s seal, and a seal of no business, are not found for an admin', async () => {
    const { admin, otherAdmin, other, id, name } = await setUp();
    const mine = await json(app, 'GET', `/v1/businesses/${id}/seals/${name}`, {
      token: otherAdmin.token,
    });
    expect(mine.status).toBe(404);
    const theirs = await json(app, 'GET', `/v1/businesses/${other.id}/seals/${name}`, {
      token: otherAdmin.token,
    });
    expect([theirs.status, theirs.body.code]).toEqual([404, 'SEAL_NOT_FOUND']);
    const created = await runCreate(name);
    expect(created).toBe(0);
    const unowned = await json(app, 'PUT', `/v1/businesses/${id}/seals/${name}-free`, {
      token: admin.token,
      body: { displayName: 'Mine now' },
    });
    expect([unowned.status, unowned.body.code]).toEqual([404, 'SEAL_NOT_FOUND']);
  });

  async function runCreate(name: string) {
    const { runSealCommand } = await import('../src/seal-admin.cli.ts');
    return runSealCommand(
      [
        'create',
        '--account-name',
        `${name}-free`,
        '--display-name',
        'Free Ltd',
        '--quality',
        'aes',
      ],
      { config, db: harness.db, out: () => undefined },
    );
  }

  it('refuses bad input with the field and a code of its own', async () => {
    const { admin, member, id, name } = await setUp();
    const stranger = await account(app, 'stranger');
    const seal = `/v1/businesses/${id}/seals/${name}`;
    const cases: [string, Omit<Case, 'name' | 'admin'>, number, string, string[]][] = [
      [
        'bad seal name',
        { method: 'GET', url: `/v1/businesses/${id}/seals/Bad%20Name` },
        400,
        'VALIDATION_FAILED',
        ['params.name'],
      ],
      [
        'bad business id',
        { method: 'GET', url: '/v1/businesses/nope/seals' },
        400,
        'VALIDATION_FAILED',
        ['params.id'],
      ],
      [
        'update: empty display name, long line, unknown field',
        {
          method: 'PUT',
          url: seal,
          body: { displayName: ' ', optionalLine: 'x'.repeat(101), colour: 'red' },
        },
        400,
        'VALIDATION_FAILED',
        ['body.colour', 'body.displayName', 'body.optionalLine'],
      ],
      [
        'members: none',
        { method: 'POST', url: `${seal}/members`, body: { members: [] } },
        400,
        'VALIDATION_FAILED',
        ['body.members'],
      ],
      [
        'members: not of the business',
        { method: 'POST', url: `${seal}/members`, body: { members: [member.id, stranger.id] } },
        422,
        'SEAL_MEMBER_NOT_IN_BUSINESS',
        ['body.members'],
      ],
      [
        'image: not an image type',
        { method: 'POST', url: `${seal}/image`, body: { image: 'x' } },
        415,
        'SEAL_IMAGE_TYPE',
        ['body'],
      ],
      [
        'image: PNG declared, text sent',
        { method: 'POST', url: `${seal}/image`, png: Buffer.from('not a picture at all') },
        415,
        'SEAL_IMAGE_TYPE',
        ['body'],
      ],
      [
        'image: larger than 1 MB',
        { method: 'POST', url: `${seal}/image`, png: Buffer.alloc(1024 * 1024 + 1, 1) },
        413,
        'SEAL_IMAGE_TOO_LARGE',
        ['body'],
      ],
      ['image: none yet', { method: 'GET', url: `${seal}/image` }, 404, 'NOT_FOUND', []],
      [
        'request: missing and malformed fields',
        {
          method: 'POST',
          url: `/v1/businesses/${id}/seal-requests`,
          body: { organisationName: '', registerNumber: '<b>', accountName: 'UPPER' },
        },
        400,
        'VALIDATION_FAILED',
        ['body.accountName', 'body.organisationName', 'body.registerNumber'],
      ],
      [
        'request: the name of an existing seal',
        {
          method: 'POST',
          url: `/v1/businesses/${id}/seal-requests`,
          body: { organisationName: 'Acme AG', registerNumber: 'CHE-1', accountName: name },
        },
        409,
        'SEAL_NAME_TAKEN',
        ['body.accountName'],
      ],
    ];
    const outcomes = [];
    const wanted = [];
    for (const [label, c, status, code, fields] of cases) {
      const answer = await call(app, admin, c);
      outcomes.push([
        label,
        answer.status,
        answer.body.code,
        (answer.body.fields ?? []).map((f) => f.field).sort(),
      ]);
      wanted.push([label, status, code, fields]);
    }
    expect(outcomes).toEqual(wanted);
    // Nothing of the refused member call was kept: the business's member was not added either.
    const after = await json(app, 'GET', seal, { token: admin.token });
    expect(after.body.members).toEqual([]);
  });
});
