import type { ApiSignatureRequestV3 } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { type Method, PublicApiClient } from './support/public-api.ts';
import { base64 } from './support/requests.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

// Skribble v3's calls on a draft (ADR 0910): documents, observers, signers and signer groups,
// PUT, withdraw after /initiate; each the web's own call by the API account's user.

const VERSION_ID =
  'version_id is the SHA-256 of the document as it is now (it changes with every signature), not a UUID';
const DELIBERATE: Record<string, string> = {
  'POST /signature-requests 200 /documents/*/version_id format': VERSION_ID,
  'PUT /signature-requests 200 /documents/*/version_id format': VERSION_ID,
  'POST /signature-requests/{SR_ID}/documents 200 /documents/*/version_id format': VERSION_ID,
  'POST /signature-requests/{SR_ID}/signatures 200 /documents/*/version_id format': VERSION_ID,
  'POST /signature-requests/{SR_ID}/withdraw 200 /documents/*/version_id format': VERSION_ID,
  'POST /signature-requests/{SR_ID}/initiate 200 /documents/*/version_id format': VERSION_ID,
};

describe.each(databases)('public API v3 request actions, on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  const api = new PublicApiClient(() => app);

  async function tokenOf() {
    app ??= await harness.app();
    const { admin, businessId } = await api.business();
    const key = await api.apiAccount(admin, businessId, 'production');
    return { admin, key, token: await api.login(key.username, key.apiKey) };
  }

  async function draft(token: string) {
    const created = await api.call('POST', '/api/v3/signature-requests', {
      token,
      body: { title: 'Draft', documents: [{ content: base64(minimalPdf(1)), title: 'a.pdf' }] },
    });
    expect(created.status, created.text).toBe(200);
    return created.body as unknown as ApiSignatureRequestV3;
  }

  it('edits a draft: PUT, documents, observers, a signer group as signer; then sends it', async () => {
    const { admin, token } = await tokenOf();
    const group = await json<{ id: string }>(app, 'POST', '/v3/groups', {
      token: admin.token,
      body: { name: 'Board', members: [admin.id] },
    });
    expect(group.status).toBe(201);
    const request = await draft(token);
    const base = `/api/v3/signature-requests/${request.id}`;

    const put = await api.call('PUT', '/api/v3/signature-requests', {
      token,
      body: { id: request.id, title: 'Board decision', message: 'Please sign' },
    });
    expect([put.status, put.body.title, put.body.message]).toEqual([
      200,
      'Board decision',
      'Please sign',
    ]);

    const withDocument = await api.call('POST', `${base}/documents`, {
      token,
      body: { content: base64(minimalPdf(2)), title: 'b.pdf' },
    });
    expect(withDocument.status, withDocument.text).toBe(200);
    const documents = (withDocument.body as unknown as ApiSignatureRequestV3).documents;
    expect(documents.map((d) => [d.name, d.page_count])).toEqual([
      ['a.pdf', 1],
      ['b.pdf', 2],
    ]);
    const removed = await api.call('DELETE', `${base}/documents/${documents[1]!.id}`, { token });
    expect(removed.status, removed.text).toBe(200);

    const watcher = uniqueEmail('watcher');
    const observer = await api.call('POST', `${base}/observers`, {
      token,
      body: { type: 'USER', email: watcher },
    });
    expect([observer.status, observer.body.type]).toEqual([200, 'USER']);
    const oid = observer.body.id as string;
    const listed = await api.call('GET', `${base}/observers`, { token });
    expect((listed.body as unknown as { id: string }[]).map((o) => o.id)).toEqual([oid]);
    const one = await api.call('GET', `${base}/observers/${oid}`, { token });
    expect(one.body).toMatchObject({ id: oid, user_info: { email: watcher } });

    const signer = await api.call('POST', `${base}/signatures`, {
      token,
      body: { signer_group_id: group.body.id },
    });
    expect(signer.status, signer.text).toBe(200);
    expect((signer.body as unknown as ApiSignatureRequestV3).signatures).toEqual([
      expect.objectContaining({ signer_group: { id: group.body.id, name: 'Board' } }),
    ]);

    const sent = await api.call('POST', `${base}/initiate`, { token });
    expect([sent.status, sent.body.status_overall]).toEqual([200, 'OPEN']);
    // The web shows the group's member the same request.
    const web = await json<{ origin: string; title: string }>(
      app,
      'GET',
      `/v3/signature-requests/${request.id}`,
      { token: admin.token },
    );
    expect([web.status, web.body.origin, web.body.title]).toEqual([200, 'API', 'Board decision']);

    const gone = await api.call('DELETE', `${base}/observers/${oid}`, { token });
    expect(gone.status).toBe(200);
    expect((await api.call('GET', `${base}/observers/${oid}`, { token })).status).toBe(404);
    const late = await api.call('POST', `${base}/documents`, {
      token,
      body: { content: base64(minimalPdf(1)) },
    });
    expect([late.status, late.body.code]).toEqual([409, 'REQUEST_NOT_DRAFT']);
    const withdrawn = await api.call('POST', `${base}/withdraw`, { token });
    expect([withdrawn.status, withdrawn.body.status_overall]).toEqual([200, 'WITHDRAWN']);
  });

  it('adds an observer by the user id of a member of the business, and no one else by id', async () => {
    const { admin, token } = await tokenOf();
    const other = await tokenOf();
    const base = `/api/v3/signature-requests/${(await draft(token)).id}`;
    const byId = await api.call('POST', `${base}/observers`, {
      token,
      body: { type: 'USER', user_id: admin.id },
    });
    expect(byId.status, byId.text).toBe(200);
    expect(byId.body).toMatchObject({ type: 'USER', user_info: { email: admin.email } });
    // An account of another business, and an id no one has: refused naming the field.
    for (const userId of [other.admin.id, 'no-such-user']) {
      const refused = await api.call('POST', `${base}/observers`, {
        token,
        body: { type: 'USER', user_id: userId },
      });
      expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(refused.text).toContain('body.user_id');
    }
    const both = await api.call('POST', `${base}/observers`, {
      token,
      body: { email: uniqueEmail('x'), user_id: admin.id },
    });
    expect(both.status).toBe(400);
    const observers = await api.call('GET', `${base}/observers`, { token });
    expect(
      (observers.body as unknown as { user_info: { email: string } }[]).map(
        (o) => o.user_info.email,
      ),
    ).toEqual([admin.email]);
  });

  it('answers another business’s API account 404 on the v3 calls', async () => {
    const mine = await tokenOf();
    const theirs = await tokenOf();
    const request = await draft(mine.token);
    const base = `/api/v3/signature-requests/${request.id}`;
    const observer = await api.call('POST', `${base}/observers`, {
      token: mine.token,
      body: { email: uniqueEmail('watcher') },
    });
    const oid = observer.body.id as string;
    const docId = request.documents[0]!.id;
    const calls: [Method, string, unknown?][] = [
      ['POST', `${base}/documents`, { content: base64(minimalPdf(1)) }],
      ['DELETE', `${base}/documents/${docId}`],
      ['POST', `${base}/observers`, { email: uniqueEmail('x') }],
      ['GET', `${base}/observers`],
      ['GET', `${base}/observers/${oid}`],
      ['DELETE', `${base}/observers/${oid}`],
      ['PUT', '/api/v3/signature-requests', { id: request.id, title: 'Mine' }],
    ];
    const outcomes = [];
    for (const [method, url, body] of calls) {
      const answer = await api.call(method, url, { token: theirs.token, body });
      outcomes.push(`${method} ${url}: ${answer.status}`);
    }
    expect(outcomes).toEqual(calls.map(([method, url]) => `${method} ${url}: 404`));
  });

  api.itMatchesReference(
    [
      'PUT /signature-requests 200',
      'POST /signature-requests/{SR_ID}/observers 200',
      'GET /signature-requests/{SR_ID}/observers 200',
      'GET /signature-requests/{SR_ID}/observers/{OBSERVER_ID} 200',
      'POST /signature-requests/{SR_ID}/withdraw 200',
    ],
    DELIBERATE,
    'every answer above has the shape of Skribble’s v3 reference',
  );
});
