import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { validate } from '@signet/pdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { openBuiltInTrust } from '../src/providers/trust/built-in-trust.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { signDirectly } from './support/sign-directly.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

const run = promisify(execFile);

async function tool(command: string, args: string[], pdf: Buffer): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'signet-protocol-')), 'p.pdf');
  writeFileSync(file, pdf);
  const { stdout } = await run(command, [
    ...args,
    file,
    ...(command === 'pdftotext' ? ['-'] : []),
  ]).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return stdout;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(databases)('signature protocol on $name', (engine) => {
  const harness = useHarness(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-protocol-data-'));
  const config = { dataDir, publicUrl: 'http://signet.test' };
  let app: SignetApp;
  const account = async (name: string) => {
    const email = uniqueEmail(name);
    return { email, token: (await signUp(app, email)).token };
  };

  beforeAll(async () => {
    app = await harness.app({ env: { DATA_DIR: dataDir } });
  });

  const report = (id: string, token?: string, type = 'PDF') =>
    app.inject({
      method: 'GET',
      url: `/v3/signature-requests/${id}/report?type=${type}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('lists signers, certificates, hashes and the event chain, sealed by the platform, in the requester language', async () => {
    const [owner, signer, observer, stranger] = await Promise.all([
      account('owner'),
      account('signer'),
      account('observer'),
      account('stranger'),
    ]);
    await harness.db
      .updateTable('users')
      .set({ attributes: JSON.stringify({ lang: ['de-ch'] }) })
      .where('email', '=', owner.email)
      .execute();
    const request = await openRequest(app, owner.token, {
      signers: [signer.email],
      observers: [observer.email],
      title: 'Mietvertrag Zürich',
    });
    await signDirectly(harness.db, config, {
      requestId: request.id,
      signerEmail: signer.email,
      signerName: 'Zoë Ängström',
    });

    const response = await report(request.id, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''Signaturprotokoll%20-%20Mietvertrag%20Z%C3%BCrich.pdf",
    );
    const pdf = response.rawPayload;
    if (process.env.PROTOCOL_SAMPLE) writeFileSync(process.env.PROTOCOL_SAMPLE, pdf);

    // Sealed by the platform: one signature, valid to poppler, by the platform's seal certificate.
    const pdfsig = await tool('pdfsig', [], pdf);
    expect(pdfsig).toContain('Signature is Valid.');
    expect(pdfsig.match(/Signature #/g)).toHaveLength(1);
    const trust = await openBuiltInTrust(config);
    const seal = await validate(new Uint8Array(pdf), { trustAnchors: trust.trustAnchors() });
    expect(seal.signatures).toHaveLength(1);
    expect(seal.signatures[0]).toMatchObject({
      chain: { trusted: true },
      level: 'B-LT',
      signer: { commonName: 'Signet signature protocols' },
    });
    expect(seal.signatures[0]?.signer?.issuer).toContain('Seal CA');

    // What it states, read back with poppler's text extraction.
    const text = (await tool('pdftotext', ['-layout'], pdf)).replace(/[ \t]+/g, ' ');
    const document = await harness.db
      .selectFrom('documents')
      .selectAll()
      .where('request_id', '=', request.id)
      .executeTakeFirstOrThrow();
    const signed = await validate(
      new Uint8Array(
        (
          await app.inject({
            method: 'GET',
            url: `/v3/documents/${document.id}/download?signed=true`,
            headers: { authorization: `Bearer ${owner.token}` },
          })
        ).rawPayload,
      ),
      { trustAnchors: trust.trustAnchors() },
    );
    const events = await json<{ events: { hash: string }[] }>(
      app,
      'GET',
      `/v3/signature-requests/${request.id}/events`,
      { token: owner.token },
    );
    expect(text).toContain('Signaturprotokoll: Mietvertrag Zürich');
    expect(text).toContain('contract.pdf');
    expect(text).toContain(document.original_hash);
    expect(text).toContain(document.current_hash);
    expect(document.current_hash).not.toBe(document.original_hash);
    expect(text).toContain('Zoë Ängström');
    expect(text).toContain(signer.email);
    expect(text).toContain('Einfache elektronische Signatur (EES)');
    expect(text).toContain('E-Mail-Adresse bestätigt');
    expect(text).toContain(signed.signatures[0]!.signer!.serialNumber);
    expect(text).toContain('Signet Demo Issuing CA');
    expect(text).toContain('Unversehrt');
    expect(text).toContain('Anfrage erstellt');
    expect(text).toContain('Unterschrieben');
    expect(text).toContain(events.body.events.at(-1)!.hash);
    expect(text).toContain('Die Kette der Ereignis-Hashes ist gültig');
    expect(text).toMatch(/Seite 1 von \d/);

    // Signers and observers may fetch it; anyone else finds nothing.
    expect((await report(request.id, signer.token)).statusCode).toBe(200);
    expect((await report(request.id, observer.token)).statusCode).toBe(200);
    expect((await report(request.id, stranger.token)).statusCode).toBe(404);
    expect((await report(request.id)).statusCode).toBe(401);
    expect((await report(request.id, owner.token, 'HTML')).statusCode).toBe(400);
  });

  it('downloads the signed current version or the original upload, alone and zipped', async () => {
    const [owner, signer] = await Promise.all([account('owner'), account('signer')]);
    const request = await openRequest(app, owner.token, {
      signers: [signer.email],
      title: 'Offer "2026" / (final)',
    });
    await signDirectly(harness.db, config, {
      requestId: request.id,
      signerEmail: signer.email,
      signerName: 'Sam Signer',
    });
    const document = await harness.db
      .selectFrom('documents')
      .selectAll()
      .where('request_id', '=', request.id)
      .executeTakeFirstOrThrow();
    const get = (url: string) =>
      app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${signer.token}` } });
    const signed = await get(`/v3/documents/${document.id}/download?signed=true`);
    const original = await get(`/v3/documents/${document.id}/download?signed=false`);
    const byDefault = await get(`/v3/documents/${document.id}/download`);
    expect(sha256(signed.rawPayload)).toBe(document.current_hash);
    expect(sha256(byDefault.rawPayload)).toBe(document.current_hash);
    expect(sha256(original.rawPayload)).toBe(document.original_hash);
    expect(await tool('pdfsig', [], signed.rawPayload)).toContain('Signature is Valid.');

    const signedZip = await get(`/v3/signature-requests/${request.id}/zip?signed=true`);
    const originalZip = await get(`/v3/signature-requests/${request.id}/zip?signed=false`);
    expect(signedZip.rawPayload.includes(signed.rawPayload)).toBe(true);
    expect(originalZip.rawPayload.includes(original.rawPayload)).toBe(true);
    expect(originalZip.rawPayload.includes(signed.rawPayload)).toBe(false);
    expect(signedZip.headers['content-disposition']).toBe(
      `attachment; filename="Offer _2026_ _ _final_.zip"; filename*=UTF-8''Offer%20%222026%22%20%2F%20%28final%29.zip`,
    );
  });

  it('says when the event chain was tampered with', async () => {
    const [owner, signer] = await Promise.all([account('owner'), account('signer')]);
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    await harness.db
      .updateTable('request_events')
      .set({ actor_email: 'mallory@example.com' })
      .where('request_id', '=', request.id)
      .where('seq', '=', 1)
      .execute();
    const response = await report(request.id, owner.token);
    expect(response.statusCode).toBe(200);
    const text = (await tool('pdftotext', ['-layout'], response.rawPayload)).replace(
      /[ \t]+/g,
      ' ',
    );
    expect(text).toContain('The chain of event hashes is broken at event 1');
    expect(text).toContain('Not signed yet');
    expect(sha256(response.rawPayload)).toMatch(/^[0-9a-f]{64}$/);
  });
});
