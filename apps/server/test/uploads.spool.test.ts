import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { SignatureRequest } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { signUp } from './support/http.ts';
import { minimalPdf, multipartBody } from './support/minimal-pdf.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

const MAX_UPLOAD = 200 * 1024;

/** Every file under `dir` (the spool folders of requests in progress), with its size. */
function spooled(dir: string): { file: string; size: number }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile())
    .map((file) => ({ file, size: statSync(file).size }));
}

/** Waits (bounded by tries, not time) until `check` holds. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never: ${what}`);
}

describe.each(databases)('uploads spooled to temporary files on $name', (engine) => {
  const harness = useHarness(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-spool-'));
  const spoolDir = path.join(dataDir, 'uploads');
  let app: SignetApp;
  let token: string;

  beforeAll(async () => {
    app = await harness.app({
      env: { DATA_DIR: dataDir, MAX_UPLOAD_BYTES: String(MAX_UPLOAD), PRERENDER_PAGES: '0' },
    });
    token = (await signUp(app, uniqueEmail('spool'))).token;
  });

  const upload = (parts: Parameters<typeof multipartBody>[0]) => {
    const form = multipartBody(parts);
    return app.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
  };
  const pdf = (name: string, pages = 1) => ({
    name: 'file',
    filename: name,
    type: 'application/pdf',
    bytes: minimalPdf(pages),
  });

  it('writes each file to disk while it arrives, and removes it when the client goes away', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const first = Buffer.from(minimalPdf(3));
    const form = multipartBody([
      { name: 'file', filename: 'a.pdf', type: 'application/pdf', bytes: first },
      { name: 'file', filename: 'b.pdf', type: 'application/pdf', bytes: minimalPdf(2) },
    ]);
    // The first file whole and the second's beginning; the rest never comes.
    const cut = form.payload.indexOf(Buffer.from('filename="b.pdf"')) + 200;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/v3/signature-requests',
      headers: {
        ...form.headers,
        authorization: `Bearer ${token}`,
        'content-length': String(form.payload.length),
      },
    });
    request.on('error', () => {});
    request.write(form.payload.subarray(0, cut));

    // The first file sits on disk, byte for byte, inside DATA_DIR: it is not held in memory.
    await until(() => spooled(spoolDir).some((f) => f.size === first.length), 'first file spooled');
    const onDisk = spooled(spoolDir).find((f) => f.size === first.length)!;
    expect(readFileSync(onDisk.file).equals(first)).toBe(true);
    expect(statSync(onDisk.file).mode & 0o077).toBe(0);

    request.destroy();
    await until(() => spooled(spoolDir).length === 0, 'spool emptied after the abort');
  });

  it('accepts many files, reading one at a time, and leaves no temporary file behind', async () => {
    const response = await upload([pdf('one.pdf'), pdf('two.pdf', 2), pdf('three.pdf', 3)]);
    expect(response.statusCode).toBe(201);
    const created = response.json() as SignatureRequest;
    expect(created.documents).toHaveLength(3);
    const pages = [];
    for (const document of created.documents) {
      const metadata = await app.inject({
        method: 'GET',
        url: `/v3/documents/${document.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      pages.push(metadata.json().page_count);
    }
    expect(pages).toEqual([1, 2, 3]);
    expect(spooled(spoolDir)).toEqual([]);
  });

  it('refuses an oversized file or a bad one with a named field, and removes what was spooled', async () => {
    const big = new Uint8Array(MAX_UPLOAD + 1024).fill(0x20);
    big.set(minimalPdf(1));
    const tooLarge = await upload([pdf('fine.pdf'), { ...pdf('big.pdf'), bytes: big }]);
    expect(tooLarge.json()).toMatchObject({
      code: 'DOCUMENT_TOO_LARGE',
      fields: [{ field: 'body.file', message: 'Too large' }],
    });
    expect(spooled(spoolDir)).toEqual([]);

    const notPdf = await upload([
      pdf('fine.pdf'),
      { ...pdf('text.pdf'), bytes: new TextEncoder().encode('plain text') },
    ]);
    expect(notPdf.json()).toMatchObject({
      code: 'DOCUMENT_NOT_PDF',
      fields: [{ field: 'body.file[1]' }],
    });
    expect(spooled(spoolDir)).toEqual([]);

    const unknownField = await upload([pdf('fine.pdf'), { name: 'colour', value: 'red' }]);
    expect(unknownField.json()).toMatchObject({
      statusCode: 400,
      fields: [{ field: 'body.colour', message: 'Unknown field' }],
    });
    expect(spooled(spoolDir)).toEqual([]);
  });
});
