import type { Endpoint } from '@signet/contract';
import * as contract from '@signet/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SignetApp } from '../src/app.ts';
import { MATRIX, type MatrixEntry, RELATIONS, type Scope } from './support/authorization-matrix.ts';
import { type Account, account } from './support/business.ts';
import { databases } from './support/databases.ts';
import {
  accountObjects,
  apiCaller,
  apiObjects,
  businessObjects,
  guestIdentification,
  guests,
  type Ids,
  identificationObjects,
  OFFICER_DOMAIN,
  otherRequest,
  type People,
  people,
  type Relation,
  requestObjects,
  sendToObjects,
} from './support/matrix-world.ts';
import { testConfig, useHarness } from './support/test-app.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  'method' in value &&
  'auth' in value;

/**
 * Every call of the contract, by its export name; the public API's (ADR 0900), grouped per
 * version, as `publicApiV2.<name>` and `publicApiV3.<name>`.
 */
const ENDPOINTS: [string, Endpoint][] = [
  ...(Object.entries(contract) as [string, unknown][]).filter(
    (entry): entry is [string, Endpoint] => isEndpoint(entry[1]),
  ),
  ...Object.entries({
    publicApiV2: contract.publicApiV2,
    publicApiV3: contract.publicApiV3,
  }).flatMap(([group, calls]) =>
    Object.entries(calls).map(
      ([name, endpoint]) => [`${group}.${name}`, endpoint] as [string, Endpoint],
    ),
  ),
];

let image: Buffer | undefined;
/** A small signature-like image. */
async function png(): Promise<Buffer> {
  image ??= await sharp({
    create: { width: 300, height: 120, channels: 4, background: { r: 20, g: 40, b: 60, alpha: 1 } },
  })
    .png()
    .toBuffer();
  return image;
}

/** Who makes the call for each relation, with what credential, on which objects. */
interface Fixture {
  ids: Ids;
  caller(relation: Relation): { token?: string; guestToken?: string };
}

// The access rules do not depend on the database engine; the matrix runs on the first one
// configured (PostgreSQL in CI), the engine-specific suites cover both.
const engine = databases[databases.length - 1]!;

