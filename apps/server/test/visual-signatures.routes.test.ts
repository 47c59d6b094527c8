import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { User, UserVisualSignature } from '@signet/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

const BASE = '/v1/user/visual-signatures';
const BODY = { alias: 'Work', name: 'Ada Muster', optionalLine: 'Muster AG', location: 'Bern' };

/** A pen stroke, rasterised: what the drawing pad sends. */
async function drawing(format: 'png' | 'jpeg', width = 400, height = 160): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <path d="M20 ${height - 30} C ${width / 3} 10, ${(2 * width) / 3} ${height}, ${width - 20} 30"
      stroke="#123" stroke-width="6" fill="none"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png'
    ? image.png().toBuffer()
    : image.flatten({ background: '#fff' }).jpeg({ quality: 90 }).toBuffer();
}

async function dimensions(bytes: Buffer): Promise<[number | undefined, number | undefined]> {
  const { width, height } = await sharp(bytes).metadata();
  return [width, height];
}

function blobPath(dataDir: string, hash: string): string {
  return path.join(dataDir, 'blobs', hash.slice(0, 2), hash.slice(2, 4), hash);
}

/** A PNG with a text chunk after IEND: bytes that must not survive re-encoding. */
function withTrailer(png: Buffer, marker: string): Buffer {
  return Buffer.concat([png, Buffer.from(marker)]);
}

/** A PNG header announcing 50 000 × 50 000 pixels, with nothing behind it. */
function hugePngHeader(): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(50_000, 16);
  header.writeUInt32BE(50_000, 20);
  header[24] = 8;
  header[25] = 6;
  return header;
}

