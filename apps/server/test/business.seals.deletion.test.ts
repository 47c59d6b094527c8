import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type SignetApp } from '../src/app.ts';
import { FileBlobStore } from '../src/providers/blobs/file-blob-store.ts';
import { account, foundBusiness } from './support/business.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { issuedSeal, sealName } from './support/seals.ts';
import { TestClock, testConfig, useHarness } from './support/test-app.ts';

const DAY = 24 * 60 * 60_000;

describe.each(databases)("a deleted business's seals, on $name", (engine) => {
  const harness = useHarness(engine);
  const config = testConfig();
  const clock = new TestClock();
  let app: SignetApp;
  afterAll(async () => app?.close());

  it('go with it, and so does the image of their stamps', async () => {
    app = await buildApp(config, { db: harness.db, clock: clock.now });
    const admin = await account(app, 'admin');
    const { id } = await foundBusiness(app, admin);
    const name = sealName('gone');
    await issuedSeal(app, config, harness.db, admin, id, name);
    const image = await sharp({
      create: { width: 50, height: 20, channels: 3, background: { r: 1, g: 120, b: 3 } },
    })
      .png()
      .toBuffer();
    const upload = await app.inject({
      method: 'POST',
      url: `/v1/businesses/${id}/seals/${name}/image`,
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'image/png' },
      payload: image,
    });
    expect(upload.statusCode).toBe(200);
    const { image_hash } = await harness.db
      .selectFrom('seals')
      .select('image_hash')
      .where('account_name', '=', name)
      .executeTakeFirstOrThrow();
    const blobs = new FileBlobStore(config.dataDir);
    expect(await blobs.has(image_hash!)).toBe(true);

    await json(app, 'DELETE', `/v2/businesses/${id}`, { token: admin.token });
    clock.advance(31 * DAY);
    await app.signet.jobs.drain();

    const left = await harness.db
      .selectFrom('seals')
      .select('account_name')
      .where('account_name', '=', name)
      .execute();
    expect(left).toEqual([]);
    expect(await blobs.has(image_hash!)).toBe(false);
  });
});
