import type { SignatureRequest } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { account } from './support/business.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { PublicApiClient } from './support/public-api.ts';
import { base64 } from './support/requests.ts';
import { useHarness } from './support/test-app.ts';

// Skribble v3's signature requests under /api/v3: the web's own shapes (drafts, several
// documents, /initiate), made by the API account's user (ADR 0900).

/** Where Signet's answers differ from Skribble's v3 reference on purpose, with the reason. */
const VERSION_ID =
  'version_id is the SHA-256 of the document as it is now (it changes with every signature), not a UUID';
const DELIBERATE: Record<string, string> = {
  'POST /signature-requests 200 /documents/*/version_id format': VERSION_ID,
  'GET /signature-requests/{SR_ID} 200 /documents/*/version_id format': VERSION_ID,
  'GET /signature-requests 200 /*/documents/*/version_id format': VERSION_ID,
};

describe.each(databases)('public API v3 signature requests, on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  const api = new PublicApiClient(() => app);

  async function tokenOf(kind: 'demo' | 'production') {
    app ??= await harness.app();
    const { admin, businessId } = await api.business();
    const key = await api.apiAccount(admin, businessId, kind);
    return { businessId, key, token: await api.login(key.username, key.apiKey) };
  }

  it('creates a draft of two documents, sends it, lists, reads and deletes it', async () => {
    const { key, token } = await tokenOf('production');
    const signer = await account(app, 'signer');
    const created = await api.call('POST', '/api/v3/signature-requests', {
      token,
      body: {
        title: 'Two contracts',
        quality: 'SES',
        documents: [
          { content: base64(minimalPdf(1)), title: 'First.pdf' },
          { content: base64(minimalPdf(3)), title: 'Second.pdf' },
        ],
        signatures: [{ account_email: signer.email }],
      },
    });
    expect(created.status, created.text).toBe(200);
    const draft = created.body as unknown as SignatureRequest;
    expect(draft).toMatchObject({
      status_overall: 'DRAFT',
      quality: 'SES',
      owner: key.username,
      origin: 'API',
    });
    expect(draft.documents.map((d) => [d.name, d.page_count])).toEqual([
      ['First.pdf', 1],
      ['Second.pdf', 3],
    ]);
    expect(draft).not.toHaveProperty('roles');

    const sent = await api.call('POST', `/api/v3/signature-requests/${draft.id}/initiate`, {
      token,
    });
    expect([sent.status, sent.body.status_overall]).toEqual([200, 'OPEN']);
    const inbox = await json<{ status_overall: string }>(
      app,
      'GET',
      `/v3/signature-requests/${draft.id}`,
      {
        token: signer.token,
      },
    );
    expect([inbox.status, inbox.body.status_overall]).toEqual([200, 'OPEN']);

    const listed = await api.call('GET', '/api/v3/signature-requests', { token });
    expect((listed.body as unknown as SignatureRequest[]).map((r) => r.id)).toEqual([draft.id]);
    const read = await api.call('GET', `/api/v3/signature-requests/${draft.id}`, { token });
    expect(read.body.id).toBe(draft.id);

    const deleted = await api.call('DELETE', `/api/v3/signature-requests/${draft.id}`, { token });
    expect(deleted.status).toBe(200);
    const after = await json<{ status_overall: string }>(
      app,
      'GET',
      `/v3/signature-requests/${draft.id}`,
      {
        token: signer.token,
      },
    );
    expect(after.body.status_overall).toBe('WITHDRAWN');
  });

  it('a demo key’s request is at DEMO whatever it asks', async () => {
    const { token } = await tokenOf('demo');
    const created = await api.call('POST', '/api/v3/signature-requests', {
      token,
      body: { title: 'Demo', quality: 'QES', documents: [{ content: base64(minimalPdf(1)) }] },
    });
    expect([created.status, created.body.quality]).toEqual([200, 'DEMO']);
  });

  it('refuses bad input naming the field', async () => {
    const { token } = await tokenOf('production');
    const answer = await api.call('POST', '/api/v3/signature-requests', {
      token,
      body: { title: '', documents: [] },
    });
    const fields = ((answer.body.fields as { field: string }[] | undefined) ?? []).map(
      (f) => f.field,
    );
    expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(fields).toEqual(expect.arrayContaining(['body.title', 'body.documents']));
  });

  api.itMatchesReference(
    [
      'POST /signature-requests 200',
      'GET /signature-requests 200',
      'GET /signature-requests/{SR_ID} 200',
    ],
    DELIBERATE,
    'every answer above has the shape of Skribble’s v3 reference',
  );
});
