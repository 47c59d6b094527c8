import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { PublicApiClient } from './support/public-api.ts';
import { base64 } from './support/requests.ts';
import { signerAccount } from './support/signing.ts';
import { useHarness } from './support/test-app.ts';

// A document sent as base64 in JSON is 4/3 of the file: the public API's calls that carry
// documents take bodies up to two files at the upload limit, as the web's JSON create does; every
// other call keeps the server-wide JSON limit (BODY_LIMIT, 1 MiB by default).

const MAX_UPLOAD_BYTES = 1_500_000;

/** A valid PDF of about `bytes` bytes: one page and a long string in its catalog. */
function pdfOf(bytes: number): string {
  return base64(minimalPdf(1, [595, 842], `/Padding (${'x'.repeat(bytes)})`));
}

describe.each(databases)('public API body limits, on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  let token: string;
  const api = new PublicApiClient(() => app);

  beforeAll(async () => {
    app = await harness.app({ env: { MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) } });
    const { admin, businessId } = await api.business();
    const key = await api.apiAccount(admin, businessId, 'production');
    token = await api.login(key.username, key.apiKey);
  });

  it('takes a PDF of 1.2 MB as base64 on create (v2 and v3) and on upload', async () => {
    const content = pdfOf(1_200_000);
    expect(content.length).toBeGreaterThan(1_048_576);
    const signer = await signerAccount(app, harness.db, 'signer');
    const v2 = await api.call('POST', '/api/v2/signature-requests', {
      token,
      body: {
        title: 'Annual report',
        content,
        signatures: [{ account_email: signer.email, notify: false }],
      },
    });
    expect(v2.status, v2.text.slice(0, 300)).toBe(200);
    const v3 = await api.call('POST', '/api/v3/signature-requests', {
      token,
      body: { title: 'Annual report', documents: [{ content, title: 'Report.pdf' }] },
    });
    expect(v3.status, v3.text.slice(0, 300)).toBe(200);
    const upload = await api.call('POST', '/api/v2/documents', {
      token,
      body: { title: 'Annual report', content },
    });
    expect(upload.status, upload.text.slice(0, 300)).toBe(200);
    expect(Number(upload.body.size)).toBeGreaterThan(1_200_000);
  });

  it('refuses a body past two files at the upload limit, and a large body on a call without documents', async () => {
    const tooLarge = await api.call('POST', '/api/v2/documents', {
      token,
      body: {
        title: 'Too large',
        content: 'A'.repeat(Math.ceil((MAX_UPLOAD_BYTES * 8) / 3) + 1_100_000),
      },
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('BODY_TOO_LARGE');

    const created = await api.call('POST', '/api/v3/signature-requests', {
      token,
      body: { title: 'Draft', documents: [{ content: pdfOf(1_000) }] },
    });
    expect(created.status, created.text).toBe(200);
    const largeSigner = await api.call(
      'POST',
      `/api/v3/signature-requests/${String(created.body.id)}/signatures`,
      { token, body: { account_email: 'ann@example.com', padding: 'x'.repeat(1_200_000) } },
    );
    expect(largeSigner.status).toBe(413);
    expect(largeSigner.body.code).toBe('BODY_TOO_LARGE');
  });
});
