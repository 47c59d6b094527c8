import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SignatureRequest } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { bombPdf } from './support/bomb-pdf.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { minimalPdf, multipartBody } from './support/minimal-pdf.ts';
import { base64, createRequest, openRequest } from './support/requests.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../shared/fixtures/pdfs');
const MAX_UPLOAD = 300 * 1024;

/** Expected refusals by preflight; every other fixture is accepted (4 of them repaired once). */
const REFUSED: Record<string, string> = {
  'encrypted/aes128-user-pw.pdf': 'DOCUMENT_ENCRYPTED',
  'encrypted/aes256-user-and-owner-pw.pdf': 'DOCUMENT_ENCRYPTED',
  'encrypted/libreoffice-user-pw.pdf': 'DOCUMENT_ENCRYPTED',
  'encrypted/pubkey-aes256.pdf': 'DOCUMENT_ENCRYPTED',
  'encrypted/rc4-40-owner-pw-only.pdf': 'DOCUMENT_ENCRYPTED',
  'signed/acrobat-sign-encrypted.pdf': 'DOCUMENT_ENCRYPTED',
  'malformed/broken-objstream.pdf': 'DOCUMENT_DAMAGED',
};
const REPAIRED = new Set([
  'malformed/invalid-root-ref.pdf',
  'malformed/startxref-hopeless.pdf',
  'malformed/truncated-no-xref-trailer.pdf',
  'malformed/xref-keyword-missing.pdf',
]);

