import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TimelineResponse } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { latestTan, type Signer, signCall, signerAccount } from './support/signing.ts';
import { useHarness } from './support/test-app.ts';

const run = promisify(execFile);

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'signet-timeline-')), 'p.pdf');
  writeFileSync(file, pdf);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout.replace(/[ \t]+/g, ' ');
}

describe.each(databases)('the request timeline on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  let owner: Signer;
  let signer: Signer;

  beforeAll(async () => {
    app = await harness.app({ env: { PRERENDER_PAGES: '0' } });
    [owner, signer] = await Promise.all([
      signerAccount(app, harness.db, 'owner'),
      signerAccount(app, harness.db, 'signer'),
    ]);
  });

  const timeline = (id: string, token: string) =>
    json<TimelineResponse>(app, 'GET', `/v3/signature-requests/${id}/timeline`, { token });

  it('records viewed, TAN sent, wrong TAN and signed, names people, and the protocol prints them', async () => {
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const items = [{ signatureRequestId: request.id }];
    // The owner opening their own request is no "viewed"; the signer's first look is, once.
    await json(app, 'GET', `/v3/signature-requests/${request.id}`, { token: owner.token });
    for (let i = 0; i < 2; i++) {
      await json(app, 'GET', `/v3/signature-requests/${request.id}`, { token: signer.token });
    }
    expect((await signCall(app, signer.token, { signatureRequests: items })).status).toBe(200);
    const tan = await latestTan(app, signer.mobile);
    const wrong = tan === '000000' ? '111111' : '000000';
    const refused = await signCall(app, signer.token, { signatureRequests: items, tan: wrong });
    expect(refused.body.code).toBe('TAN_INVALID');
    const signed = await signCall(app, signer.token, { signatureRequests: items, tan });
    expect(signed.body.status).toBe('SIGNED');

    const { status, body } = await timeline(request.id, signer.token);
    expect(status).toBe(200);
    expect(body.chain).toEqual({ valid: true, broken_at: null });
    expect(body.entries.map((entry) => entry.action)).toEqual([
      'created',
      'initiated',
      'viewed',
      'tan_sent',
      'tan_failed',
      'signed',
      'completed',
    ]);
    const [created, , viewed, , failed] = body.entries;
    expect(created!.actor).toEqual({ email: owner.email, name: 'Ada Muster' });
    expect(viewed!.actor).toEqual({ email: signer.email, name: 'Ada Muster' });
    expect(failed).toMatchObject({ code: 'TAN_INVALID', actor: { email: signer.email } });
    for (const entry of body.entries) expect(entry.at).toMatch(/Z$/);

    const protocol = await app.inject({
      method: 'GET',
      url: `/v3/signature-requests/${request.id}/report?type=PDF`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(protocol.statusCode).toBe(200);
    const text = await pdfText(protocol.rawPayload);
    const trail = text.slice(text.indexOf('Events'));
    for (const line of ['Opened', 'TAN sent by SMS', 'Wrong TAN entered']) {
      expect(trail).toContain(line);
    }
    // People by name and address (the address wraps onto the cell's second line).
    const flat = trail.replace(/\s+/g, ' ');
    expect(flat).toContain(`Opened Ada Muster 127.0.0.1 (${signer.email})`);
    // Signing, sealing the protocol and reading it back with pdftotext take a while.
  }, 120_000);

  it('skips the editing steps of a draft and answers 404 to others', async () => {
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    await json(app, 'POST', `/v3/signature-requests/${request.id}/remind`, {
      token: owner.token,
    });
    const { body } = await timeline(request.id, owner.token);
    expect(body.entries.map((entry) => entry.action)).toEqual(['created', 'initiated', 'reminded']);
    expect(body.entries[2]).toMatchObject({
      actor: { email: owner.email },
      people: [{ email: signer.email, name: 'Ada Muster' }],
      automatic: false,
    });
    const outsider = await signerAccount(app, harness.db, 'outsider');
    expect((await timeline(request.id, outsider.token)).status).toBe(404);
  });
});