describe(`authorization matrix on ${engine.name}`, () => {
  const harness = useHarness(engine);
  let app: SignetApp;
  let who: People;

  // Access alone decides here: the send-to quota per client address (every call comes from the
  // same one) is set out of the way; sendto.quotas.test.ts covers it.
  const config = testConfig({
    INTERNAL_EMAIL_DOMAINS: OFFICER_DOMAIN,
    SENDTO_MAX_PER_ADDRESS_PER_DAY: '10000',
  });
  let officer: Account;
  /** An API account of another business. */
  let otherApiToken: string;

  beforeAll(async () => {
    app = await buildApp(config, { db: harness.db });
    who = await people(app);
    officer = await account(app, 'officer', OFFICER_DOMAIN);
    otherApiToken = await apiCaller(app);
    await otherRequest(app, who);
  });

  afterAll(() => app.close());

  it('has an entry for every call of the contract, and none for a call that does not exist', () => {
    const names = ENDPOINTS.map(([name]) => name).sort();
    expect(
      names.filter((name) => !(name in MATRIX)),
      'calls without an entry',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((name) => !names.includes(name)),
      'entries of no call',
    ).toEqual([]);
  });

  const personal = (self: Account, relation: Relation) =>
    relation === 'anonymous'
      ? {}
      : { token: (relation === 'owner' ? self : who[relation as keyof People]).token };

  const readFixtures: Record<string, Fixture> = {};

  /** Which objects a call needs beyond its scope's: a seal, a submitted or a guest identification. */
  const variantOf = (endpoint: Endpoint) =>
    endpoint.path.includes('{name}')
      ? 'seal'
      : endpoint.path.startsWith('/v1/identification-desk')
        ? 'submitted'
        : endpoint.path.includes('/identification/')
          ? 'identification'
          : /^\/api\/v\d\/sendto\//.test(endpoint.path)
            ? 'sendto'
            : 'plain';

  async function fixture(scope: Scope, variant: string): Promise<Fixture> {
    const withSeal = variant === 'seal';
    switch (scope) {
      case 'api': {
        const token = await apiCaller(app);
        const ids = await apiObjects(app, token, variant === 'sendto');
        return {
          ids,
          caller: (relation) =>
            relation === 'anonymous' ? {} : { token: relation === 'owner' ? token : otherApiToken },
        };
      }
      case 'identification': {
        const { ids, owner } = await identificationObjects(app, variant === 'submitted');
        return {
          ids,
          caller: (relation) =>
            relation === 'officer' ? { token: officer.token } : personal(owner, relation),
        };
      }
      case 'request':
      case 'public': {
        const ids =
          scope === 'request'
            ? await requestObjects(app, who)
            : { id: '00000000-0000-4000-8000-000000000000', hash: '0'.repeat(64) };
        return {
          ids,
          caller: (relation) =>
            relation === 'anonymous' ? {} : { token: who[relation as keyof People].token },
        };
      }
      case 'sendto': {
        const ids = await sendToObjects(app, who);
        return { ids, caller: (relation) => personal(who.owner, relation) };
      }
      case 'account': {
        const { ids, owner } = await accountObjects(app);
        return { ids, caller: (relation) => personal(owner, relation) };
      }
      case 'business': {
        const { ids, admin, member } = await businessObjects(
          app,
          withSeal ? { config, db: harness.db } : undefined,
        );
        return {
          ids,
          caller: (relation) =>
            relation === 'member' ? { token: member.token } : personal(admin, relation),
        };
      }
      case 'guest': {
        const guest = await guests(app, who);
        const ids: Ids = {
          id: guest.mine.request.id,
          docId: guest.mine.request.documents[0]!.id,
          n: '0',
          ...(variant === 'identification'
            ? {
                id: await guestIdentification(app, guest.mine),
                provider: 'intrum',
                method: 'video',
                subject: 'eidas',
                kind: 'document',
                email: guest.mine.email,
              }
            : {}),
        };
        return {
          ids,
          caller: (relation) =>
            relation === 'anonymous'
              ? {}
              : { guestToken: relation === 'owner' ? guest.mine.token : guest.other.token },
        };
      }
    }
  }

  function pathOf(endpoint: Endpoint, entry: MatrixEntry, ids: Ids): string {
    const first =
      endpoint.path.startsWith('/v3/documents') ||
      endpoint.path.startsWith('/v3/direct/documents') ||
      /^\/api\/v\d\/documents/.test(endpoint.path)
        ? ids.docId
        : endpoint.path.startsWith('/v3/groups') || endpoint.path.startsWith('/v1/groups')
          ? ids.group
          : /^\/api\/v\d\/sendto/.test(endpoint.path)
            ? ids.sendto
            : ids.id;
    return (
      endpoint.path
        .replace('{id}', first ?? 'missing')
        .replace(/\{(\w+)\}/g, (_m, key: string) => ids[key] ?? 'missing') + (entry.query ?? '')
    );
  }

  async function call(endpoint: Endpoint, entry: MatrixEntry, fx: Fixture, relation: Relation) {
    const { token, guestToken } = fx.caller(relation);
    const url = pathOf(endpoint, entry, fx.ids);
    const separator = url.includes('?') ? '&' : '?';
    const body = entry.png ? await png() : entry.body?.(fx.ids, who);
    const response = await app.inject({
      method: endpoint.method,
      url: guestToken ? `${url}${separator}token=${encodeURIComponent(guestToken)}` : url,
      ...(body !== undefined ? { payload: body as object } : {}),
      headers: {
        ...entry.headers?.(fx.ids),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(entry.png ? { 'content-type': 'image/png' } : {}),
      },
    });
    if (process.env.MATRIX_PRINT && response.statusCode >= 400)
      console.log(
        `MATRIX-WHY ${endpoint.method} ${endpoint.path} ${relation} ${response.body.slice(0, 300)}`,
      );
    return response.statusCode;
  }

  it.each(ENDPOINTS.filter(([name]) => name in MATRIX))('%s', async (name, endpoint) => {
    const entry = MATRIX[name]!;
    const mutates = endpoint.method !== 'GET';
    const variant = variantOf(endpoint);
    // Reading calls share one set of objects per scope; a changing call gets its own.
    const key = `${entry.scope}:${variant}`;
    if (!mutates && !readFixtures[key]) readFixtures[key] = await fixture(entry.scope, variant);
    let fx = mutates ? await fixture(entry.scope, variant) : readFixtures[key]!;
    const actual: Partial<Record<Relation, number>> = {};
    // A call that names no object acts on the caller's own: there is no outsider to it.
    const relations = RELATIONS[entry.scope].filter(
      (relation) =>
        relation !== 'outsider' || endpoint.path.includes('{id}') || entry.scope === 'request',
    );
    for (const relation of relations) {
      const status = await call(endpoint, entry, fx, relation);
      actual[relation] = status;
      // A call that changed something gets a fresh object for the next relation.
      if (mutates && status < 300) fx = await fixture(entry.scope, variant);
    }
    if (process.env.MATRIX_PRINT) console.log(`MATRIX ${name} ${JSON.stringify(actual)}`);
    expect(actual, `${endpoint.method} ${endpoint.path}`).toEqual(entry.expect);
  });
});
