import { createHash } from 'node:crypto';
import { type ApiAccount, type ApiAccountWithKey, apiAccountEndpoints } from '@signet/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type SignetApp } from '../src/app.ts';
import { type Account, account, foundBusiness, join } from './support/business.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { issuedSeal, sealName } from './support/seals.ts';
import { testConfig, useHarness } from './support/test-app.ts';

type Role = 'unauthenticated' | 'outsider' | 'other admin' | 'member' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const DEFAULTS: Record<Exclude<Role, 'admin'>, number> = {
  unauthenticated: 401,
  outsider: 404,
  'other admin': 404,
  member: 403,
};

describe.each(databases)('API accounts of a business, on $name', (engine) => {
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
    return { admin, member, otherAdmin, outsider, id, other };
  }

  const create = async (who: Account, id: string, body: object) =>
    json<ApiAccountWithKey>(app, 'POST', `/v1/businesses/${id}/apis`, { token: who.token, body });

  it('admin OK; member 403; another business’s admin and outsiders 404; signed out 401', async () => {
    const { admin, member, otherAdmin, outsider, id } = await setUp();
    const roles: [Role, Account | undefined][] = [
      ['unauthenticated', undefined],
      ['other admin', otherAdmin],
      ['member', member],
      ['outsider', outsider],
      ['admin', admin],
    ];
    const outcomes: string[] = [];
    const wanted: string[] = [];
    for (const [role, who] of roles) {
      // A fresh account per caller, so that only the role decides the answer.
      const target = (await create(admin, id, { name: `for ${role}`, kind: 'demo' })).body.username;
      const api = `/v1/businesses/${id}/apis`;
      const cases: [string, Method, string, object | undefined, number][] = [
        ['list', 'GET', api, undefined, 200],
        ['create', 'POST', api, { name: 'ERP', kind: 'production' }, 201],
        ['update', 'PUT', `${api}/${target}`, { name: 'Renamed' }, 200],
        ['reset', 'PUT', `${api}/${target}/reset`, undefined, 200],
        ['delete', 'DELETE', `${api}/${target}`, undefined, 204],
      ];
      for (const [name, method, url, body, adminStatus] of cases) {
        const answer = await json(app, method, url, {
          ...(who ? { token: who.token } : {}),
          ...(body ? { body } : {}),
        });
        outcomes.push(`${name} as ${role}: ${answer.status}`);
        wanted.push(`${name} as ${role}: ${role === 'admin' ? adminStatus : DEFAULTS[role]}`);
      }
    }
    expect(outcomes).toEqual(wanted);
  });

  it('shows the key once, keeps only its hash, and replaces it on reset', async () => {
    const { admin, id } = await setUp();
    const created = await create(admin, id, { name: ' Billing ', kind: 'demo' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Billing', kind: 'demo', sealAccountName: null });
    expect(created.body.username).toMatch(/^api_demo_[0-9a-f]{16}$/);
    expect(created.body.apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const production = await create(admin, id, { name: 'ERP', kind: 'production' });
    expect(production.body.username).toMatch(/^api_production_[0-9a-f]{16}$/);

    const listed = await json<ApiAccount[]>(app, 'GET', `/v1/businesses/${id}/apis`, {
      token: admin.token,
    });
    expect(listed.body.map((a) => a.username)).toEqual([
      created.body.username,
      production.body.username,
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.apiKey);
    const stored = await harness.db
      .selectFrom('api_accounts')
      .select(['key_hash', 'key_version'])
      .where('username', '=', created.body.username)
      .executeTakeFirstOrThrow();
    const hash = (key: string) => createHash('sha256').update(key).digest('base64url');
    expect(stored).toEqual({ key_hash: hash(created.body.apiKey), key_version: 1 });

    const reset = await json<ApiAccountWithKey>(
      app,
      'PUT',
      `/v1/businesses/${id}/apis/${created.body.username}/reset`,
      { token: admin.token },
    );
    expect(reset.body.apiKey).not.toBe(created.body.apiKey);
    const after = await harness.db
      .selectFrom('api_accounts')
      .select(['key_hash', 'key_version'])
      .where('username', '=', created.body.username)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ key_hash: hash(reset.body.apiKey), key_version: 2 });
  });

  it('seals only with a seal of its own business; another business’s account is not there', async () => {
    const { admin, otherAdmin, id, other } = await setUp();
    const mine = sealName('api');
    await issuedSeal(app, config, harness.db, admin, id, mine);
    const theirs = sealName('their');
    await issuedSeal(app, config, harness.db, otherAdmin, other.id, theirs);
    const sealed = await create(admin, id, {
      name: 'Sealer',
      kind: 'production',
      sealAccountName: mine,
    });
    expect([sealed.status, sealed.body.sealAccountName]).toEqual([201, mine]);
    // The seal counts the API accounts that may seal with it.
    const seals = await json<{ accountName: string; amountApiKeys: number }[]>(
      app,
      'GET',
      `/v1/businesses/${id}/seals`,
      { token: admin.token },
    );
    expect(seals.body.find((seal) => seal.accountName === mine)?.amountApiKeys).toBe(1);
    const refused = await create(admin, id, {
      name: 'Thief',
      kind: 'demo',
      sealAccountName: theirs,
    });
    expect([refused.status, (refused.body as { code?: string }).code]).toEqual([
      422,
      'API_SEAL_NOT_IN_BUSINESS',
    ]);
    const taken = await json<ApiAccount>(
      app,
      'PUT',
      `/v1/businesses/${id}/apis/${sealed.body.username}`,
      { token: admin.token, body: { sealAccountName: null } },
    );
    expect(taken.body.sealAccountName).toBeNull();
    // The other business's admin asks for this account under their own business.
    const foreign = await json(
      app,
      'PUT',
      `/v1/businesses/${other.id}/apis/${sealed.body.username}/reset`,
      {
        token: otherAdmin.token,
      },
    );
    expect([foreign.status, foreign.body.code]).toEqual([404, 'API_ACCOUNT_NOT_FOUND']);
  });

  it('refuses bad input with the field named', async () => {
    const { admin, id } = await setUp();
    const cases: [string, Method, string, object | undefined, number, string, string[]][] = [
      [
        'no name, bad kind',
        'POST',
        `/v1/businesses/${id}/apis`,
        { name: ' ', kind: 'free' },
        400,
        'VALIDATION_FAILED',
        ['body.kind', 'body.name'],
      ],
      [
        'unknown field',
        'POST',
        `/v1/businesses/${id}/apis`,
        { name: 'A', kind: 'demo', key: 'x' },
        400,
        'VALIDATION_FAILED',
        ['body.key'],
      ],
      [
        'bad username',
        'PUT',
        `/v1/businesses/${id}/apis/admin/reset`,
        undefined,
        400,
        'VALIDATION_FAILED',
        ['params.username'],
      ],
      [
        'unknown account',
        'DELETE',
        `/v1/businesses/${id}/apis/api_demo_0000000000000000`,
        undefined,
        404,
        'API_ACCOUNT_NOT_FOUND',
        [],
      ],
    ];
    const outcomes = [];
    const wanted = [];
    for (const [label, method, url, body, status, code, fields] of cases) {
      const answer = await json<{ code: string; fields?: { field: string }[] }>(app, method, url, {
        token: admin.token,
        ...(body ? { body } : {}),
      });
      outcomes.push([
        label,
        answer.status,
        answer.body.code,
        (answer.body.fields ?? []).map((f) => f.field).sort(),
      ]);
      wanted.push([label, status, code, fields]);
    }
    expect(outcomes).toEqual(wanted);
  });

  it('lists every API-account call in the OpenAPI document', async () => {
    app ??= await buildApp(config, { db: harness.db });
    const { body } = await json<{ paths: Record<string, Record<string, unknown>> }>(
      app,
      'GET',
      '/api/docs/json',
    );
    for (const endpoint of Object.values(apiAccountEndpoints)) {
      expect(body.paths[endpoint.path], endpoint.path).toHaveProperty(
        endpoint.method.toLowerCase(),
      );
    }
  });
});