function fixtureFiles(): string[] {
  if (!existsSync(FIXTURES)) return [];
  return readdirSync(FIXTURES, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.pdf') && statSync(path.join(FIXTURES, file)).isFile())
    .sort();
}

describe.each(databases)('documents on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  let owner: { email: string; token: string };
  let stranger: { email: string; token: string };

  // Every app of this file shares one database, hence one jobs table: they share one blob store
  // too, as server processes of one deployment do, so any of them can render any page.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-documents-'));

  beforeAll(async () => {
    app = await harness.app({
      env: {
        DATA_DIR: dataDir,
        MAX_UPLOAD_BYTES: String(MAX_UPLOAD),
        MAX_DOCUMENT_PAGES: '30',
        PRERENDER_PAGES: '1',
      },
    });
    const ownerEmail = uniqueEmail('owner');
    const strangerEmail = uniqueEmail('stranger');
    owner = { email: ownerEmail, token: (await signUp(app, ownerEmail)).token };
    stranger = { email: strangerEmail, token: (await signUp(app, strangerEmail)).token };
  });

  const upload = (
    bytes: Uint8Array,
    filename = 'file.pdf',
    type = 'application/pdf',
    token = owner.token,
  ) => {
    const form = multipartBody([{ name: 'file', filename, type, bytes }]);
    return app.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
  };
  const get = (url: string, token = owner.token, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });

  /** A page not rendered within the request's wait answers 503 with Retry-After. */
  async function pageImage(documentId: string, page = 0, scale = 100) {
    for (let attempt = 0; attempt < 400; attempt++) {
      const response = await get(`/v3/documents/${documentId}/pages/${page}?scale=${scale}`);
      if (response.statusCode !== 503) return response;
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toMatchObject({ code: 'PAGE_RENDERING' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('page never rendered');
  }

  it('refuses what is not a PDF: other bytes, 0 bytes, a wrong body type, oversize, truncated', async () => {
    const text = await upload(new TextEncoder().encode('hello, not a pdf'), 'fake.pdf');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'DOCUMENT_NOT_PDF' });
    expect(text.json().message).toContain('not a PDF');

    const empty = await upload(new Uint8Array(0));
    expect(empty.json()).toMatchObject({ statusCode: 400, code: 'DOCUMENT_EMPTY' });

    const wrongType = await app.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      payload: Buffer.from(minimalPdf()),
      headers: { 'content-type': 'application/pdf', authorization: `Bearer ${owner.token}` },
    });
    expect(wrongType.statusCode).toBe(415);

    const large = new Uint8Array(MAX_UPLOAD + 1);
    large.set(minimalPdf());
    const oversize = await upload(large);
    expect(oversize.json()).toMatchObject({ statusCode: 413, code: 'DOCUMENT_TOO_LARGE' });
    const oversizeJson = await json(app, 'POST', '/v3/signature-requests', {
      token: owner.token,
      body: { title: 'big', documents: [{ content: base64(large) }] },
    });
    expect(oversizeJson.body).toMatchObject({
      code: 'DOCUMENT_TOO_LARGE',
      fields: [{ field: 'body.documents.0.content' }],
    });

    const pdf = minimalPdf(3);
    const truncated = await upload(pdf.subarray(0, 40));
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json()).toMatchObject({ code: 'DOCUMENT_DAMAGED' });

    // The declared type does not matter; the bytes do.
    const asOctets = await upload(minimalPdf(), 'scan.bin', 'application/octet-stream');
    expect(asOctets.statusCode).toBe(201);
  });

  it('guards against documents built to exhaust a reader', async () => {
    const tooManyPages = await upload(minimalPdf(31));
    expect(tooManyPages.json()).toMatchObject({ statusCode: 422, code: 'DOCUMENT_TOO_MANY_PAGES' });
    const giantPage = await upload(minimalPdf(1, [200_000, 200_000]));
    expect(giantPage.json()).toMatchObject({ statusCode: 422, code: 'DOCUMENT_PAGE_TOO_LARGE' });
    // A legal page (200 in × 200 in) at a scale that would need a huge bitmap is refused up front.
    const poster = (await upload(minimalPdf(1, [14_400, 14_400]))).json() as SignatureRequest;
    const tooBig = await get(`/v3/documents/${poster.documents[0]!.id}/pages/0?scale=400`);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().fields[0].field).toBe('query.scale');
  });

  it('refuses decompression bombs before preflight or rendering inflate them', {
    timeout: 120_000,
  }, async () => {
    const GiB = 1024 ** 3;
    for (const [place, size] of [
      ['content', 4 * GiB],
      ['object-stream', 2 * GiB],
    ] as const) {
      const pdf = bombPdf(size, place);
      expect(pdf.length).toBeLessThan(64 * 1024);
      const rssBefore = process.memoryUsage().rss;
      const multipart = await upload(pdf, `bomb-${place}.pdf`);
      expect(multipart.statusCode, place).toBe(422);
      expect(multipart.json()).toMatchObject({
        code: 'DOCUMENT_INFLATES_TOO_LARGE',
        fields: [{ field: 'body.file[0]' }],
      });
      // Counted as it inflates, never held: far below the gigabytes the streams unpack to.
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(256 * 1024 * 1024);
      const asJson = await json(app, 'POST', '/v3/signature-requests', {
        token: owner.token,
        body: { title: 'bomb', documents: [{ content: base64(pdf) }] },
      });
      expect(asJson.body).toMatchObject({
        code: 'DOCUMENT_INFLATES_TOO_LARGE',
        fields: [{ field: 'body.documents.0.content' }],
      });
    }
  });

  it('serves metadata, downloads, page images with ETag and immutable caching, and ZIPs', async () => {
    const created = (
      await upload(minimalPdf(2), 'Q3 Bericht Zürich.pdf')
    ).json() as SignatureRequest;
    const documentId = created.documents[0]!.id;
    const meta = await json(app, 'GET', `/v3/documents/${documentId}`, { token: owner.token });
    expect(meta.body).toMatchObject({
      id: documentId,
      content_type: 'application/pdf',
      page_count: 2,
      page_width: 595,
      page_height: 842,
      signature_request_id: created.id,
      normalized: false,
      owner: owner.email,
    });

    const download = await get(`/v3/documents/${documentId}/download?signed=false`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Q3 Bericht Zurich.pdf"; filename*=UTF-8''Q3%20Bericht%20Z%C3%BCrich.pdf`,
    );
    expect(Buffer.compare(download.rawPayload, Buffer.from(minimalPdf(2)))).toBe(0);

    const image = await pageImage(documentId, 1, 50);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const etag = String(image.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const cached = await get(`/v3/documents/${documentId}/pages/1?scale=50`, owner.token, {
      'if-none-match': etag,
    });
    expect(cached.statusCode).toBe(304);
    expect((await get(`/v3/documents/${documentId}/pages/2`)).statusCode).toBe(404);
    expect((await get(`/v3/documents/${documentId}/pages/0?scale=5`)).statusCode).toBe(400);

    const zip = await get(`/v3/signature-requests/${created.id}/zip?signed=true`);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.readUInt32LE(0)).toBe(0x04034b50);
    expect(zip.rawPayload.includes(Buffer.from('Q3 Bericht Zürich.pdf'))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from(minimalPdf(2)))).toBe(true);

    for (const url of [
      `/v3/documents/${documentId}`,
      `/v3/documents/${documentId}/download`,
      `/v3/documents/${documentId}/pages/0`,
      `/v3/signature-requests/${created.id}/zip`,
    ]) {
      const other = await get(url, stranger.token);
      expect(other.statusCode, url).toBe(404);
    }
    const otherDelete = await json(app, 'DELETE', `/v3/documents/${documentId}`, {
      token: stranger.token,
    });
    expect(otherDelete.status).toBe(404);
  });

  it('renders the first PRERENDER_PAGES pages ahead of any request, the others when asked for', async () => {
    const created = (await upload(minimalPdf(3))).json() as SignatureRequest;
    const hash = created.documents[0]!.version_id;
    await app.signet.jobs.drain();
    const rendered = await harness.db
      .selectFrom('page_images')
      .select(['page', 'scale'])
      .where('pdf_hash', '=', hash)
      .execute();
    expect(rendered).toEqual([{ page: 0, scale: 100 }]);
    // Asked for, the third page is rendered while the request waits, and answered at once.
    const later = await get(`/v3/documents/${created.documents[0]!.id}/pages/2`);
    expect(later.statusCode).toBe(200);
    expect(later.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('adds and removes documents only while DRAFT', async () => {
    const draft = await createRequest(app, owner.token);
    const added = await json<SignatureRequest>(
      app,
      'POST',
      `/v3/signature-requests/${draft.id}/documents`,
      {
        token: owner.token,
        body: { content: base64(minimalPdf(2)), title: 'annex.pdf' },
      },
    );
    expect(added.status).toBe(201);
    expect(added.body.documents.map((d) => d.name)).toEqual(['contract.pdf', 'annex.pdf']);
    const removed = await json<SignatureRequest>(
      app,
      'DELETE',
      `/v3/signature-requests/${draft.id}/documents/${added.body.documents[1]!.id}`,
      { token: owner.token },
    );
    expect(removed.body.documents.map((d) => d.name)).toEqual(['contract.pdf']);
    const byStranger = await json(app, 'POST', `/v3/signature-requests/${draft.id}/documents`, {
      token: stranger.token,
      body: { content: base64(minimalPdf()) },
    });
    expect(byStranger.status).toBe(404);
    const open = await openRequest(app, owner.token, { signers: [stranger.email] });
    const fromOpen = await json(
      app,
      'DELETE',
      `/v3/signature-requests/${open.id}/documents/${open.documents[0]!.id}`,
      {
        token: owner.token,
      },
    );
    expect(fromOpen).toMatchObject({ status: 409, body: { code: 'REQUEST_NOT_DRAFT' } });
  });

  it('keeps attachments: upload, metadata, content and removal by the owner', async () => {
    const request = await openRequest(app, owner.token, { signers: [stranger.email] });
    const base = `/v3/signature-requests/${request.id}/attachments`;
    const refused = await json(app, 'POST', base, {
      token: owner.token,
      body: {
        filename: 'run.sh',
        content_type: 'application/x-sh',
        content: base64(new TextEncoder().encode('echo')),
      },
    });
    expect(refused).toMatchObject({ status: 415, body: { code: 'ATTACHMENT_TYPE' } });
    const added = await json<{ attachment_id: string }>(app, 'POST', base, {
      token: owner.token,
      body: {
        filename: 'terms.txt',
        content_type: 'text/plain',
        content: base64(new TextEncoder().encode('Terms')),
      },
    });
    expect(added.status).toBe(201);
    const aid = added.body.attachment_id;
    const content = await get(`${base}/${aid}/content`, stranger.token);
    expect(content.body).toBe('Terms');
    expect(content.headers['content-disposition']).toContain('attachment; filename="terms.txt"');
    expect((await json(app, 'DELETE', `${base}/${aid}`, { token: stranger.token })).status).toBe(
      403,
    );
    expect((await json(app, 'DELETE', `${base}/${aid}`, { token: owner.token })).status).toBe(204);
    expect((await json(app, 'GET', `${base}/${aid}`, { token: owner.token })).status).toBe(404);
  });

  it('lets a signed-in user claim a send-to document once', async () => {
    const created = await json<{ id: string; url: string; access_code: string }>(
      app,
      'POST',
      '/v3/sendto',
      {
        body: { title: 'From the scanner', content: base64(minimalPdf()) },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.url).toBe(`http://signet.test/sendto/${created.body.id}`);
    const notPdf = await json(app, 'POST', '/v3/sendto', {
      body: { title: 'x', content: base64(new Uint8Array([1, 2, 3])) },
    });
    expect(notPdf.body).toMatchObject({ code: 'DOCUMENT_NOT_PDF' });

    const info = await json(app, 'GET', `/v3/sendto/${created.body.id}/get-internal`, {
      token: stranger.token,
    });
    expect(info.body).toMatchObject({
      status: 'UNCLAIMED',
      title: 'From the scanner',
      signature_request_id: null,
    });
    const claimed = await json<SignatureRequest>(
      app,
      'POST',
      `/v3/sendto/${created.body.id}/claim`,
      { token: stranger.token },
    );
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({
      owner: stranger.email,
      status_overall: 'DRAFT',
      roles: ['owner'],
    });
    expect(
      (await json(app, 'POST', `/v3/sendto/${created.body.id}/claim`, { token: owner.token }))
        .status,
    ).toBe(404);
    expect(
      (await json(app, 'GET', `/v3/sendto/${created.body.id}/get-internal`, { token: owner.token }))
        .status,
    ).toBe(404);
    const mine = await json(app, 'GET', `/v3/sendto/${created.body.id}/get-internal`, {
      token: stranger.token,
    });
    expect(mine.body).toMatchObject({ status: 'CLAIMED', signature_request_id: claimed.body.id });
  });

  // The corpus does not depend on the database engine: it runs once, on the first one.
  const fixtures = engine === databases[0] ? fixtureFiles() : [];
  it.skipIf(fixtures.length === 0)(
    `uploads every fixture of ../shared/fixtures/pdfs and renders the first page of each accepted one`,
    { timeout: 240_000 },
    async () => {
      const big = await harness.app({ env: { DATA_DIR: dataDir, PRERENDER_PAGES: '0' } });
      const bigOwner = uniqueEmail('corpus');
      const token = (await signUp(big, bigOwner)).token;
      const outcomes: Record<string, string> = {};
      const accepted: { file: string; documentId: string }[] = [];
      for (const file of fixtures) {
        const form = multipartBody([
          {
            name: 'file',
            filename: path.basename(file),
            type: 'application/pdf',
            bytes: readFileSync(path.join(FIXTURES, file)),
          },
        ]);
        const response = await big.inject({
          method: 'POST',
          url: '/v3/signature-requests',
          payload: form.payload,
          headers: { ...form.headers, authorization: `Bearer ${token}` },
        });
        if (response.statusCode === 201) {
          const body = response.json() as SignatureRequest;
          const meta = await json<{ normalized: boolean }>(
            big,
            'GET',
            `/v3/documents/${body.documents[0]!.id}`,
            { token },
          );
          outcomes[file] = meta.body.normalized ? 'REPAIRED' : 'ACCEPTED';
          accepted.push({ file, documentId: body.documents[0]!.id });
        } else {
          outcomes[file] = response.json().code;
        }
      }
      const expected = Object.fromEntries(
        fixtures.map((file) => [
          file,
          REFUSED[file] ?? (REPAIRED.has(file) ? 'REPAIRED' : 'ACCEPTED'),
        ]),
      );
      expect(outcomes).toEqual(expected);
      // Normalised once: the repaired bytes are what is stored and signed, and they need no repair.
      const repaired = accepted.find(({ file }) => REPAIRED.has(file));
      if (repaired) {
        const stored = await big.inject({
          method: 'GET',
          url: `/v3/documents/${repaired.documentId}/download`,
          headers: { authorization: `Bearer ${token}` },
        });
        const original = readFileSync(path.join(FIXTURES, repaired.file));
        expect(Buffer.compare(stored.rawPayload, original)).not.toBe(0);
        const again = await json<SignatureRequest>(big, 'POST', '/v3/signature-requests', {
          token,
          body: { title: 'again', documents: [{ content: stored.rawPayload.toString('base64') }] },
        });
        const meta = await json<{ normalized: boolean; version_id?: string }>(
          big,
          'GET',
          `/v3/documents/${again.body.documents[0]!.id}`,
          { token },
        );
        expect(meta.body.normalized).toBe(false);
        const first = await json<{ signature_request_id: string }>(
          big,
          'GET',
          `/v3/documents/${repaired.documentId}`,
          { token },
        );
        const firstRequest = await json<SignatureRequest>(
          big,
          'GET',
          `/v3/signature-requests/${first.body.signature_request_id}`,
          { token },
        );
        expect(again.body.documents[0]!.version_id).toBe(
          firstRequest.body.documents[0]!.version_id,
        );
      }
      // First pages as thumbnails (scale 10): every one is requested, then all are collected.
      const page = (documentId: string) =>
        big.inject({
          method: 'GET',
          url: `/v3/documents/${documentId}/pages/0?scale=10`,
          headers: { authorization: `Bearer ${token}` },
        });
      // Each is rendered while its request waits, or answered 503 when that takes too long.
      for (const { documentId } of accepted)
        expect([200, 503]).toContain((await page(documentId)).statusCode);
      for (const { file, documentId } of accepted) {
        let response = await page(documentId);
        for (let attempt = 0; response.statusCode === 503 && attempt < 1200; attempt++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          response = await page(documentId);
        }
        expect(response.statusCode, file).toBe(200);
        expect(response.rawPayload.subarray(8, 12).toString('latin1'), file).toBe('WEBP');
      }
    },
  );
});
