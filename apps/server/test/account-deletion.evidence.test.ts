import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SignatureRequest } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { runRetention } from '../src/features/signature-requests/retention.job.ts';
import { FileBlobStore } from '../src/providers/blobs/file-blob-store.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { createRequest, openRequest } from './support/requests.ts';
import { signerAccount, signWithTan } from './support/signing.ts';
import { STRONG_PASSWORD, useHarness } from './support/test-app.ts';

const DAY = 24 * 60 * 60_000;

interface Trail {
  events: { action: string; actor_email: string | null; data: Record<string, unknown> }[];
  chain: { valid: boolean };
}

describe.each(databases)('an account deleted while others took part on $name', (engine) => {
  const harness = useHarness(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-leaver-'));
  let app: SignetApp;

  beforeAll(async () => {
    app = await harness.app({ env: { DATA_DIR: dataDir } });
  });

  const get = (url: string, token: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('keeps what the signer signed, with its file, trail and protocol; the rest goes', async () => {
    const owner = await signerAccount(app, harness.db, 'leaver');
    const signer = await signerAccount(app, harness.db, 'stayer');
    const shared = await openRequest(app, owner.token, { signers: [signer.email] });
    const documentId = shared.documents[0]!.id;
    const item = { signatureRequestId: shared.id };
    const signed = await signWithTan(app, signer, [item]);
    expect(signed.status).toBe(200);
    await app.signet.jobs.drain();
    const open = await openRequest(app, owner.token, { signers: [signer.email], title: 'Open' });
    const alone = await createRequest(app, owner.token, { title: 'Only mine' });
    const own = await openRequest(app, owner.token, { signers: [owner.email], title: 'Me' });
    // The owner had chosen auto-deletion after 30 days: it still applies once they are gone.
    expect(
      (await json(app, 'PUT', '/v1/user', { token: owner.token, body: { retention: 30 } })).status,
    ).toBe(200);
    const before = await get(`/v3/documents/${documentId}/download?signed=true`, signer.token);
    expect(before.statusCode).toBe(200);

    const deleted = await json(app, 'POST', '/v1/user/delete', {
      token: owner.token,
      body: { password: STRONG_PASSWORD },
    });
    expect(deleted.status).toBe(204);

    // The signer still has the request, the signed file (byte for byte) and the protocol.
    const view = await json<SignatureRequest>(app, 'GET', `/v3/signature-requests/${shared.id}`, {
      token: signer.token,
    });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ status_overall: 'SIGNED', owner: null });
    const after = await get(`/v3/documents/${documentId}/download?signed=true`, signer.token);
    expect(after.statusCode).toBe(200);
    expect(Buffer.compare(after.rawPayload, before.rawPayload)).toBe(0);
    const protocol = await get(`/v3/signature-requests/${shared.id}/report?type=PDF`, signer.token);
    expect(protocol.statusCode).toBe(200);
    expect(protocol.headers['content-type']).toBe('application/pdf');

    // The trail still verifies and keeps the leaver's address as it was when they acted.
    const trail = await json<Trail>(app, 'GET', `/v3/signature-requests/${shared.id}/events`, {
      token: signer.token,
    });
    expect(trail.status).toBe(200);
    expect(trail.body.chain.valid).toBe(true);
    expect(trail.body.events[0]).toMatchObject({ actor_email: owner.email });
    expect(trail.body.events.at(-1)).toMatchObject({
      action: 'owner_deleted',
      actor_email: null,
    });

    // An open request with others is withdrawn for them, not left waiting for an owner.
    const closed = await json<SignatureRequest>(app, 'GET', `/v3/signature-requests/${open.id}`, {
      token: signer.token,
    });
    expect(closed.body).toMatchObject({ status_overall: 'WITHDRAWN', owner: null });

    // Requests only the leaver was in are gone, and nothing else of the account remains.
    for (const id of [alone.id, own.id]) {
      const row = await harness.db
        .selectFrom('signature_requests')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    }
    expect(
      await harness.db.selectFrom('users').select('id').where('id', '=', owner.id).execute(),
    ).toEqual([]);
    const ownerless = await harness.db
      .selectFrom('signature_requests')
      .select(['owner_id', 'owner_left_at'])
      .where('id', 'in', [shared.id, open.id])
      .execute();
    expect(ownerless).toHaveLength(2);
    for (const row of ownerless) {
      expect(row.owner_id).toBeNull();
      expect(row.owner_left_at).not.toBeNull();
    }
    const blobs = new FileBlobStore(dataDir);
    expect(await runRetention(harness.db, blobs, new Date(Date.now() + 29 * DAY))).toBe(0);
    expect(await runRetention(harness.db, blobs, new Date(Date.now() + 31 * DAY))).toBe(2);
    const gone = await json<SignatureRequest>(app, 'GET', `/v3/signature-requests/${shared.id}`, {
      token: signer.token,
    });
    expect(gone.body).toMatchObject({ documents: [], documents_deleted: true });
  });
});
