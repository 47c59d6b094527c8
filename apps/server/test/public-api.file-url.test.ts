import type { ApiSignatureRequest } from '@signet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { isPublicAddress } from '../src/features/public-api/outbound/address-rules.ts';
import { databases } from './support/databases.ts';
import { LoopbackServer } from './support/loopback-server.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { PublicApiClient } from './support/public-api.ts';
import { useHarness } from './support/test-app.ts';

// `file_url` (ADR 0901): the server fetches the caller's PDF, from public addresses only, within
// a size and a time limit; an operator's allow-listed host may be http and private.

describe('which addresses the server may reach for a caller', () => {
  it.each([
    ['8.8.8.8', true],
    ['2a00:1450:4001:80b::200e', true],
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['10.0.0.1', false],
    ['172.16.4.1', false],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::a00:1', false],
    ['2002:0a00:0001::1', false],
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe.each(databases)('file_url on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  let token: string;
  const api = new PublicApiClient(() => app);
  const pdf = minimalPdf(2);
  let allowed: LoopbackServer;
  let other: LoopbackServer;

  beforeAll(async () => {
    // 127.0.0.2 is the allow-listed host; 127.0.0.1 serves the same PDF but is not allowed.
    allowed = await LoopbackServer.start('127.0.0.2');
    other = await LoopbackServer.start('127.0.0.1');
    const servePdf = (server: LoopbackServer) =>
      server.route('/doc.pdf', (response) =>
        response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf),
      );
    servePdf(allowed);
    servePdf(other);
    const redirect = (path: string, location: () => string) =>
      allowed.route(path, (response) => response.writeHead(302, { location: location() }).end());
    redirect('/to-own-pdf', () => '/doc.pdf');
    redirect('/to-loopback', () => other.url('/doc.pdf', 'https'));
    redirect('/to-private', () => 'https://10.0.0.1/doc.pdf');
    allowed.route('/big.pdf', (response) =>
      response.writeHead(200).end(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096)])),
    );
    allowed.route('/big-chunked.pdf', (response) => {
      // No Content-Length: the size shows only while reading.
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.write('%PDF-1.7\n');
      for (let n = 0; n < 4; n++) response.write(Buffer.alloc(1024));
      response.end();
    });
    allowed.route('/hangs.pdf', () => {});
    allowed.route('/text', (response) =>
      response.writeHead(200, { 'content-type': 'text/plain' }).end('hello, not a PDF'),
    );
    app = await harness.app({
      env: {
        PUBLIC_API_ALLOW_HOSTS: '127.0.0.2',
        FILE_URL_MAX_BYTES: '2048',
        FILE_URL_TIMEOUT_SECONDS: '1',
      },
    });
    const { admin, businessId } = await api.business();
    const key = await api.apiAccount(admin, businessId, 'production');
    token = await api.login(key.username, key.apiKey);
  });

  afterAll(async () => {
    await allowed?.close();
    await other?.close();
  });

  it('takes the PDF of an allow-listed loopback server (and its own redirect) as the document', async () => {
    for (const path of ['/doc.pdf', '/to-own-pdf']) {
      const created = await api.call('POST', '/api/v2/signature-requests', {
        token,
        body: { title: 'Fetched', file_url: allowed.url(path) },
      });
      expect(created.status, created.text).toBe(200);
      const request = created.body as unknown as ApiSignatureRequest;
      const content = await api.call('GET', `/api/v2/documents/${request.document_id}/content`, {
        token,
      });
      expect(Buffer.from(String(content.body.content), 'base64').equals(pdf)).toBe(true);
    }
    const v3 = await api.call('POST', '/api/v3/signature-requests', {
      token,
      body: { title: 'Fetched v3', documents: [{ file_url: allowed.url('/doc.pdf') }] },
    });
    expect(v3.status, v3.text).toBe(200);
    const documents = v3.body.documents as { id: string }[];
    const document = await api.call('GET', `/api/v3/documents/${documents[0]?.id}`, { token });
    expect(document.body).toMatchObject({ page_count: 2, size: pdf.length });
  });

  it('refuses private, loopback and link-local targets, redirects to them, and bad answers', async () => {
    const cases: [string, () => string, RegExp][] = [
      ['127.0.0.1', () => other.url('/doc.pdf', 'https'), /127\.0\.0\.1.*not a public address/],
      ['10.0.0.1', () => 'https://10.0.0.1/doc.pdf', /10\.0\.0\.1.*not a public address/],
      ['[::1]', () => `https://[::1]:${other.port}/doc.pdf`, /::1.*not a public address/],
      ['localhost', () => `https://localhost:${other.port}/doc.pdf`, /not a public address/],
      ['metadata', () => 'https://169.254.169.254/latest', /not a public address/],
      ['plain http', () => other.url('/doc.pdf'), /Only https/],
      ['redirect to loopback', () => allowed.url('/to-loopback'), /127\.0\.0\.1.*not a public/],
      ['redirect to 10/8', () => allowed.url('/to-private'), /10\.0\.0\.1.*not a public/],
      ['too large', () => allowed.url('/big.pdf'), /larger than 2048 bytes/],
      ['too large, unannounced', () => allowed.url('/big-chunked.pdf'), /larger than 2048/],
      ['too slow', () => allowed.url('/hangs.pdf'), /No complete answer within 1000 ms/],
      ['not a PDF', () => allowed.url('/text'), /not a PDF/],
      ['not found', () => allowed.url('/missing.pdf'), /answered 404/],
    ];
    const outcomes = [];
    for (const [label, url, message] of cases) {
      const answer = await api.call('POST', '/api/v2/signature-requests', {
        token,
        body: { title: 'Refused', file_url: url() },
      });
      const fields = (answer.body.fields ?? []) as { field: string; message: string }[];
      outcomes.push([
        label,
        answer.status,
        answer.body.code,
        fields.map((f) => f.field).join(),
        message.test(fields[0]?.message ?? '') || (fields[0]?.message ?? answer.text),
      ]);
    }
    expect(outcomes).toEqual(
      cases.map(([label]) => [label, 400, 'FILE_URL_REFUSED', 'body.file_url', true]),
    );
    // The server on 127.0.0.1 was never reached, and nothing of the refused calls was kept.
    expect(other.received).toEqual([]);
    const listed = await api.call('GET', '/api/v2/signature-requests', { token });
    expect((listed.body as unknown as ApiSignatureRequest[]).map((r) => r.title)).not.toContain(
      'Refused',
    );
    const v3 = await api.call('POST', '/api/v3/signature-requests', {
      token,
      body: { title: 'Refused', documents: [{ file_url: 'https://10.0.0.1/doc.pdf' }] },
    });
    expect([v3.status, v3.body.code, (v3.body.fields as { field: string }[])[0]?.field]).toEqual([
      400,
      'FILE_URL_REFUSED',
      'body.documents.0.file_url',
    ]);
  });
});
