import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validate } from '@signet/pdf';
import { describe, expect, it } from 'vitest';
import { openBuiltInTrust } from '../src/providers/trust/built-in-trust.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { signerAccount, signWithTan } from './support/signing.ts';
import { STRONG_PASSWORD, uniqueEmail, useHarness } from './support/test-app.ts';

const key = () => randomBytes(32).toString('base64');

/**
 * The TAN key rotated as the README's "Key rotation" says (queue drained, key swapped, restart):
 * what was signed and recorded before is still readable and verifiable, and signing goes on.
 */
describe.each(databases)('TAN key rotation on $name', (engine) => {
  const harness = useHarness(engine);

  it('keeps signed files, trails and protocols verifiable, and signs again under the new key', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-rotation-'));
    const before = await harness.app({ env: { DATA_DIR: dataDir, SIGNING_TAN_KEY: key() } });
    const ownerEmail = uniqueEmail('owner');
    const owner = await signUp(before, ownerEmail);
    const signer = await signerAccount(before, harness.db, 'rotated');
    const request = await openRequest(before, owner.token, { signers: [signer.email] });
    expect((await signWithTan(before, signer, [{ signatureRequestId: request.id }])).status).toBe(
      200,
    );
    // The procedure: nothing sealed under the old key may wait in the queue.
    await before.signet.jobs.drain();

    const after = await harness.app({ env: { DATA_DIR: dataDir, SIGNING_TAN_KEY: key() } });
    const login = await json<{ token: string }>(after, 'POST', '/v1/login', {
      body: { email: ownerEmail, password: STRONG_PASSWORD },
    });
    expect(login.status).toBe(200);
    const file = await after.inject({
      method: 'GET',
      url: `/v3/documents/${request.documents[0]!.id}/download?signed=true`,
      headers: { authorization: `Bearer ${signer.token}` },
    });
    expect(file.statusCode).toBe(200);
    const trust = await openBuiltInTrust({ dataDir, publicUrl: 'http://signet.test' });
    const report = await validate(new Uint8Array(file.rawPayload), {
      trustAnchors: trust.trustAnchors(),
    });
    expect(report.signatures).toHaveLength(1);
    expect(report.signatures[0]).toMatchObject({ chain: { trusted: true } });
    const trail = await json<{ chain: { valid: boolean } }>(
      after,
      'GET',
      `/v3/signature-requests/${request.id}/events`,
      { token: signer.token },
    );
    expect(trail.body.chain.valid).toBe(true);
    const protocol = await after.inject({
      method: 'GET',
      url: `/v3/signature-requests/${request.id}/report?type=PDF`,
      headers: { authorization: `Bearer ${signer.token}` },
    });
    expect(protocol.statusCode).toBe(200);

    // A new TAN under the new key signs the next request.
    const next = await openRequest(after, owner.token, { signers: [signer.email] });
    const signed = await signWithTan(after, signer, [{ signatureRequestId: next.id }]);
    expect(signed.status).toBe(200);
  });
});