async function upload(
  app: SignetApp,
  token: string,
  id: string,
  payload: Buffer | string,
  contentType: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/images/signature/${id}`,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}

async function preview(app: SignetApp, token: string, query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/v1/user/preview-visual-signature${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return response;
}

describe.each(databases)('visual signatures on $name', (engine) => {
  const harness = useHarness(engine);

  async function account(app: SignetApp) {
    return signUp(app, uniqueEmail());
  }

  it('creates, lists, reads, updates and deletes; the first is the default', async () => {
    const app = await harness.app();
    const { token } = await account(app);
    const first = await json<UserVisualSignature>(app, 'POST', BASE, { token, body: BODY });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      ...BODY,
      hasCustomImage: false,
      displayDate: true,
      displayClaim: true,
      displayStandards: true,
      displayQr: false,
      default: true,
    });
    const second = await json<UserVisualSignature>(app, 'POST', BASE, {
      token,
      body: { alias: 'Private', name: 'Ada', displayQr: true },
    });
    expect(second.body).toMatchObject({ default: false, optionalLine: '', displayQr: true });

    const list = await json<UserVisualSignature[]>(app, 'GET', BASE, { token });
    expect(list.body.map((s) => s.alias)).toEqual(['Work', 'Private']);
    const one = await json(app, 'GET', `${BASE}/${second.body.id}`, { token });
    expect(one.body).toEqual(second.body);

    // Choosing the second as default takes the flag from the first: one default per user.
    const updated = await json<UserVisualSignature>(app, 'PUT', `${BASE}/${second.body.id}`, {
      token,
      body: { ...BODY, alias: 'Private', default: true, displayDate: false },
    });
    expect(updated.body).toMatchObject({ default: true, displayDate: false, name: 'Ada Muster' });
    const current = await json<UserVisualSignature>(app, 'GET', '/v1/user/visual-signature', {
      token,
    });
    expect(current.body.id).toBe(second.body.id);
    const after = await json<UserVisualSignature[]>(app, 'GET', BASE, { token });
    expect(after.body.filter((s) => s.default).map((s) => s.id)).toEqual([second.body.id]);

    // Deleting the default hands the flag to the oldest remaining one.
    expect((await json(app, 'DELETE', `${BASE}/${second.body.id}`, { token })).status).toBe(204);
    const remaining = await json<UserVisualSignature | null>(
      app,
      'GET',
      '/v1/user/visual-signature',
      {
        token,
      },
    );
    expect(remaining.body).toMatchObject({ id: first.body.id, default: true });
    await json(app, 'DELETE', `${BASE}/${first.body.id}`, { token });
    const none = await json(app, 'GET', '/v1/user/visual-signature', { token });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
  });

  it('refuses bad bodies with the field named', async () => {
    const app = await harness.app();
    const { token } = await account(app);
    for (const [body, field] of [
      [{ ...BODY, alias: '' }, 'body.alias'],
      [{ ...BODY, name: '   ' }, 'body.name'],
      [{ ...BODY, name: 42 }, 'body.name'],
      [{ ...BODY, location: 'x'.repeat(101) }, 'body.location'],
      [{ ...BODY, displayQr: 'yes' }, 'body.displayQr'],
      [{ ...BODY, company: 'Muster AG' }, 'body.company'],
    ] as const) {
      const response = await json<{ code: string; fields: { field: string }[] }>(
        app,
        'POST',
        BASE,
        {
          token,
          body,
        },
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.fields.map((f) => f.field)).toContain(field);
    }
    const badId = await json<{ fields: { field: string }[] }>(app, 'GET', `${BASE}/not-a-uuid`, {
      token,
    });
    expect(badId.status).toBe(400);
    expect(badId.body.fields[0]?.field).toBe('params.id');
    expect((await json(app, 'GET', BASE)).status).toBe(401);
  });

  it("answers another user's signature as not found, on every call", async () => {
    const app = await harness.app();
    const owner = await account(app);
    const other = await account(app);
    const created = await json<UserVisualSignature>(app, 'POST', BASE, {
      token: owner.token,
      body: BODY,
    });
    const id = created.body.id;
    const png = await drawing('png');
    const answers = [
      await json(app, 'GET', `${BASE}/${id}`, { token: other.token }),
      await json(app, 'PUT', `${BASE}/${id}`, { token: other.token, body: BODY }),
      await json(app, 'DELETE', `${BASE}/${id}`, { token: other.token }),
      await json(app, 'DELETE', `/v1/images/signature/${id}`, { token: other.token }),
      await upload(app, other.token, id, png, 'image/png'),
      await json(app, 'POST', '/v1/user/preview-visual-signature', {
        token: other.token,
        body: { ...BODY, alias: undefined, id },
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await preview(app, other.token, `?id=${id}`)).statusCode).toBe(404);
    expect((await json(app, 'GET', BASE, { token: other.token })).body).toEqual([]);
    // The owner's signature is untouched.
    const still = await json<UserVisualSignature>(app, 'GET', `${BASE}/${id}`, {
      token: owner.token,
    });
    expect(still.body).toEqual(created.body);
  });

  it('takes a PNG or JPEG image, re-encodes it, and never serves it back', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-visual-'));
    const app = await harness.app({ env: { DATA_DIR: dataDir } });
    const { token } = await account(app);
    const created = await json<UserVisualSignature>(app, 'POST', BASE, { token, body: BODY });
    const id = created.body.id;

    const plain = await preview(app, token, `?id=${id}`);
    const marker = 'SIGNET-TRAILING-PAYLOAD';
    const stored = await upload(
      app,
      token,
      id,
      withTrailer(await drawing('png'), marker),
      'image/png',
    );
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ id, hasCustomImage: true });

    const row = await harness.db
      .selectFrom('visual_signatures')
      .select('image_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const hash = row.image_hash!;
    const blob = readFileSync(blobPath(dataDir, hash));
    expect(blob.includes(Buffer.from(marker))).toBe(false);
    expect(await dimensions(blob)).toEqual([400, 160]);

    // The image shows up in the preview, which is the only way back to it.
    const withImage = await preview(app, token, `?id=${id}`);
    expect(withImage.statusCode).toBe(200);
    expect(withImage.headers['content-type']).toBe('image/png');
    expect(withImage.rawPayload.equals(plain.rawPayload)).toBe(false);

    // A large JPEG is scaled down to the stored bounds (1200 × 560).
    const jpeg = await upload(app, token, id, await drawing('jpeg', 2400, 800), 'image/jpeg');
    expect(jpeg.status).toBe(200);
    const next = await harness.db
      .selectFrom('visual_signatures')
      .select('image_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const scaled = readFileSync(blobPath(dataDir, next.image_hash!));
    expect(await dimensions(scaled)).toEqual([1200, 400]);

    const removed = await json<UserVisualSignature>(app, 'DELETE', `/v1/images/signature/${id}`, {
      token,
    });
    expect(removed.body.hasCustomImage).toBe(false);
    // The handwriting leaves the store with its last reference.
    expect(() => readFileSync(blobPath(dataDir, next.image_hash!))).toThrow();
  });

  it('refuses images of the wrong type, oversized, fake or out of bounds', async () => {
    const app = await harness.app({ env: { MAX_SIGNATURE_IMAGE_BYTES: '20000' } });
    const { token } = await account(app);
    const { body } = await json<UserVisualSignature>(app, 'POST', BASE, { token, body: BODY });
    const id = body.id;
    const png = await drawing('png');
    const cases: [string, Buffer | string, string, number, string][] = [
      ['a GIF', Buffer.from('GIF89a....'), 'image/gif', 415, 'SIGNATURE_IMAGE_TYPE'],
      ['JSON', JSON.stringify({ image: 'x' }), 'application/json', 415, 'SIGNATURE_IMAGE_TYPE'],
      [
        'text claiming PNG',
        Buffer.from('not an image at all'),
        'image/png',
        422,
        'SIGNATURE_IMAGE_INVALID',
      ],
      ['a JPEG claiming PNG', await drawing('jpeg'), 'image/png', 422, 'SIGNATURE_IMAGE_INVALID'],
      ['a PNG cut short', png.subarray(0, 60), 'image/png', 422, 'SIGNATURE_IMAGE_INVALID'],
      ['a 50 000-pixel header', hugePngHeader(), 'image/png', 422, 'SIGNATURE_IMAGE_INVALID'],
      ['an empty body', Buffer.alloc(0), 'image/png', 422, 'SIGNATURE_IMAGE_INVALID'],
      [
        '25 kB over a 20 kB limit',
        Buffer.concat([png, Buffer.alloc(25_000)]),
        'image/png',
        413,
        'SIGNATURE_IMAGE_TOO_LARGE',
      ],
    ];
    for (const [label, payload, type, status, code] of cases) {
      const answer = await upload(app, token, id, payload, type);
      expect(answer.status, label).toBe(status);
      expect(answer.body.code, label).toBe(code);
      expect(answer.body.message, label).toMatch(/^body: /);
    }
    const unchanged = await json<UserVisualSignature>(app, 'GET', `${BASE}/${id}`, { token });
    expect(unchanged.body.hasCustomImage).toBe(false);
    const missing = await upload(
      app,
      token,
      '8e0f1c2a-3b4d-4e5f-8a6b-7c8d9e0f1a2b',
      png,
      'image/png',
    );
    expect(missing.status).toBe(404);
  });

  it('forces locked display toggles to their default value and reports the lock in GET /v1/user', async () => {
    const app = await harness.app();
    const { token, id: userId } = await account(app);
    const permissions = {
      claim: { canUpdate: false, defaultValue: true },
      date: { canUpdate: false, defaultValue: false },
      std: { canUpdate: true, defaultValue: true },
    };
    await harness.db
      .insertInto('visual_signature_permissions')
      .values({ user_id: userId, permissions: JSON.stringify(permissions), updated_at: new Date() })
      .execute();
    const user = await json<User>(app, 'GET', '/v1/user', { token });
    expect(user.body.permissions.visualSignatures).toEqual(permissions);

    const created = await json<UserVisualSignature>(app, 'POST', BASE, {
      token,
      body: { ...BODY, displayClaim: false, displayDate: true, displayStandards: false },
    });
    expect(created.body).toMatchObject({
      displayClaim: true,
      displayDate: false,
      displayStandards: false,
    });
    const updated = await json<UserVisualSignature>(app, 'PUT', `${BASE}/${created.body.id}`, {
      token,
      body: { ...BODY, displayClaim: false, displayDate: true, displayStandards: true },
    });
    expect(updated.body).toMatchObject({
      displayClaim: true,
      displayDate: false,
      displayStandards: true,
    });
  });

  it('previews a draft and the default as PNG images of the stamp', async () => {
    const app = await harness.app();
    const { token } = await account(app);
    const draft = await app.inject({
      method: 'POST',
      url: '/v1/user/preview-visual-signature',
      payload: { name: 'Ada Muster', optionalLine: 'Muster AG', location: 'Bern', displayQr: true },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['cache-control']).toBe('no-store');
    // §9: 300 × 140 points, drawn at 144 dpi.
    expect(await dimensions(draft.rawPayload)).toEqual([600, 280]);

    // Without a visual signature the default preview shows the account's name.
    const fallback = await preview(app, token);
    expect(fallback.statusCode).toBe(200);
    expect(fallback.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const bad = await json<{ fields: { field: string }[] }>(
      app,
      'POST',
      '/v1/user/preview-visual-signature',
      {
        token,
        body: { name: '' },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0]?.field).toBe('body.name');
  });

  it('keeps at most 20 visual signatures per account', async () => {
    const app = await harness.app();
    const { token } = await account(app);
    for (let index = 0; index < 20; index++) {
      const created = await json(app, 'POST', BASE, {
        token,
        body: { ...BODY, alias: `S${index}` },
      });
      expect(created.status).toBe(201);
    }
    const refused = await json<{ code: string }>(app, 'POST', BASE, { token, body: BODY });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('VISUAL_SIGNATURE_LIMIT');
  });
});
