import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SignatureRequest } from '@signet/contract';
import { validate } from '@signet/pdf';
import { openTrustService } from '@signet/trust';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json, signUp, waitForMail } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { latestTan, type Signer, signCall, signerAccount } from './support/signing.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

const run = promisify(execFile);

async function download(app: SignetApp, token: string, documentId: string): Promise<Buffer> {
  const response = await app.inject({
    method: 'GET',
    url: `/v3/documents/${documentId}/download?signed=true`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

async function pdfsigValid(file: string): Promise<number> {
  const { stdout } = await run('pdfsig', [file]).catch((error: { stdout?: string }) => ({
    stdout: error.stdout ?? '',
  }));
  return stdout.split('Signature Validation: Signature is Valid.').length - 1;
}

describe.each(databases)('signing to completion on $name', (engine) => {
  const harness = useHarness(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-signing-'));
  let app: SignetApp;
  let owner: { email: string; token: string };

  beforeAll(async () => {
    app = await harness.app({ env: { DATA_DIR: dataDir } });
    const email = uniqueEmail('owner');
    owner = { email, token: (await signUp(app, email)).token };
  });

  it('three signers: stamps placed, 3 valid signatures to pdfsig, qpdf clean, B-LT, mails sent', async () => {
    const signers: Signer[] = [];
    for (const name of ['ann', 'ben', 'cem'])
      signers.push(await signerAccount(app, harness.db, name));
    const request = await openRequest(app, owner.token, { signers: signers.map((s) => s.email) });
    const documentId = request.documents[0]!.id;
    for (const [index, signer] of signers.entries()) {
      const item = {
        signatureRequestId: request.id,
        documentSignatures: [
          {
            document_id: documentId,
            visual_signature: {
              positions: [
                { page: '0', x: 40 + index * 10, y: 200 + index * 160, width: 300, height: 140 },
              ],
            },
          },
        ],
      };
      const started = await signCall(app, signer.token, { signatureRequests: [item] });
      expect(started.body.status).toBe('TAN_SENT');
      const tan = await latestTan(app, signer.mobile);
      const signed = await signCall(app, signer.token, { signatureRequests: [item], tan });
      expect(signed.status).toBe(200);
      expect(signed.body).toMatchObject({
        signatureRequests: [{ status_overall: index === 2 ? 'SIGNED' : 'OPEN' }],
      });
    }
    const pdf = await download(app, owner.token, documentId);
    const file = path.join(dataDir, 'three.pdf');
    writeFileSync(file, pdf);
    expect(await pdfsigValid(file)).toBe(3);
    await run('qpdf', ['--check', file]).catch((error: { code?: number }) => {
      // Exit 3 is warnings only; 2 would be errors.
      expect(error.code).toBe(3);
    });
    const trust = await openTrustService({ dataDir, baseUrl: 'http://signet.test/trust' });
    const report = await validate(new Uint8Array(pdf), { trustAnchors: trust.trustAnchors() });
    const signatures = report.signatures.filter((s) => !s.isDocumentTimestamp);
    expect(signatures).toHaveLength(3);
    for (const signature of signatures) {
      expect(signature.level).toBe('B-LT');
      expect(signature.integrity.signatureValid).toBe(true);
    }
    const status = await json<SignatureRequest>(
      app,
      'GET',
      `/v3/signature-requests/${request.id}`,
      {
        token: owner.token,
      },
    );
    expect(status.body.status_overall).toBe('SIGNED');
    // The completion mails are the work of a job queued with SIGNED: wait for it to have run.
    await app.signet.jobs.drain();
    await app.signet.jobs.drain();
    const completed = await waitForMail(app, owner.email, (mail) =>
      /signed by everyone/.test(mail.subject ?? ''),
    );
    // §3 mailService.attachments (default): the signed document and the sealed protocol.
    const files = (completed as unknown as { attachments: { filename: string }[] }).attachments;
    expect(files.map((file) => file.filename)).toEqual([
      expect.stringMatching(/\.pdf$/),
      expect.stringMatching(/^Signature protocol - .*\.pdf$/),
    ]);
  });

  it('twenty signers at the same moment: SIGNED, 20 valid signatures in one file, no event lost', async () => {
    const signers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signerAccount(app, harness.db, `s${index}`)),
    );
    const request = await openRequest(app, owner.token, { signers: signers.map((s) => s.email) });
    const item = [{ signatureRequestId: request.id }];
    const tans: string[] = [];
    for (const signer of signers) {
      await signCall(app, signer.token, { signatureRequests: item });
      tans.push(await latestTan(app, signer.mobile));
    }
    const answers = await Promise.all(
      signers.map((signer, index) =>
        signCall(app, signer.token, { signatureRequests: item, tan: tans[index] }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(signers.map(() => 200));
    const pdf = await download(app, owner.token, request.documents[0]!.id);
    const file = path.join(dataDir, 'twenty.pdf');
    writeFileSync(file, pdf);
    expect(await pdfsigValid(file)).toBe(20);
    const events = await json<{ events: { action: string }[]; chain: { valid: boolean } }>(
      app,
      'GET',
      `/v3/signature-requests/${request.id}/events`,
      { token: owner.token },
    );
    expect(events.body.chain.valid).toBe(true);
    expect(events.body.events.filter((e) => e.action === 'signed')).toHaveLength(20);
    expect(events.body.events.filter((e) => e.action === 'completed')).toHaveLength(1);
    const status = await json<SignatureRequest>(
      app,
      'GET',
      `/v3/signature-requests/${request.id}`,
      {
        token: owner.token,
      },
    );
    expect(status.body.status_overall).toBe('SIGNED');
    // The list shows the last of those writes, not one a concurrent signing overtook.
    const listed = await json<SignatureRequest[]>(app, 'GET', '/v3/signature-requests', {
      token: owner.token,
    });
    expect(listed.body.find((r) => r.id === request.id)).toEqual(status.body);
  }, 180_000);
});
