import type { ApiSignatureRequest } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { foundBusiness } from './support/business.ts';
import { databases } from './support/databases.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { PublicApiClient } from './support/public-api.ts';
import { base64 } from './support/requests.ts';
import { signerAccount, signWithTan } from './support/signing.ts';
import { useHarness } from './support/test-app.ts';

// Document pages with `scale` and the business's signature activity through the public API
// (ADR 0910).

describe.each(databases)('public API pages and activity, on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  const api = new PublicApiClient(() => app);

  /** A business whose admin can sign (a mobile number), and its API account's token. */
  async function business() {
    app ??= await harness.app({ env: { PRERENDER_PAGES: '1' } });
    const admin = await signerAccount(app, harness.db, 'admin');
    const { id } = await foundBusiness(app, admin);
    const key = await api.apiAccount(admin, id, 'production');
    return { admin, businessId: id, token: await api.login(key.username, key.apiKey) };
  }

  async function request(token: string, signer: string) {
    const created = await api.call('POST', '/api/v2/signature-requests', {
      token,
      body: {
        title: 'Offer',
        content: base64(minimalPdf(2)),
        quality: 'SES',
        signatures: [{ account_email: signer }],
      },
    });
    expect(created.status, created.text).toBe(200);
    return created.body as unknown as ApiSignatureRequest;
  }

  /** A page not rendered within the call's wait answers 503 with Retry-After: ask again. */
  async function page(token: string, url: string, headers: Record<string, string> = {}) {
    for (let attempt = 0; attempt < 400; attempt++) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
      if (response.statusCode !== 503) return response;
      expect(response.headers['retry-after']).toBe('1');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('page never rendered');
  }

  it('renders a page at the scale asked for, in the query or in the header', async () => {
    const { admin, token } = await business();
    const other = await business();
    const { document_id } = await request(token, admin.email);
    const url = `/api/v2/documents/${document_id}/pages/1`;
    const full = await page(token, url);
    const thumbnail = await page(token, `${url}?scale=20`);
    const byHeader = await page(token, url, { scale: '20' });
    expect([full.statusCode, thumbnail.statusCode, byHeader.statusCode]).toEqual([200, 200, 200]);
    expect(thumbnail.headers['content-type']).toMatch(/^image\//);
    expect(thumbnail.rawPayload.length).toBeLessThan(full.rawPayload.length);
    expect(byHeader.headers.etag).toBe(thumbnail.headers.etag);

    const badHeader = await page(token, url, { scale: 'big' });
    expect([badHeader.statusCode, badHeader.json().fields[0].field]).toEqual([
      400,
      'headers.scale',
    ]);
    const badQuery = await page(token, `${url}?scale=1000`);
    expect(badQuery.statusCode).toBe(400);
    expect((await page(token, `/api/v3/documents/${document_id}/pages/2`)).statusCode).toBe(404);
    expect((await page(other.token, url)).statusCode).toBe(404);
  });

  it('lists the signatures of the API account’s own business, paged', async () => {
    const { admin, token } = await business();
    const other = await business();
    const signed = await request(token, admin.email);
    const done = await signWithTan(app, admin, [{ signatureRequestId: signed.id }]);
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const today = new Date().toISOString().slice(0, 10);
    const listed = await api.call(
      'GET',
      `/api/v2/activities/signatures?start_date=${today}&end_date=${today}&page=1&size=10`,
      { token },
    );
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body).toMatchObject({
      total_items: 1,
      total_pages: 1,
      current_page: 1,
      size: 10,
    });
    expect(listed.body.activities).toEqual([
      expect.objectContaining({
        action: 'SIGNED',
        signature_request_id: signed.id,
        quality: 'SES',
        signer: expect.objectContaining({ email: admin.email, type: 'member' }),
      }),
    ]);
    const theirs = await api.call('GET', '/api/v3/activities/signatures', { token: other.token });
    expect(theirs.body).toMatchObject({ total_items: 0, activities: [] });
    const wrong = await api.call(
      'GET',
      '/api/v2/activities/signatures?start_date=2026-02-01&end_date=2026-01-01',
      { token },
    );
    expect([wrong.status, wrong.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('hands a PDF over by send-to and follows it with X-Accesscode', async () => {
    const { token } = await business();
    const other = await business();
    const claimer = await signerAccount(app, harness.db, 'claimer');
    const create = () =>
      api.call('POST', '/api/v2/sendto', {
        token,
        body: { title: 'Lease', content: base64(minimalPdf(1)) },
      });
    const created = await create();
    expect(created.status, created.text).toBe(200);
    const { id, access_code, url } = created.body as {
      id: string;
      access_code: string;
      url: string;
    };
    expect(url).toContain(`/sendto/${id}`);
    const call = (method: 'GET' | 'DELETE', path: string, code?: string, who = token) =>
      app.inject({
        method,
        url: `/api/v2/sendto/${id}${path}`,
        headers: { authorization: `Bearer ${who}`, ...(code ? { 'x-accesscode': code } : {}) },
      });
    const track = async () => (await call('GET', '/track', access_code)).json();
    expect(await track()).toEqual({ status: 'UNCLAIMED', creator: null, signers: null });
    const download = await call('GET', '/download', access_code);
    expect([download.statusCode, download.headers['content-type']]).toEqual([
      200,
      'application/pdf',
    ]);
    expect(download.body.startsWith('%PDF-')).toBe(true);

    const refusals = [
      (await call('GET', '/track')).statusCode,
      (await call('GET', '/track', 'wrong-code')).statusCode,
      (await call('GET', '/track', access_code, other.token)).statusCode,
      (await call('GET', '/download', access_code, other.token)).statusCode,
      (await call('DELETE', '', access_code, other.token)).statusCode,
    ];
    expect(refusals).toEqual([400, 404, 404, 404, 404]);

    const claimed = await app.inject({
      method: 'POST',
      url: `/v3/sendto/${id}/claim`,
      headers: { authorization: `Bearer ${claimer.token}` },
    });
    expect(claimed.statusCode).toBe(200);
    expect(await track()).toEqual({ status: 'CLAIMED', creator: claimer.email, signers: [] });
    expect((await call('DELETE', '', access_code)).statusCode).toBe(409);

    // An unclaimed send-to withdrawn by its business can no longer be claimed.
    const second = (await create()).body as { id: string; access_code: string };
    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/v3/sendto/${second.id}`,
      headers: { authorization: `Bearer ${token}`, 'x-accesscode': second.access_code },
    });
    expect(withdrawn.statusCode).toBe(200);
    const late = await app.inject({
      method: 'POST',
      url: `/v3/sendto/${second.id}/claim`,
      headers: { authorization: `Bearer ${claimer.token}` },
    });
    expect([late.statusCode, late.json().code]).toEqual([410, 'SENDTO_EXPIRED']);
    const tracked = await api.call('GET', `/api/v3/sendto/${second.id}/track`, {
      token,
      headers: { 'x-accesscode': second.access_code },
    });
    expect(tracked.body).toEqual({ status: 'EXPIRED', creator: null, signers: null });
  });

  api.itMatchesReference(
    ['GET /activities/signatures 200', 'POST /sendto 200', 'GET /sendto/{SEND_TO_ID}/track 200'],
    {},
    'every answer above has the shape of Skribble’s reference',
  );
});
