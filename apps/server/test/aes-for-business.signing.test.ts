import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { insertBusiness, usageOf } from './support/business-rows.ts';
import { databases } from './support/databases.ts';
import { json, tokenFromMail } from './support/http.ts';
import { createRequest } from './support/requests.ts';
import { signCall, signerAccount, signWithTan } from './support/signing.ts';
import { useHarness } from './support/test-app.ts';

const run = promisify(execFile);

/** The output of a poppler tool on the bytes (pdfsig exits non-zero on some findings). */
async function poppler(command: 'pdfsig' | 'pdftotext', bytes: Buffer, dir: string) {
  const file = path.join(dir, `${randomBytes(4).toString('hex')}.pdf`);
  writeFileSync(file, bytes);
  const args = command === 'pdftotext' ? [file, '-'] : [file];
  const { stdout } = await run(command, args).catch((error: { stdout?: string }) => ({
    stdout: error.stdout ?? '',
  }));
  return stdout;
}

describe.each(databases)('signing at AES for business on $name', (engine) => {
  const harness = useHarness(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-aes4biz-'));
  let app: SignetApp;

  beforeAll(async () => {
    // No SIGNING_TEST_LEVELS: AES for business is the only source of AES here.
    app = await harness.app({ env: { DATA_DIR: dataDir } });
  });

  it('a vouched member signs an AES request: pdfsig accepts the file, the event and the protocol name the business', async () => {
    const domain = `acme-${randomBytes(4).toString('hex')}.test`;
    const admin = await signerAccount(app, harness.db, 'admin', `admin@${domain}`);
    const member = await signerAccount(app, harness.db, 'member', `member@${domain}`);
    const elsewhere = await signerAccount(app, harness.db, 'elsewhere');
    const business = await insertBusiness(harness.db, {
      name: 'Acme Treuhand AG',
      admin: admin.id,
      members: [member.id, elsewhere.id],
      domains: [domain],
    });
    const representative = `board@${domain}`;
    const enabled = await json(app, 'PUT', `/v1/businesses/${business.id}/aes-for-business`, {
      token: admin.token,
      body: {
        enabled: true,
        representativeName: 'Bea Board',
        representativeEmail: representative,
        commercialRegister: 'CHE-111.222.333',
        domains: [domain],
        legislation: 'zertes',
      },
    });
    expect(enabled.status).toBe(200);

    const draft = await createRequest(app, admin.token, {
      signers: [member.email, elsewhere.email],
      title: 'Mandate',
    });
    await json(app, 'PUT', `/v3/signature-requests/${draft.id}`, {
      token: admin.token,
      body: { quality: 'AES', legislation: 'ZERTES' },
    });
    await json(app, 'POST', `/v3/signature-requests/${draft.id}/initiate`, { token: admin.token });
    const item = [{ signatureRequestId: draft.id }];

    // Until the representative confirms, nobody holds AES.
    const early = await signCall(app, member.token, { signatureRequests: item });
    expect(early.body.code).toBe('UPGRADE_STANDARDS_REQUIRED');
    const link = await tokenFromMail(app, representative, '/signup/confirm');
    await json(app, 'POST', '/v1/valid-confirmation', { body: { token: link, language: 'en-gb' } });

    const signed = await signWithTan(app, member, item);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ status: 'SIGNED' });
    // A member outside the domains is not vouched for.
    const refused = await signCall(app, elsewhere.token, { signatureRequests: item });
    expect(refused.body.code).toBe('UPGRADE_STANDARDS_REQUIRED');

    const download = await app.inject({
      method: 'GET',
      url: `/v3/documents/${draft.documents[0]!.id}/download`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(download.statusCode).toBe(200);
    const pdfsig = await poppler('pdfsig', download.rawPayload, dataDir);
    expect(pdfsig.split('Signature Validation: Signature is Valid.').length - 1).toBe(1);
    expect(pdfsig).toContain(member.email);

    const events = await json<{ events: { action: string; data: Record<string, unknown> }[] }>(
      app,
      'GET',
      `/v3/signature-requests/${draft.id}/events`,
      { token: admin.token },
    );
    expect(events.body.events.find((event) => event.action === 'signed')?.data).toMatchObject({
      level: 'aes',
      legislation: 'zertes',
      identity: { method: 'aes_for_business', business: 'Acme Treuhand AG' },
    });

    const report = await app.inject({
      method: 'GET',
      url: `/v3/signature-requests/${draft.id}/report?type=PDF`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(report.statusCode).toBe(200);
    const text = (await poppler('pdftotext', report.rawPayload, dataDir)).replace(/\s+/g, ' ');
    expect(text).toContain('AES, identity vouched by Acme Treuhand AG');

    expect(await usageOf(harness.db, business.id)).toMatchObject({
      request_created: 1,
      'signature:aes': 1,
    });
  });
});
