import { existsSync } from 'node:fs';
import type { SignatureRequest } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { RETENTION_JOB, runRetention } from '../src/features/signature-requests/retention.job.ts';
import { FileBlobStore } from '../src/providers/blobs/file-blob-store.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { testConfig, uniqueEmail, useHarness } from './support/test-app.ts';

const DAY = 24 * 60 * 60_000;

describe.each(databases)('auto-deletion on $name', (engine) => {
  const harness = useHarness(engine);
  const config = testConfig({ PRERENDER_PAGES: '0' });
  let app: SignetApp;

  beforeAll(async () => {
    app = await harness.app({ env: { DATA_DIR: config.dataDir, PRERENDER_PAGES: '0' } });
  });

  it('deletes the documents of ended requests after the owner’s retention, keeping the trail', async () => {
    const email = uniqueEmail('owner');
    const { token } = await signUp(app, email);
    const signerEmail = uniqueEmail('signer');
    const keep = await openRequest(app, token, { signers: [signerEmail], title: 'Still open' });
    const ended = await openRequest(app, token, {
      signers: [signerEmail],
      title: 'Withdrawn',
      pages: 2,
    });
    await json(app, 'POST', `/v3/signature-requests/${ended.id}/withdraw`, { token, body: {} });
    const blobs = new FileBlobStore(config.dataDir);
    const hash = ended.documents[0]!.version_id;
    expect(existsSync(blobs.pathOf(hash))).toBe(true);

    // Auto-deletion is off until the user activates it (retention in days, PUT /v1/user).
    expect(await runRetention(harness.db, blobs, new Date(Date.now() + 400 * DAY))).toBe(0);
    expect((await json(app, 'PUT', '/v1/user', { token, body: { retention: 30 } })).status).toBe(
      200,
    );
    expect(await runRetention(harness.db, blobs, new Date(Date.now() + 29 * DAY))).toBe(0);
    expect(await runRetention(harness.db, blobs, new Date(Date.now() + 31 * DAY))).toBe(1);

    expect(existsSync(blobs.pathOf(hash))).toBe(false);
    const after = await json<SignatureRequest>(app, 'GET', `/v3/signature-requests/${ended.id}`, {
      token,
    });
    expect(after.body).toMatchObject({
      status_overall: 'WITHDRAWN',
      documents: [],
      documents_deleted: true,
    });
    const zip = await json(app, 'GET', `/v3/signature-requests/${ended.id}/zip`, { token });
    expect(zip.body).toMatchObject({ code: 'DOCUMENTS_DELETED' });
    const trail = await json<{ events: { action: string }[]; chain: { valid: boolean } }>(
      app,
      'GET',
      `/v3/signature-requests/${ended.id}/events`,
      { token },
    );
    expect(trail.body.events.at(-1)?.action).toBe('documents_deleted');
    expect(trail.body.chain.valid).toBe(true);
    const open = await json<SignatureRequest>(app, 'GET', `/v3/signature-requests/${keep.id}`, {
      token,
    });
    expect(open.body.documents).toHaveLength(1);
  });
  it('runs hourly as a scheduled job, and deactivating auto-deletion stops it for that owner', async () => {
    await app.signet.jobs.drain();
    const job = await harness.db
      .selectFrom('jobs')
      .select('run_at')
      .where('kind', '=', RETENTION_JOB)
      .executeTakeFirstOrThrow();
    const due = new Date(job.run_at).getTime() - Date.now();
    expect(due).toBeGreaterThan(50 * 60_000);
    expect(due).toBeLessThanOrEqual(60 * 60_000);

    const { token } = await signUp(app, uniqueEmail('owner'));
    const ended = await openRequest(app, token, { signers: [uniqueEmail('signer')] });
    await json(app, 'POST', `/v3/signature-requests/${ended.id}/withdraw`, { token, body: {} });
    const blobs = new FileBlobStore(config.dataDir);
    await json(app, 'PUT', '/v1/user', { token, body: { retention: 7 } });
    await json(app, 'PUT', '/v1/user', { token, body: { retention: null } });
    const user = await json<{ retention: number | null }>(app, 'GET', '/v1/user', { token });
    expect(user.body.retention).toBeNull();
    await runRetention(harness.db, blobs, new Date(Date.now() + 400 * DAY));
    const kept = await json<SignatureRequest>(app, 'GET', `/v3/signature-requests/${ended.id}`, {
      token,
    });
    expect(kept.body).toMatchObject({
      documents_deleted: false,
      documents: [{ id: ended.documents[0]!.id }],
    });
  });
});
