import type { ApiSignatureRequest } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { type Method, PublicApiClient } from './support/public-api.ts';
import { base64 } from './support/requests.ts';
import { signerAccount, signWithTan } from './support/signing.ts';
import { TestClock, uniqueEmail, useHarness } from './support/test-app.ts';

// The public API's calls on a request beyond create, read and delete (ADR 0910), under v2.

/** Where Signet's answers differ from Skribble's reference on purpose, with the reason. */
const DELIBERATE: Record<string, string> = {
  'GET /signature-requests/{SR_ID}/attachments 200 / type':
    'The reference documents adding an attachment as GET (Skribble serves it as POST); Signet adds by POST and lists the attachments by GET',
};

describe.each(databases)('public API v2 request actions, on $name', (engine) => {
  const harness = useHarness(engine);
  const clock = new TestClock();
  let app: SignetApp;
  const api = new PublicApiClient(() => app);
  const pdf = base64(minimalPdf(2));

  async function tokenOf(kind: 'demo' | 'production' = 'production') {
    app ??= await harness.app({ clock });
    const { admin, businessId } = await api.business();
    const key = await api.apiAccount(admin, businessId, kind);
    return { businessId, key, token: await api.login(key.username, key.apiKey) };
  }

  async function sent(token: string, signers: string[]) {
    const created = await api.call('POST', '/api/v2/signature-requests', {
      token,
      body: {
        title: 'Contract',
        content: pdf,
        quality: 'SES',
        signatures: signers.map((email) => ({ account_email: email })),
      },
    });
    expect(created.status, created.text).toBe(200);
    return created.body as unknown as ApiSignatureRequest;
  }

  it('changes a request with PUT until the first signature, then refuses as Skribble does', async () => {
    const { token } = await tokenOf();
    const first = await signerAccount(app, harness.db, 'first');
    const request = await sent(token, [first.email, uniqueEmail('second')]);
    const third = uniqueEmail('third');
    const changed = await api.call('PUT', '/api/v2/signature-requests', {
      token,
      body: {
        id: request.id,
        title: 'Contract',
        signatures: [
          { account_email: first.email },
          {
            account_email: third,
            visual_signature: { position: { page: '1', x: 10, y: 20, width: 200, height: 80 } },
          },
        ],
        cc_email_addresses: ['watcher@example.com'],
      },
    });
    expect(changed.status, changed.text).toBe(200);
    const body = changed.body as unknown as ApiSignatureRequest;
    expect(body.signatures.map((s) => s.account_email)).toEqual([first.email, third]);
    expect(body.signatures[1]?.visual_signature?.positions).toEqual([
      { page: '1', x: 10, y: 20, width: 200, height: 80 },
    ]);
    expect(body.cc_email_addresses).toEqual(['watcher@example.com']);

    // The web's rule holds: title, message and level change only while a request is a DRAFT.
    const details = await api.call('PUT', '/api/v2/signature-requests', {
      token,
      body: { id: request.id, title: 'Contract v3', quality: 'SES' },
    });
    expect([details.status, details.body.code]).toEqual([409, 'REQUEST_NOT_DRAFT']);

    const signed = await signWithTan(app, first, [{ signatureRequestId: request.id }]);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const refused = await api.call('PUT', '/api/v2/signature-requests', {
      token,
      body: { id: request.id, signatures: [{ account_email: first.email }] },
    });
    expect([refused.status, refused.body.code]).toEqual([400, 'API_REQUEST_SIGNED']);
    const after = await api.call('GET', `/api/v2/signature-requests/${request.id}`, { token });
    expect((after.body as unknown as ApiSignatureRequest).signatures).toHaveLength(2);
  });

  it('reminds each signer at most once an hour, else 429 with Retry-After', async () => {
    const { token, key } = await tokenOf();
    const request = await sent(token, [uniqueEmail('slow')]);
    const url = `/api/v2/signature-requests/${request.id}/remind`;
    const first = await api.call('POST', url, { token });
    expect(first.status, first.text).toBe(200);
    const again = await api.call('POST', url, { token });
    expect([again.status, again.body.code]).toEqual([429, 'REMIND_TOO_SOON']);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    clock.advance(61 * 60_000);
    // The access token lived 20 minutes: the integration logs in again.
    const later = await api.login(key.username, key.apiKey);
    expect((await api.call('POST', url, { token: later })).status).toBe(200);
  });

  it('withdraws an open request with a message; the web shows it withdrawn', async () => {
    const { token } = await tokenOf();
    const signer = await signerAccount(app, harness.db, 'signer');
    const request = await sent(token, [signer.email]);
    const withdrawn = await api.call('POST', `/api/v2/signature-requests/${request.id}/withdraw`, {
      token,
      body: { message: 'Sent by mistake' },
    });
    expect([withdrawn.status, withdrawn.body.status_overall]).toEqual([200, 'WITHDRAWN']);
    const web = await json<{ status_overall: string }>(
      app,
      'GET',
      `/v3/signature-requests/${request.id}`,
      { token: signer.token },
    );
    expect(web.body.status_overall).toBe('WITHDRAWN');
    const twice = await api.call('POST', `/api/v2/signature-requests/${request.id}/withdraw`, {
      token,
    });
    expect(twice.status, twice.text).toBe(409);
  });

  it('adds, lists, reads, downloads and deletes attachments', async () => {
    const { token } = await tokenOf();
    const request = await sent(token, [uniqueEmail('signer')]);
    const base = `/api/v2/signature-requests/${request.id}/attachments`;
    const added = await api.call('POST', base, {
      token,
      body: {
        filename: 'terms.txt',
        content_type: 'text/plain',
        content: base64(Buffer.from('Terms')),
      },
    });
    expect(added.status, added.text).toBe(200);
    const [attachment] = (added.body as unknown as ApiSignatureRequest).attachments ?? [];
    expect(attachment?.filename).toBe('terms.txt');
    const listed = await api.call('GET', base, { token });
    expect(listed.body).toEqual([
      {
        attachment_id: attachment!.attachment_id,
        filename: 'terms.txt',
        content_type: 'text/plain',
        size: 5,
      },
    ]);
    const one = await api.call('GET', `${base}/${attachment!.attachment_id}`, { token });
    expect(one.body.filename).toBe('terms.txt');
    const content = await api.call('GET', `${base}/${attachment!.attachment_id}/content`, {
      token,
    });
    expect([content.status, content.headers['content-type'], content.text]).toEqual([
      200,
      'application/octet-stream',
      'Terms',
    ]);
    const wrongType = await api.call('POST', base, {
      token,
      body: { filename: 'x.exe', content_type: 'application/x-msdownload', content: 'AAAA' },
    });
    expect([wrongType.status, wrongType.body.code]).toEqual([415, 'ATTACHMENT_TYPE']);
    const deleted = await api.call('DELETE', `${base}/${attachment!.attachment_id}`, { token });
    expect(deleted.status).toBe(200);
    expect((await api.call('GET', base, { token })).body).toEqual([]);
  });

  it('adds and removes a signer', async () => {
    const { token } = await tokenOf();
    const request = await sent(token, [uniqueEmail('one')]);
    const guest = uniqueEmail('guest');
    const added = await api.call('POST', `/api/v2/signature-requests/${request.id}/signatures`, {
      token,
      body: {
        signer_identity_data: { email_address: guest, first_name: 'Gina', last_name: 'Gast' },
      },
    });
    expect(added.status, added.text).toBe(200);
    const signatures = (added.body as unknown as ApiSignatureRequest).signatures;
    expect(signatures).toHaveLength(2);
    const sid = signatures.find((s) => s.signer_identity_data?.email_address === guest)!.sid;
    const removed = await api.call(
      'DELETE',
      `/api/v2/signature-requests/${request.id}/signatures/${sid}`,
      { token },
    );
    expect(removed.status).toBe(200);
    const after = await api.call('GET', `/api/v2/signature-requests/${request.id}`, { token });
    expect((after.body as unknown as ApiSignatureRequest).signatures).toHaveLength(1);
    const bad = await api.call('POST', `/api/v2/signature-requests/${request.id}/signatures`, {
      token,
      body: { sequence: 1 },
    });
    expect([bad.status, bad.body.fields]).toEqual([
      400,
      [expect.objectContaining({ field: 'body.account_email' })],
    ]);
  });

  it('reports as the sealed PDF, as JSON and as escaped HTML', async () => {
    const { token, key } = await tokenOf();
    const created = await api.call('POST', '/api/v2/signature-requests', {
      token,
      body: {
        title: '<script>alert(1)</script>',
        content: pdf,
        signatures: [{ account_email: uniqueEmail('signer') }],
      },
    });
    const id = created.body.id as string;
    const report = `/api/v2/signature-requests/${id}/report`;
    const asPdf = await api.call('GET', report, { token });
    expect([asPdf.status, asPdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(asPdf.text.startsWith('%PDF-')).toBe(true);
    const asJson = await api.call('GET', `${report}?type=JSON`, { token });
    expect(asJson.status, asJson.text).toBe(200);
    expect(asJson.body.header).toMatchObject({
      signatureRequestID: id,
      status: 'OPEN',
      signatureCount: 1,
      signatureCountSigned: 0,
    });
    const owner = (
      asJson.body.userList as { email: string; userActions: { name: string }[] }[]
    ).find((user) => user.email === key.username);
    expect(owner?.userActions.map((a) => a.name)).toEqual(
      expect.arrayContaining(['CREATED', 'INITIATED']),
    );
    const asHtml = await api.call('GET', `${report}?type=HTML`, { token });
    expect(asHtml.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(asHtml.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(asHtml.text).not.toContain('<script>');
    const wrong = await api.call('GET', `${report}?type=XML`, { token });
    expect(wrong.status).toBe(400);
  });

  it('answers another business’s API account 404 on every call', async () => {
    const mine = await tokenOf();
    const theirs = await tokenOf();
    const request = await sent(mine.token, [uniqueEmail('signer')]);
    const added = await api.call('POST', `/api/v2/signature-requests/${request.id}/attachments`, {
      token: mine.token,
      body: { filename: 'a.txt', content_type: 'text/plain', content: base64(Buffer.from('a')) },
    });
    const aid = (added.body as unknown as ApiSignatureRequest).attachments![0]!.attachment_id;
    const sid = request.signatures[0]!.sid;
    const base = `/api/v2/signature-requests/${request.id}`;
    const calls: [Method, string, unknown?][] = [
      ['PUT', '/api/v2/signature-requests', { id: request.id, title: 'Mine now' }],
      ['POST', `${base}/withdraw`],
      ['POST', `${base}/remind`],
      ['GET', `${base}/report?type=JSON`],
      ['GET', `${base}/attachments`],
      ['GET', `${base}/attachments/${aid}`],
      ['GET', `${base}/attachments/${aid}/content`],
      ['DELETE', `${base}/attachments/${aid}`],
      ['POST', `${base}/signatures`, { account_email: uniqueEmail('x') }],
      ['DELETE', `${base}/signatures/${sid}`],
    ];
    const outcomes = [];
    for (const [method, url, body] of calls) {
      const answer = await api.call(method, url, { token: theirs.token, body });
      outcomes.push(`${method} ${url}: ${answer.status}`);
    }
    expect(outcomes).toEqual(calls.map(([method, url]) => `${method} ${url}: 404`));
    const own = await api.call('GET', base, { token: mine.token });
    expect([own.body.title, own.body.status_overall]).toEqual(['Contract', 'OPEN']);
  });

  it('lists every new call in the OpenAPI document', async () => {
    app ??= await harness.app({ clock });
    const document = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(JSON.parse(document.body).paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v2/signature-requests/{id}/withdraw',
        '/api/v2/signature-requests/{id}/remind',
        '/api/v2/signature-requests/{id}/report',
        '/api/v2/signature-requests/{id}/attachments/{aid}/content',
        '/api/v2/signature-requests/{id}/signatures/{sid}',
        '/api/v3/signature-requests/{id}/observers/{oid}',
      ]),
    );
  });

  api.itMatchesReference(
    [
      'PUT /signature-requests 200',
      'POST /signature-requests/{SR_ID}/withdraw 200',
      'GET /signature-requests/{SR_ID}/attachments 200',
      'GET /signature-requests/{SR_ID}/report 200',
      'POST /signature-requests/{SR_ID}/signatures 200',
    ],
    DELIBERATE,
  );
});
