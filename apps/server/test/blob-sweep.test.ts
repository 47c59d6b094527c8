import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, statSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sweepBlobs } from '../src/features/documents/index.ts';
import { FileBlobStore } from '../src/providers/blobs/file-blob-store.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { createRequest } from './support/requests.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

const DAY_MS = 86_400_000;

/** Every blob file under a data directory, with its address. */
function blobFiles(dataDir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^[0-9a-f]{64}$/.test(entry.name)) files.set(entry.name, full);
    }
  };
  walk(path.join(dataDir, 'blobs'));
  return files;
}

describe.each(databases)('the sweep of unreferenced blobs on $name', (engine) => {
  const harness = useHarness(engine);

  it('removes old blobs nothing refers to, and keeps referenced and freshly stored ones', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-sweep-'));
    const app = await harness.app({ env: { DATA_DIR: dataDir } });
    const { token } = await signUp(app, uniqueEmail('sweep'));
    const request = await createRequest(app, token, { pages: 2 });
    const created = await json<{ id: string }>(app, 'POST', '/v1/user/visual-signatures', {
      token,
      body: { alias: 'Work', name: 'Ada Muster', optionalLine: '', location: 'Bern' },
    });
    const stroke = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><path d="M10 100 C 100 0, 200 120, 290 20" stroke="#123" stroke-width="6" fill="none"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const image = await app.inject({
      method: 'POST',
      url: `/v1/images/signature/${created.body.id}`,
      payload: stroke,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    });
    expect(image.statusCode).toBe(200);

    const store = new FileBlobStore(dataDir);
    const kept = blobFiles(dataDir);
    expect(kept.size).toBeGreaterThanOrEqual(2);
    const orphan = await store.put(randomBytes(2048));
    const fresh = await store.put(randomBytes(2048));
    // Everything but the fresh one was stored two days ago: only references can keep it.
    const past = new Date(Date.now() - 2 * DAY_MS);
    for (const file of [...kept.values(), store.pathOf(orphan)]) utimesSync(file, past, past);

    expect(await sweepBlobs(harness.db, store, new Date())).toBe(1);
    expect(existsSync(store.pathOf(orphan))).toBe(false);
    expect(existsSync(store.pathOf(fresh))).toBe(true);
    for (const file of kept.values()) expect(statSync(file).isFile()).toBe(true);
    // The handwriting survives: no other table than visual_signatures refers to it.
    const handwriting = await harness.db
      .selectFrom('visual_signatures')
      .select('image_hash')
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(existsSync(store.pathOf(handwriting.image_hash!))).toBe(true);
    // What the account sees is whole: the document's pages render from their stored version.
    const page = await app.inject({
      method: 'GET',
      url: `/v3/documents/${request.documents[0]!.id}/pages/1?scale=50`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(page.statusCode).toBe(200);
  });
});
