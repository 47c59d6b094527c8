import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SignatureRequest, UserVisualSignature } from '@signet/contract';
import { renderPage, renderStampPreview } from '@signet/pdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { VisualSignaturesService } from '../src/features/visual-signatures/visual-signatures.service.ts';
import { FileBlobStore } from '../src/providers/blobs/file-blob-store.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { setAttributes, signerAccount, signWithTan } from './support/signing.ts';
import { TestClock, uniqueEmail, useHarness } from './support/test-app.ts';

const run = promisify(execFile);

/** Where the stamp is placed on page 1 (points from the top-left), at its §9 default size. */
const STAMP = { x: 40, y: 200, width: 300, height: 140 };
const PUBLIC_URL = 'http://signet.test';

/** Text poppler extracts from page 1 inside a box (points from the top-left), spaces folded. */
async function textIn(pdf: Uint8Array, box: typeof STAMP): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'signet-preview-')), 'page.pdf');
  writeFileSync(file, pdf);
  const crop = ['-x', box.x, '-y', box.y, '-W', box.width, '-H', box.height].map(String);
  const { stdout } = await run('pdftotext', ['-f', '1', '-l', '1', ...crop, file, '-']);
  return stdout.replace(/\s+/g, ' ').trim();
}

describe.each(databases)('the preview is the stamp signing writes, on $name', (engine) => {
  const harness = useHarness(engine);
  const clock = new TestClock();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-preview-data-'));
  const email = uniqueEmail('preview');
  let app: SignetApp;
  let service: VisualSignaturesService;

  beforeAll(async () => {
    app = await harness.app({
      clock,
      env: { DATA_DIR: dataDir, SIGNING_TEST_LEVELS: `${email}=aes.zertes` },
    });
    // The service as the app builds it, to read the appearance the preview image is drawn from.
    service = new VisualSignaturesService(harness.db, clock.now, new FileBlobStore(dataDir), {
      publicUrl: PUBLIC_URL,
      isDemoTrustService: true,
    });
  });

  it('shows the words, language, level and date that signing writes for the same user', async () => {
    const owner = await signUp(app, uniqueEmail('owner'));
    const signer = await signerAccount(app, harness.db, 'preview', email);
    await setAttributes(harness.db, signer.id, {
      lang: ['de-ch'],
      default_quality: ['aes'],
      default_legislation: ['zertes'],
    });
    const created = await json<UserVisualSignature>(app, 'POST', '/v1/user/visual-signatures', {
      token: signer.token,
      body: { alias: 'Büro', name: 'Ada Muster', optionalLine: 'Muster AG', location: 'Bern' },
    });
    expect(created.status).toBe(201);

    // The user signs an AES request under ZertES, the level their defaults name.
    const request: SignatureRequest = await openRequest(app, owner.token, {
      signers: [signer.email],
    });
    await harness.db
      .updateTable('signature_requests')
      .set({ quality: 'AES', legislation: 'ZERTES' })
      .where('id', '=', request.id)
      .execute();
    const signed = await signWithTan(app, signer, [
      {
        signatureRequestId: request.id,
        documentSignatures: [
          {
            document_id: request.documents[0]!.id,
            visual_signature: { positions: [{ page: '0', ...STAMP }] },
          },
        ],
      },
    ]);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const download = await app.inject({
      method: 'GET',
      url: `/v3/documents/${request.documents[0]!.id}/download?signed=true`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(download.statusCode).toBe(200);
    const stamped = await textIn(download.rawPayload, STAMP);
    expect(stamped).toContain('Fortgeschrittene elektronische Signatur');
    expect(stamped).toContain('PAdES · FES · ZertES');
    expect(stamped).toContain('Bern · Unterzeichnet am');

    // At the same moment the preview's one-page PDF reads exactly as the signed stamp.
    const appearance = await service.previewAppearance(
      signer.id,
      await service.stampSource(signer.id),
    );
    const previewPdf = await renderStampPreview(appearance);
    expect(await textIn(previewPdf, { x: 0, y: 0, width: 300, height: 140 })).toBe(stamped);

    // And the endpoint's image is drawn from that very appearance.
    const image = await app.inject({
      method: 'GET',
      url: `/v1/user/preview-visual-signature?id=${created.body.id}`,
      headers: { authorization: `Bearer ${signer.token}` },
    });
    expect(image.statusCode).toBe(200);
    const expected = (await renderPage(previewPdf, 1, 200, 'png')).bytes;
    expect(Buffer.compare(image.rawPayload, Buffer.from(expected))).toBe(0);
  });
});
