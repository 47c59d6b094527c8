import type { ApiDocument, ApiSignatureRequest } from '@signet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { LoopbackServer } from './support/loopback-server.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { type Answer, type Method, PublicApiClient } from './support/public-api.ts';
import { base64 } from './support/requests.ts';
import { useHarness } from './support/test-app.ts';

// Skribble's POST and GET /documents (ADR 0911): a document uploaded on its own, read, listed,
// named by a later request as `document_id`, and deleted; never seen by another business.

/** Where Signet's answers differ from Skribble's reference on purpose, with the reason. */
const DELIBERATE: Record<string, string> = {
  'POST /signature-requests 200 /documents/*/version_id format':
    "A document version's id is the SHA-256 of its bytes (ADR 0900)",
  'GET /signature-requests 200 /*/documents/*/version_id format': 'As above',
  'GET /signature-requests 200 /*/status_overall enum':
    'A v3 draft is in the v2 list as DRAFT: Skribble v2 knows no drafts (ADR 0900)',
};

describe.each(databases)('public API documents on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  const api = new PublicApiClient(() => app);
  const pdf = Buffer.from(minimalPdf(2, [612, 792]));
  const content = base64(pdf);
  let allowed: LoopbackServer;
  let other: LoopbackServer;

  beforeAll(async () => {
    // 127.0.0.2 is the operator's allow-listed host; 127.0.0.1 is not, and is never reached.
    allowed = await LoopbackServer.start('127.0.0.2');
    other = await LoopbackServer.start('127.0.0.1');
    for (const server of [allowed, other]) {
      server.route('/doc.pdf', (response) =>
        response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf),
      );
    }
    app = await harness.app({ env: { PUBLIC_API_ALLOW_HOSTS: '127.0.0.2' } });
  });

  afterAll(async () => {
    await allowed?.close();
    await other?.close();
  });

  async function tokenOf(kind: 'demo' | 'production' = 'production') {
    const { admin, businessId } = await api.business();
    const key = await api.apiAccount(admin, businessId, kind);
    return { businessId, username: key.username, token: await api.login(key.username, key.apiKey) };
  }

  const upload = async (token: string, body: unknown, version = 'v2') =>
    api.call('POST', `/api/${version}/documents`, { token, body });
  const contentOf = async (token: string, id: string) => {
    const answer = await api.call('GET', `/api/v2/documents/${id}/content`, { token });
    expect(answer.status, answer.text).toBe(200);
    return Buffer.from(String(answer.body.content), 'base64');
  };
  const firstField = (answer: Answer) =>
    ((answer.body.fields ?? []) as { field: string; message: string }[])[0];
  const listed = async (token: string, query = '') => {
    const answer = await api.call('GET', `/api/v2/documents${query}`, { token });
    expect(answer.status, answer.text).toBe(200);
    return answer.body as unknown as ApiDocument[];
  };

  it('uploads base64 under v2 and v3, reads it back byte for byte, and counts no request', async () => {
    const { token, username, businessId } = await tokenOf();
    const answers = [
      await upload(token, {
        title: 'Lease',
        content,
        content_type: 'application/pdf',
      }),
      await upload(token, { title: 'Lease v3', content }, 'v3'),
    ];
    for (const [index, answer] of answers.entries()) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject({
        title: ['Lease', 'Lease v3'][index],
        content_type: 'application/pdf',
        size: pdf.length,
        page_count: 2,
        page_width: 612,
        page_height: 792,
        owner: username,
        read_access: [username],
        write_access: [username],
      });
      const id = String(answer.body.id);
      const read = await api.call('GET', `/api/v3/documents/${id}`, { token });
      expect(read.body).toEqual(answer.body);
      expect((await contentOf(token, id)).equals(pdf)).toBe(true);
    }
    const usage = await harness.db
      .selectFrom('business_usage')
      .select('count')
      .where('business_id', '=', businessId)
      .where('kind', '=', 'request_created')
      .execute();
    expect(usage).toEqual([]);
  });

  it('a request names an upload as document_id; the upload stays and is no signature request', async () => {
    const { token } = await tokenOf();
    const uploaded = await upload(token, { title: 'Offer', content });
    const documentId = String(uploaded.body.id);
    const created = await api.call('POST', '/api/v2/signature-requests', {
      token,
      body: {
        title: 'Offer to sign',
        document_id: documentId,
        signatures: [{ account_email: 'ann@example.com' }],
      },
    });
    expect(created.status, created.text).toBe(200);
    const request = created.body as unknown as ApiSignatureRequest;
    expect(request.status_overall).toBe('OPEN');
    // A copy: the request's document is its own, with the same bytes.
    expect(request.document_id).not.toBe(documentId);
    expect((await contentOf(token, request.document_id)).equals(pdf)).toBe(true);
    const v3 = await api.call('POST', '/api/v3/signature-requests', {
      token,
      body: { title: 'Offer draft', documents: [{ document_id: documentId }] },
    });
    expect(v3.status, v3.text).toBe(200);
    expect((await api.call('GET', `/api/v2/documents/${documentId}`, { token })).status).toBe(200);

    // The upload's holder draft is in neither version's list of signature requests.
    const titles = async (url: string) =>
      ((await api.call('GET', url, { token })).body as unknown as { title: string }[]).map(
        (r) => r.title,
      );
    expect(await titles('/api/v2/signature-requests')).toEqual(['Offer draft', 'Offer to sign']);
    expect(await titles('/api/v3/signature-requests?status_overall=DRAFT')).toEqual([
      'Offer draft',
    ]);
  });

  it('takes a file_url from an allow-listed host and refuses a loopback one, naming the field', async () => {
    const { token } = await tokenOf();
    const fetched = await upload(token, { title: 'Fetched', file_url: allowed.url('/doc.pdf') });
    expect(fetched.status, fetched.text).toBe(200);
    expect((await contentOf(token, String(fetched.body.id))).equals(pdf)).toBe(true);

    for (const url of [other.url('/doc.pdf', 'https'), 'https://10.0.0.1/doc.pdf']) {
      const refused = await upload(token, { title: 'Refused', file_url: url });
      const field = firstField(refused);
      expect([refused.status, refused.body.code, field?.field]).toEqual([
        400,
        'FILE_URL_REFUSED',
        'body.file_url',
      ]);
      expect(field?.message).toMatch(/not a public address/);
    }
    expect(other.received).toEqual([]);
    expect((await listed(token)).map((d) => d.title)).toEqual(['Fetched']);
  });

  it('refuses bad input naming the field, with the web upload’s errors, and keeps nothing', async () => {
    const { token } = await tokenOf();
    const cases: [string, unknown, number, string, string][] = [
      ['no document', { title: 'A' }, 400, 'VALIDATION_FAILED', 'body.content'],
      [
        'content and file_url',
        { title: 'A', content, file_url: allowed.url('/doc.pdf') },
        400,
        'VALIDATION_FAILED',
        'body.file_url',
      ],
      ['no title', { content }, 400, 'VALIDATION_FAILED', 'body.title'],
      ['not base64', { title: 'A', content: '%%%' }, 400, 'VALIDATION_FAILED', 'body.content'],
      [
        'another type',
        { title: 'A', content, content_type: 'image/png' },
        400,
        'VALIDATION_FAILED',
        'body.content_type',
      ],
      [
        'not a PDF',
        { title: 'A', content: base64(Buffer.from('hello, not a PDF')) },
        415,
        'DOCUMENT_NOT_PDF',
        'body.content',
      ],
      [
        'a damaged PDF',
        { title: 'A', content: base64(pdf.subarray(0, 40)) },
        422,
        'DOCUMENT_DAMAGED',
        'body.content',
      ],
    ];
    const outcomes = [];
    for (const [label, body] of cases) {
      const answer = await upload(token, body);
      outcomes.push([label, answer.status, answer.body.code, firstField(answer)?.field]);
    }
    expect(outcomes).toEqual(
      cases.map(([label, , status, code, field]) => [label, status, code, field]),
    );
    expect(await listed(token)).toEqual([]);
  });

  it('lists every document of the account, paged, and never another business’s', async () => {
    const mine = await tokenOf();
    const theirs = await tokenOf();
    const uploads: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      uploads.push(String((await upload(mine.token, { title, content })).body.id));
    }
    const request = await api.call('POST', '/api/v2/signature-requests', {
      token: mine.token,
      body: {
        title: 'Contract',
        content,
        signatures: [{ account_email: 'b@example.com' }],
      },
    });
    const requestDocument = String(request.body.document_id);
    const foreign = String((await upload(theirs.token, { title: 'Theirs', content })).body.id);

    const all = await listed(mine.token);
    // Newest first; a request's document carries its signers' read access.
    expect(all.map((d) => d.id)).toEqual([requestDocument, ...[...uploads].reverse()]);
    expect(all[0]?.read_access).toEqual([mine.username, 'b@example.com']);
    for (const document of all) {
      const one = await api.call('GET', `/api/v2/documents/${document.id}`, { token: mine.token });
      expect(one.body).toEqual(document);
    }
    const pages = [
      await listed(mine.token, '?page_size=3'),
      await listed(mine.token, '?page_size=3&page_number=2'),
      await listed(mine.token, '?page_size=3&page_number=3'),
    ];
    expect(pages.map((page) => page.map((d) => d.id))).toEqual([
      all.slice(0, 3).map((d) => d.id),
      all.slice(3).map((d) => d.id),
      [],
    ]);
    const badPage = await api.call('GET', '/api/v2/documents?page_size=0', { token: mine.token });
    expect([badPage.status, firstField(badPage)?.field]).toEqual([400, 'query.page_size']);

    expect((await listed(theirs.token)).map((d) => d.id)).toEqual([foreign]);
    const urls: [Method, string][] = [
      ['GET', `/api/v2/documents/${uploads[0]}`],
      ['GET', `/api/v3/documents/${uploads[0]}/content`],
      ['DELETE', `/api/v2/documents/${uploads[0]}`],
      ['DELETE', `/api/v3/documents/${requestDocument}`],
    ];
    const outcomes = [];
    for (const [method, url] of urls) {
      outcomes.push(
        `${method} ${url}: ${(await api.call(method, url, { token: theirs.token })).status}`,
      );
    }
    expect(outcomes).toEqual(urls.map(([method, url]) => `${method} ${url}: 404`));
    expect((await listed(mine.token)).length).toBe(4);
    // Nor can another business name it in a request of its own.
    const copy = await api.call('POST', '/api/v2/signature-requests', {
      token: theirs.token,
      body: { title: 'Stolen', document_id: uploads[0] },
    });
    expect([copy.status, firstField(copy)?.field]).toEqual([404, 'body.document_id']);
  });

  it('deletes an upload with its holder; a request made from it keeps its copy', async () => {
    const { token } = await tokenOf();
    const uploaded = await upload(token, { title: 'Short-lived', content });
    const id = String(uploaded.body.id);
    const request = await api.call('POST', '/api/v2/signature-requests', {
      token,
      body: {
        title: 'Made from it',
        document_id: id,
        signatures: [{ account_email: 'c@example.com' }],
      },
    });
    const holder = await harness.db
      .selectFrom('documents')
      .select('request_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

    const deleted = await api.call('DELETE', `/api/v2/documents/${id}`, { token });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await api.call('GET', `/api/v2/documents/${id}`, { token })).status).toBe(404);
    expect((await listed(token)).map((d) => d.id)).toEqual([request.body.document_id]);
    const left = await harness.db
      .selectFrom('signature_requests')
      .select('id')
      .where('id', '=', holder.request_id)
      .execute();
    expect(left).toEqual([]);
    expect((await contentOf(token, String(request.body.document_id))).equals(pdf)).toBe(true);
    // The request's own document is in an OPEN request: it stays (409), as before.
    const open = await api.call('DELETE', `/api/v2/documents/${request.body.document_id}`, {
      token,
    });
    expect(open.status).toBe(409);
  });

  it('lists both calls in the OpenAPI document', async () => {
    const document = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = JSON.parse(document.body).paths as Record<string, object>;
    for (const path of ['/api/v2/documents', '/api/v3/documents']) {
      expect(Object.keys(paths[path] ?? {}).sort(), path).toEqual(['get', 'post']);
    }
  });

  api.itMatchesReference(
    ['POST /documents 200', 'GET /documents 200', 'GET /documents/{DOC_ID} 200'],
    DELIBERATE,
  );
});
