import type { ApiAccountWithKey } from '@signet/contract';
import { validate } from '@signet/pdf';
import { describe, expect, it } from 'vitest';
import { buildApp, type SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { PublicApiClient, referenceMissing } from './support/public-api.ts';
import { base64 } from './support/requests.ts';
import { issuedSeal, sealName } from './support/seals.ts';
import { testConfig, useHarness } from './support/test-app.ts';

// POST /seal (ADR 0910): an API account with the right to its business's seal seals a document;
// any other API account is refused.

describe.each(databases)('public API seal, on $name', (engine) => {
  const harness = useHarness(engine);
  const config = testConfig();
  let app: SignetApp;
  const api = new PublicApiClient(() => app);

  /** A business with an issued seal, an API account with the right to it and one without. */
  async function sealer() {
    app ??= await buildApp(config, { db: harness.db });
    const { admin, businessId } = await api.business();
    const seal = sealName('api');
    await issuedSeal(app, config, harness.db, admin, businessId, seal);
    const created = await json<ApiAccountWithKey>(
      app,
      'POST',
      `/v1/businesses/${businessId}/apis`,
      { token: admin.token, body: { name: 'Sealer', kind: 'production', sealAccountName: seal } },
    );
    expect(created.status).toBe(201);
    const plain = await api.apiAccount(admin, businessId, 'production');
    return {
      seal,
      token: await api.login(created.body.username, created.body.apiKey),
      plainToken: await api.login(plain.username, plain.apiKey),
    };
  }

  it('seals a document with the business’s seal; the sealed PDF carries its signature', async () => {
    const { seal, token } = await sealer();
    const sealed = await api.call('POST', '/api/v2/seal', {
      token,
      body: {
        content: base64(minimalPdf(1)),
        title: 'Invoice 42',
        visual_signature: { position: { page: '0', x: 20, y: 20, width: 200, height: 80 } },
      },
    });
    expect(sealed.status, sealed.text).toBe(200);
    const documentId = sealed.body.document_id as string;
    const content = await api.call('GET', `/api/v2/documents/${documentId}/content`, { token });
    const bytes = Buffer.from(String(content.body.content), 'base64');
    const report = await validate(new Uint8Array(bytes), { now: new Date() });
    expect(report.signatures).toHaveLength(1);
    const document = await api.call('GET', `/api/v2/documents/${documentId}`, { token });
    expect(document.body.title).toBe('Invoice 42.pdf');
    // Named explicitly, the same seal.
    const named = await api.call('POST', '/api/v3/seal', {
      token,
      body: { content: base64(minimalPdf(1)), account_name: seal },
    });
    expect(named.status, named.text).toBe(200);
  });

  it('refuses an API account without the right, or another seal, with 403 and keeps nothing', async () => {
    const { token, plainToken } = await sealer();
    const other = await sealer();
    const body = { content: base64(minimalPdf(1)) };
    const refused = [
      await api.call('POST', '/api/v2/seal', { token: plainToken, body }),
      await api.call('POST', '/api/v2/seal', {
        token,
        body: { ...body, account_name: other.seal },
      }),
      await api.call('POST', '/api/v2/seal', {
        token: other.plainToken,
        body: { ...body, account_name: other.seal },
      }),
    ];
    expect(refused.map((answer) => [answer.status, answer.body.code])).toEqual([
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
    ]);
    const bad = await api.call('POST', '/api/v2/seal', { token, body: { content: '%%' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(
      (await api.call('GET', '/api/v2/signature-requests', { token: plainToken })).body,
    ).toEqual([]);
  });

  it('every answer above has the shape of Skribble’s reference', (context) => {
    const missing = referenceMissing();
    if (missing) return context.skip(missing);
    const checked = api.checkAgainstReference({});
    expect([...(checked ?? [])]).toEqual(expect.arrayContaining(['POST /seal 200']));
  });
});
