import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SignatureRequest } from '@signet/contract';
import { validate } from '@signet/pdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { FileBlobStore } from '../src/providers/blobs/file-blob-store.ts';
import { openBuiltInTrust } from '../src/providers/trust/built-in-trust.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { signerAccount, signWithTan } from './support/signing.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

const run = promisify(execFile);

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'signet-evidence-')), 'p.pdf');
  writeFileSync(file, pdf);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout.replace(/[ \t]+/g, ' ');
}

describe.each(databases)('what a signing leaves as evidence on $name', (engine) => {
  const harness = useHarness(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-evidence-data-'));
  let app: SignetApp;
  let owner: { token: string };

  beforeAll(async () => {
    app = await harness.app({ env: { DATA_DIR: dataDir } });
    owner = await signUp(app, uniqueEmail('owner'));
  });

  it('records the name the signing certificate carried, in the event and the protocol', async () => {
    const signer = await signerAccount(app, harness.db, 'named');
    await harness.db
      .updateTable('users')
      .set({ first_name: 'Zoë', last_name: 'Ängström-Keller' })
      .where('id', '=', signer.id)
      .execute();
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    expect((await signWithTan(app, signer, [{ signatureRequestId: request.id }])).status).toBe(200);

    const download = await app.inject({
      method: 'GET',
      url: `/v3/documents/${request.documents[0]!.id}/download?signed=true`,
      headers: { authorization: `Bearer ${signer.token}` },
    });
    const trust = await openBuiltInTrust({ dataDir, publicUrl: 'http://signet.test' });
    const report = await validate(new Uint8Array(download.rawPayload), {
      trustAnchors: trust.trustAnchors(),
    });
    const inCertificate = report.signatures[0]!.signer!.commonName;
    expect(inCertificate).toBe('Zoë Ängström-Keller');

    const trail = await json<{ events: { action: string; data: Record<string, unknown> }[] }>(
      app,
      'GET',
      `/v3/signature-requests/${request.id}/events`,
      { token: signer.token },
    );
    const signed = trail.body.events.find((event) => event.action === 'signed');
    expect(signed?.data.certificate_name).toBe(inCertificate);

    const protocol = await app.inject({
      method: 'GET',
      url: `/v3/signature-requests/${request.id}/report?type=PDF`,
      headers: { authorization: `Bearer ${signer.token}` },
    });
    expect(protocol.statusCode).toBe(200);
    const text = await pdfText(protocol.rawPayload);
    // The events table's `signed` row names the certificate's name beside the address (the
    // address may wrap onto the next line of the cell).
    expect(text).toMatch(/UTC Signed Zoë Ängström-Keller .*\n\s*\(named-/);
  });

  it('says which requests were signed when one in the middle of several fails', async () => {
    const signer = await signerAccount(app, harness.db, 'several');
    const first = await openRequest(app, owner.token, { signers: [signer.email], pages: 1 });
    const middle = await openRequest(app, owner.token, { signers: [signer.email], pages: 2 });
    const last = await openRequest(app, owner.token, { signers: [signer.email], pages: 3 });
    // The middle request's file is gone from the store: its signing fails after the first's.
    const blobs = new FileBlobStore(dataDir);
    rmSync(blobs.pathOf(middle.documents[0]!.version_id));

    const items = [first, middle, last].map((r) => ({ signatureRequestId: r.id }));
    const answer = await signWithTan(app, signer, items);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      code: 'SIGNING_FAILED',
      message: expect.stringContaining(`1 of 3 requests were signed before request ${middle.id}`),
      fields: [
        { field: 'body.signatureRequests[0].signatureRequestId', message: `Signed: ${first.id}` },
        {
          field: 'body.signatureRequests[1].signatureRequestId',
          message: expect.stringMatching(/^Not signed: /),
        },
        {
          field: 'body.signatureRequests[2].signatureRequestId',
          message: `Not signed: not tried after ${middle.id} failed`,
        },
      ],
    });
    const status = async (id: string) =>
      (
        await json<SignatureRequest>(app, 'GET', `/v3/signature-requests/${id}`, {
          token: signer.token,
        })
      ).body.status_overall;
    expect(await status(first.id)).toBe('SIGNED');
    expect(await status(middle.id)).toBe('OPEN');
    expect(await status(last.id)).toBe('OPEN');
  });
});
