import type { ApiSignatureRequest } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { account } from './support/business.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { type Method, PublicApiClient } from './support/public-api.ts';
import { base64 } from './support/requests.ts';
import { useHarness } from './support/test-app.ts';

// Skribble v2's signature requests and documents (ADR 0900), mapped onto the web's requests.

/** Where Signet's answers differ from Skribble's reference on purpose, with the reason. */
const DELIBERATE: Record<string, string> = {
  'POST /signature-requests 200 /status_overall enum':
    'A request created without signers stays DRAFT: Signet sends a request only to signers (Skribble v2 knows no drafts)',
  'GET /signature-requests/{SR_ID} 200 /status_overall enum':
    'As above: a request without signers is a DRAFT',
  'GET /signature-requests 200 /*/status_overall enum':
    'As above: a request without signers is a DRAFT',
};

describe.each(databases)('public API v2 signature requests, on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  const api = new PublicApiClient(() => app);
  const pdf = base64(minimalPdf(2));

  async function tokenOf(kind: 'demo' | 'production') {
    app ??= await harness.app();
    const { admin, businessId } = await api.business();
    const key = await api.apiAccount(admin, businessId, kind);
    return { businessId, key, token: await api.login(key.username, key.apiKey) };
  }

  it('creates, lists, reads and deletes requests; demo keys sign at DEMO; origin API', async () => {
    const { businessId, key, token } = await tokenOf('demo');
    const signer = await account(app, 'signer');
    const created = await api.call('POST', '/api/v2/signature-requests', {
      token,
      body: {
        title: 'Contract',
        message: 'Please sign',
        content: pdf,
        content_type: 'application/pdf',
        quality: 'QES',
        legislation: 'ZERTES',
        signatures: [
          {
            account_email: signer.email,
            sequence: 1,
            notify: false,
            visual_signature: { position: { page: '1', x: 20, y: 700, width: 260, height: 120 } },
          },
        ],
        cc_email_addresses: ['observer@example.com'],
      },
    });
    expect(created.status, created.text).toBe(200);
    const request = created.body as unknown as ApiSignatureRequest;
    expect(request).toMatchObject({
      title: 'Contract',
      quality: 'DEMO',
      status_overall: 'OPEN',
      owner: key.username,
      business: businessId,
      cc_email_addresses: ['observer@example.com'],
    });
    expect(request.signatures).toEqual([
      expect.objectContaining({
        account_email: signer.email,
        status_code: 'OPEN',
        visual_signature: { positions: [{ page: '1', x: 20, y: 700, width: 260, height: 120 }] },
      }),
    ]);
    // The same request the web shows its signer, made by the API.
    const web = await json<{ origin: string; quality: string }>(
      app,
      'GET',
      `/v3/signature-requests/${request.id}`,
      { token: signer.token },
    );
    expect([web.status, web.body.origin, web.body.quality]).toEqual([200, 'API', 'DEMO']);

    const listed = await api.call('GET', '/api/v2/signature-requests?page_size=10', { token });
    expect((listed.body as unknown as ApiSignatureRequest[]).map((r) => r.id)).toEqual([
      request.id,
    ]);
    const read = await api.call('GET', `/api/v2/signature-requests/${request.id}`, { token });
    expect(read.body.id).toBe(request.id);

    const document = await api.call('GET', `/api/v2/documents/${request.document_id}`, { token });
    expect(document.body).toMatchObject({
      id: request.document_id,
      page_count: 2,
      owner: key.username,
    });
    const content = await api.call('GET', `/api/v3/documents/${request.document_id}/content`, {
      token,
    });
    const bytes = Buffer.from(String(content.body.content), 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(content.body.content_size).toBe(bytes.length);

    const deleted = await api.call('DELETE', `/api/v2/signature-requests/${request.id}`, { token });
    expect(deleted.status).toBe(200);
    const after = await json<{ status_overall: string }>(
      app,
      'GET',
      `/v3/signature-requests/${request.id}`,
      { token: signer.token },
    );
    expect(after.body.status_overall).toBe('WITHDRAWN');
  });

  it('counts production requests for the business, not demo ones', async () => {
    const production = await tokenOf('production');
    const count = async (businessId: string) => {
      const rows = await harness.db
        .selectFrom('business_usage')
        .select('count')
        .where('business_id', '=', businessId)
        .where('kind', '=', 'request_created')
        .execute();
      return rows.reduce((sum, row) => sum + Number(row.count), 0);
    };
    const demo = await tokenOf('demo');
    for (const who of [production, demo]) {
      const created = await api.call('POST', '/api/v2/signature-requests', {
        token: who.token,
        body: { title: 'Offer', content: pdf, quality: 'SES' },
      });
      expect(created.status, created.text).toBe(200);
    }
    expect([await count(production.businessId), await count(demo.businessId)]).toEqual([1, 0]);
  });

  it('never shows one business’s requests or documents to another business’s API account', async () => {
    const mine = await tokenOf('production');
    const theirs = await tokenOf('production');
    const created = await api.call('POST', '/api/v2/signature-requests', {
      token: mine.token,
      body: { title: 'Private', content: pdf },
    });
    const request = created.body as unknown as ApiSignatureRequest;
    const urls: [Method, string][] = [
      ['GET', `/api/v2/signature-requests/${request.id}`],
      ['DELETE', `/api/v2/signature-requests/${request.id}`],
      ['GET', `/api/v2/documents/${request.document_id}`],
      ['GET', `/api/v2/documents/${request.document_id}/content`],
      ['DELETE', `/api/v2/documents/${request.document_id}`],
      ['GET', `/api/v3/signature-requests/${request.id}`],
    ];
    const outcomes = [];
    for (const [method, url] of urls) {
      outcomes.push(
        `${method} ${url}: ${(await api.call(method, url, { token: theirs.token })).status}`,
      );
    }
    expect(outcomes).toEqual(urls.map(([method, url]) => `${method} ${url}: 404`));
    const listed = await api.call('GET', '/api/v2/signature-requests', { token: theirs.token });
    expect(listed.body).toEqual([]);
    const own = await api.call('GET', `/api/v2/signature-requests/${request.id}`, {
      token: mine.token,
    });
    expect(own.status).toBe(200);
  });

  it('refuses bad input naming the field, and keeps nothing of it', async () => {
    const { token } = await tokenOf('production');
    const outside = { page: '7', x: 1, y: 1, width: 10, height: 10 };
    const cases: [string, unknown, string][] = [
      ['no document', { title: 'A' }, 'body.content'],
      [
        'content and document_id',
        { title: 'A', content: pdf, document_id: '6f1c8e0e-3f5e-4a7e-9a55-8d2f8f0c1b11' },
        'body.content',
      ],
      ['not base64', { title: 'A', content: '%%%' }, 'body.content'],
      [
        'a signer without address',
        { title: 'A', content: pdf, signatures: [{ sequence: 1 }] },
        'body.signatures.0.account_email',
      ],
      [
        'a placement past the last page',
        {
          title: 'A',
          content: pdf,
          signatures: [{ account_email: 'a@example.com', visual_signature: { position: outside } }],
        },
        'body.signatures.0.document_signatures.0.visual_signature.positions.0.page',
      ],
    ];
    const outcomes = [];
    for (const [label, body] of cases) {
      const answer = await api.call('POST', '/api/v2/signature-requests', { token, body });
      const fields = ((answer.body.fields as { field: string }[] | undefined) ?? []).map(
        (f) => f.field,
      );
      outcomes.push([
        label,
        answer.status,
        answer.body.code,
        fields.includes(cases.find((c) => c[0] === label)![2]),
      ]);
    }
    expect(outcomes).toEqual(cases.map(([label]) => [label, 400, 'VALIDATION_FAILED', true]));
    expect((await api.call('GET', '/api/v2/signature-requests', { token })).body).toEqual([]);
  });

  api.itMatchesReference(
    [
      'GET /documents/{DOC_ID} 200',
      'GET /signature-requests 200',
      'GET /signature-requests/{SR_ID} 200',
      'POST /signature-requests 200',
    ],
    DELIBERATE,
  );
});
