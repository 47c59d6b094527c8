import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { ProtocolService } from '../src/features/protocol/protocol.service.ts';
import { FileBlobStore } from '../src/providers/blobs/file-blob-store.ts';
import { builtInTrustPort, openBuiltInTrust } from '../src/providers/trust/built-in-trust.ts';
import { PlatformSeal } from '../src/providers/trust/platform-seal.ts';
import { databases } from './support/databases.ts';
import { signUp } from './support/http.ts';
import { createRequest, openRequest } from './support/requests.ts';
import { signDirectly } from './support/sign-directly.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

describe.each(databases)('protocol, ZIP and page images done once on $name', (engine) => {
  const harness = useHarness(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-costly-'));
  const config = { dataDir, publicUrl: 'http://signet.test', domainName: 'signet.test' };
  let app: SignetApp;
  const account = async (name: string) => {
    const email = uniqueEmail(name);
    return { email, token: (await signUp(app, email)).token };
  };
  const get = (url: string, token: string, on = app) =>
    on.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const report = (id: string, token: string, on = app) =>
    get(`/v3/signature-requests/${id}/report?type=PDF`, token, on);
  const storedProtocols = (requestId: string) =>
    harness.db
      .selectFrom('signature_protocols')
      .select(['blob_hash', 'state_key'])
      .where('request_id', '=', requestId)
      .execute();

  beforeAll(async () => {
    app = await harness.app({ env: { DATA_DIR: dataDir, PRERENDER_PAGES: '0' } });
  });

  it('builds and seals the protocol once per request state, and serves the stored one after', async () => {
    const [owner, signer] = await Promise.all([account('owner'), account('signer')]);
    const request = await openRequest(app, owner.token, { signers: [signer.email] });

    const first = await report(request.id, owner.token);
    expect(first.statusCode).toBe(200);
    // A second build would be sealed anew (another time, another signature value).
    const again = await report(request.id, signer.token);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await storedProtocols(request.id)).toHaveLength(1);

    await signDirectly(harness.db, config, {
      requestId: request.id,
      signerEmail: signer.email,
      signerName: 'Sam Signer',
    });
    const signed = await report(request.id, owner.token);
    expect(signed.rawPayload.equals(first.rawPayload)).toBe(false);
    expect((await report(request.id, owner.token)).rawPayload.equals(signed.rawPayload)).toBe(true);
    const rows = await storedProtocols(request.id);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.state_key)).size).toBe(2);
  });

  it('seals once however many ask for the same state at once (the platform seal is asked once)', async () => {
    const owner = await account('owner');
    const request = await openRequest(app, owner.token, { signers: [uniqueEmail('signer')] });
    const trust = builtInTrustPort(await openBuiltInTrust(config));
    const seal = new PlatformSeal(trust, config.domainName, () => new Date());
    const sealer = vi.spyOn(seal, 'signerNow');
    const protocol = new ProtocolService(
      harness.db,
      () => new Date(),
      new FileBlobStore(dataDir),
      trust,
      seal,
    );
    const [a, b] = await Promise.all([
      protocol.forRequest(request.id),
      protocol.forRequest(request.id),
    ]);
    const c = await protocol.forRequest(request.id);
    expect(sealer).toHaveBeenCalledTimes(1);
    expect(protocol.builds).toBe(1);
    expect(Buffer.from(b.bytes).equals(Buffer.from(a.bytes))).toBe(true);
    expect(Buffer.from(c.bytes).equals(Buffer.from(a.bytes))).toBe(true);
  });

  it('snaps a page scale up to the allowed set, and renders and stores each image once', async () => {
    const owner = await account('owner');
    const request = await createRequest(app, owner.token, { pages: 2 });
    const document = request.documents[0]!;
    const page = async (scale: number) => {
      for (let attempt = 0; attempt < 400; attempt++) {
        const response = await get(
          `/v3/documents/${document.id}/pages/1?scale=${scale}`,
          owner.token,
        );
        if (response.statusCode !== 503) return response;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('page never rendered');
    };
    const odd = await page(120);
    expect(odd.statusCode).toBe(200);
    expect(odd.headers['x-page-scale']).toBe('150');
    const exact = await page(150);
    expect(exact.headers.etag).toBe(odd.headers.etag);
    expect((await page(101)).headers.etag).toBe(odd.headers.etag);
    const { current_hash } = await harness.db
      .selectFrom('documents')
      .select('current_hash')
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow();
    const images = await harness.db
      .selectFrom('page_images')
      .select(['page', 'scale'])
      .where('pdf_hash', '=', current_hash)
      .execute();
    expect(images).toEqual([{ page: 1, scale: 150 }]);
  });

  it('throttles protocol, ZIP and page images per account: 429 with Retry-After', async () => {
    const limited = await harness.app({
      env: {
        DATA_DIR: dataDir,
        PRERENDER_PAGES: '0',
        THROTTLE_PROTOCOL_PER_MINUTE: '2',
        THROTTLE_ZIP_PER_MINUTE: '2',
        THROTTLE_PAGE_IMAGES_PER_MINUTE: '2',
      },
    });
    const [owner, signer] = await Promise.all([account('owner'), account('signer')]);
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const documentId = request.documents[0]!.id;
    const urls = [
      `/v3/signature-requests/${request.id}/report?type=PDF`,
      `/v3/signature-requests/${request.id}/zip`,
      `/v3/documents/${documentId}/pages/0?scale=100`,
    ];
    for (const url of urls) {
      for (let call = 0; call < 2; call++) {
        expect((await get(url, owner.token, limited)).statusCode, url).not.toBe(429);
      }
      const refused = await get(url, owner.token, limited);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // The budget is the account's: another account is not held back.
      expect((await get(url, signer.token, limited)).statusCode, url).not.toBe(429);
    }
  });
});
