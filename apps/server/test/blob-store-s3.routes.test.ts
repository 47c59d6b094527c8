import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { sweepBlobs } from '../src/features/documents/index.ts';
import { S3BlobStore } from '../src/providers/blobs/s3-blob-store.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { type ObjectStore, startDamagingHop, startObjectStore } from './support/object-store.ts';
import { base64, createRequest, openRequest } from './support/requests.ts';
import { signerAccount, signWithTan } from './support/signing.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(databases)('the whole app on BLOB_STORE=s3 on $name', (engine) => {
  const harness = useHarness(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-s3-app-'));
  let s3: ObjectStore;
  let hop: Awaited<ReturnType<typeof startDamagingHop>>;
  let bucket: S3BlobStore;
  let app: SignetApp;

  beforeAll(async () => {
    s3 = await startObjectStore();
    hop = await startDamagingHop(s3.endpoint);
    bucket = new S3BlobStore(s3.client(), { bucket: s3.bucket });
    app = await harness.app({ env: { ...s3.env(), DATA_DIR: dataDir, PRERENDER_PAGES: '1' } });
  });
  afterAll(async () => {
    await hop?.close();
    await s3?.close();
  });

  const inBucket = async () => {
    const hashes = new Set<string>();
    for await (const hash of bucket.list()) hashes.add(hash);
    return hashes;
  };

  it('uploads, renders, signs and downloads with every blob in the bucket and none on disk', async () => {
    const owner = await signUp(app, uniqueEmail('owner'));
    const signer = await signerAccount(app, harness.db, 'signer');
    const request = await openRequest(app, owner.token, { signers: [signer.email], pages: 2 });
    const documentId = request.documents[0]!.id;
    const get = (url: string, token = owner.token) =>
      app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

    const page = await get(`/v3/documents/${documentId}/pages/1?scale=50`);
    expect(page.statusCode).toBe(200);
    expect(page.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    await app.signet.jobs.drain();

    const signed = await signWithTan(app, signer, [{ signatureRequestId: request.id }]);
    expect(signed.status).toBe(200);
    expect(signed.body.status).toBe('SIGNED');
    await app.signet.jobs.drain();

    const document = await harness.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(document.current_hash).not.toBe(document.original_hash);
    const download = await get(`/v3/documents/${documentId}/download?signed=true`, signer.token);
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(document.current_hash);
    const original = await get(`/v3/documents/${documentId}/download?signed=false`);
    expect(sha256(original.rawPayload)).toBe(document.original_hash);

    const images = await harness.db
      .selectFrom('page_images')
      .select('image_hash')
      .where('pdf_hash', 'in', [document.original_hash, document.current_hash])
      .where('image_hash', 'is not', null)
      .execute();
    expect(images.length).toBeGreaterThanOrEqual(2);
    const stored = await inBucket();
    for (const hash of [
      document.original_hash,
      document.current_hash,
      ...images.map((image) => image.image_hash!),
    ]) {
      expect(stored.has(hash)).toBe(true);
    }
    // Nothing was written under DATA_DIR/blobs.
    const onDisk = path.join(dataDir, 'blobs');
    expect(existsSync(onDisk) ? readdirSync(onDisk, { recursive: true }) : []).toEqual([]);
  });

  it('refuses an upload whose blob arrived damaged, and records no document for it', async () => {
    const damaged = await harness.app({
      env: { ...s3.env(hop.endpoint), DATA_DIR: dataDir, PRERENDER_PAGES: '0' },
    });
    const owner = await signUp(damaged, uniqueEmail('damaged'));
    const pdf = minimalPdf(3);
    const before = await inBucket();
    hop.state.mode = 'flip';
    hop.state.damaged = 0;
    try {
      const created = await json(damaged, 'POST', '/v3/signature-requests', {
        token: owner.token,
        body: {
          title: 'Damaged on the way',
          message: 'Please sign',
          documents: [{ content: base64(pdf), title: 'contract.pdf' }],
          signatures: [],
        },
      });
      expect(created.status).toBe(500);
      expect(hop.state.damaged).toBeGreaterThan(0);
    } finally {
      hop.state.mode = 'pass';
    }
    const rows = await harness.db
      .selectFrom('signature_requests')
      .select('id')
      .where('title', '=', 'Damaged on the way')
      .execute();
    expect(rows).toEqual([]);
    expect(await inBucket()).toEqual(before);
  });

  it('leaves a blob whose reference was never committed to the daily sweep, which removes it', async () => {
    const owner = await signUp(app, uniqueEmail('sweep'));
    const request = await createRequest(app, owner.token);
    // A blob written just before a crash: in the bucket, referred to by nothing.
    const orphan = await bucket.put(new Uint8Array(randomBytes(4096)));
    expect(await sweepBlobs(harness.db, bucket, new Date())).toBe(0);
    expect(await bucket.has(orphan)).toBe(true);
    const twoDaysOn = new Date(Date.now() + 2 * 86_400_000);
    expect(await sweepBlobs(harness.db, bucket, twoDaysOn)).toBeGreaterThanOrEqual(1);
    expect(await bucket.has(orphan)).toBe(false);
    const document = await harness.db
      .selectFrom('documents')
      .select(['original_hash', 'current_hash'])
      .where('request_id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(await bucket.has(document.original_hash)).toBe(true);
    expect(await bucket.has(document.current_hash)).toBe(true);
  });
});
