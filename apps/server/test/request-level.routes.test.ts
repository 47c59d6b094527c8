import type { SignatureRequest } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { base64, createRequest } from './support/requests.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

// Issue 20: a request shows only the level and legislation it has stored, and never goes out
// without them: an unchosen one gets the owner's default, stored and shown as the request's own.
describe.each(databases)('level and legislation of a request on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  let plain: { email: string; token: string };
  let zertesQes: { email: string; token: string };
  const signer = uniqueEmail('level-signer');

  beforeAll(async () => {
    app = await harness.app({ env: { PRERENDER_PAGES: '0' } });
    const account = async (name: string) => {
      const email = uniqueEmail(name);
      return { email, token: (await signUp(app, email)).token };
    };
    [plain, zertesQes] = await Promise.all([account('level-plain'), account('level-zertes')]);
    const saved = await json(app, 'PUT', '/v1/user', {
      token: zertesQes.token,
      body: { attributes: { default_quality: ['qes'], default_legislation: ['zertes'] } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  const url = (id: string, rest = '') => `/v3/signature-requests/${id}${rest}`;
  const read = async (token: string, id: string) =>
    (await json<SignatureRequest>(app, 'GET', url(id), { token })).body;

  it("a new draft stores the owner's defaults, SES under eIDAS when the account names none", async () => {
    const draft = await createRequest(app, plain.token, { signers: [signer] });
    expect([draft.quality, draft.legislation]).toEqual(['SES', 'EIDAS']);
    const stored = await read(plain.token, draft.id);
    expect([stored.quality, stored.legislation]).toEqual(['SES', 'EIDAS']);

    const own = await createRequest(app, zertesQes.token, { signers: [signer] });
    expect([own.quality, own.legislation]).toEqual(['QES', 'ZERTES']);
  });

  it('a chosen level is kept, and only the missing part is filled in', async () => {
    const { status, body } = await json<SignatureRequest>(app, 'POST', '/v3/signature-requests', {
      token: zertesQes.token,
      body: {
        title: 'Chosen',
        documents: [{ content: base64(minimalPdf(1)), title: 'c.pdf' }],
        quality: 'AES',
      },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect([body.quality, body.legislation]).toEqual(['AES', 'ZERTES']);
  });

  it('sending a request whose level was cleared stores the default first', async () => {
    const draft = await createRequest(app, zertesQes.token, { signers: [signer] });
    const cleared = await json<SignatureRequest>(app, 'PUT', url(draft.id), {
      token: zertesQes.token,
      body: { quality: null, legislation: null, title: 'Typed title', message: 'Typed message' },
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect([cleared.body.quality, cleared.body.legislation]).toEqual([null, null]);

    const sent = await json<SignatureRequest>(app, 'POST', url(draft.id, '/initiate'), {
      token: zertesQes.token,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({
      status_overall: 'OPEN',
      quality: 'QES',
      legislation: 'ZERTES',
      title: 'Typed title',
      message: 'Typed message',
    });
    const stored = await read(zertesQes.token, draft.id);
    expect([stored.quality, stored.legislation]).toEqual(['QES', 'ZERTES']);
  });
});
