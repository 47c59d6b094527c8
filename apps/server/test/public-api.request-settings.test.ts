import type { ApiSignatureRequest } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json, waitForMail } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { PublicApiClient } from './support/public-api.ts';
import { base64 } from './support/requests.ts';
import { signerAccount, signWithTan } from './support/signing.ts';
import { useHarness } from './support/test-app.ts';

// What an integration keeps with a request besides documents and signers (ADR 0914): the
// callback URLs and `custom`, read back by the account that set them, and `attach_on_success`,
// which decides what the e-mails sent when everyone signed carry.

/** Where Signet's answers differ from Skribble's reference on purpose, with the reason. */
const VERSION_ID =
  'version_id is the SHA-256 of the document as it is now (it changes with every signature), not a UUID';
const DELIBERATE: Record<string, string> = {
  'POST /signature-requests 200 /documents/*/version_id format': VERSION_ID,
  'GET /signature-requests/{SR_ID} 200 /documents/*/version_id format': VERSION_ID,
};

// An allowed host where nothing listens: deliveries fail at once and are simply retried later.
const RECEIVER = 'http://127.0.0.2:9';
const SUCCESS_URL = `${RECEIVER}/signed/SKRIBBLE_SIGNATURE_REQUEST_ID`;
const UPDATE_URL = `${RECEIVER}/changed`;

describe.each(databases)('public API request settings, on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  const api = new PublicApiClient(() => app);
  const pdf = base64(minimalPdf(1));

  beforeAll(async () => {
    app = await harness.app({ env: { PUBLIC_API_ALLOW_HOSTS: '127.0.0.2' } });
  });

  async function apiCaller() {
    const { admin, businessId } = await api.business();
    const key = await api.apiAccount(admin, businessId, 'production');
    return { businessId, token: await api.login(key.username, key.apiKey) };
  }

  /** The file names of the mail that tells `to` that "title" was signed by everyone. */
  async function completionFiles(to: string, title: string): Promise<string[]> {
    await app.signet.jobs.drain();
    await app.signet.jobs.drain();
    const mail = await waitForMail(
      app,
      to,
      (m) => m.subject === `"${title}" has been signed by everyone`,
    );
    const { attachments } = mail as unknown as { attachments: { filename: string }[] };
    return attachments.map((file) => file.filename);
  }

  it('keeps custom, attach_on_success and the callback URLs, shows them to the account that set them, and changes them with PUT', async () => {
    const { token } = await apiCaller();
    const signer = await signerAccount(app, harness.db, 'signer');
    const created = await api.call('POST', '/api/v2/signature-requests', {
      token,
      body: {
        title: 'Order 4711',
        content: pdf,
        signatures: [{ account_email: signer.email, notify: false }],
        custom: 'order=4711;branch=ZH',
        attach_on_success: ['SIGNATURE_PROTOCOL'],
        callback_success_url: SUCCESS_URL,
        callbacks: { update_url: UPDATE_URL },
      },
    });
    expect(created.status, created.text).toBe(200);
    const id = String(created.body.id);
    const kept = {
      custom: 'order=4711;branch=ZH',
      attach_on_success: ['SIGNATURE_PROTOCOL'],
      callback_success_url: SUCCESS_URL,
      callback_update_url: UPDATE_URL,
    };
    expect(created.body).toMatchObject(kept);
    expect(created.body).not.toHaveProperty('callback_error_url');
    expect(
      (await api.call('GET', `/api/v2/signature-requests/${id}`, { token })).body,
    ).toMatchObject(kept);
    const listed = (await api.call('GET', '/api/v2/signature-requests', { token }))
      .body as unknown as ApiSignatureRequest[];
    expect(listed.find((request) => request.id === id)).toMatchObject(kept);

    // A signer reads the request through the web: the integration's values are not theirs to see.
    const mine = await json(app, 'GET', `/v3/signature-requests/${id}`, { token: signer.token });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).not.toContain('4711;branch');
    expect(JSON.stringify(mine.body)).not.toContain(RECEIVER);

    // PUT: what is given changes, what is left out stays, null clears.
    const changed = await api.call('PUT', '/api/v2/signature-requests', {
      token,
      body: {
        id,
        custom: 'order=4711;branch=BE',
        attach_on_success: null,
        callback_error_url: `${RECEIVER}/failed`,
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      custom: 'order=4711;branch=BE',
      callback_success_url: SUCCESS_URL,
      callback_error_url: `${RECEIVER}/failed`,
    });
    expect(changed.body).not.toHaveProperty('attach_on_success');
    const cleared = await api.call('PUT', '/api/v2/signature-requests', {
      token,
      body: { id, custom: null, attach_on_success: ['SIGNED_DOCUMENT', 'SIGNATURE_PROTOCOL'] },
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).not.toHaveProperty('custom');
    expect(cleared.body.attach_on_success).toEqual(['SIGNED_DOCUMENT', 'SIGNATURE_PROTOCOL']);
  });

  it('refuses a bad value naming the field, and a refused callback URL changes nothing', async () => {
    const { token } = await apiCaller();
    const wrongKind = await api.call('POST', '/api/v2/signature-requests', {
      token,
      body: { title: 'Bad', content: pdf, attach_on_success: ['SIGNED_PROTOCOL'] },
    });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.code).toBe('VALIDATION_FAILED');
    expect(wrongKind.text).toContain('attach_on_success');
    const tooLong = await api.call('POST', '/api/v2/signature-requests', {
      token,
      body: { title: 'Bad', content: pdf, custom: 'x'.repeat(4001) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain('custom');

    const signer = await signerAccount(app, harness.db, 'signer');
    const created = await api.call('POST', '/api/v2/signature-requests', {
      token,
      body: {
        title: 'Order',
        content: pdf,
        signatures: [{ account_email: signer.email, notify: false }],
        custom: 'kept',
      },
    });
    expect(created.status, created.text).toBe(200);
    const id = String(created.body.id);
    const refused = await api.call('PUT', '/api/v2/signature-requests', {
      token,
      body: {
        id,
        title: 'Renamed',
        custom: 'changed',
        callback_update_url: 'https://10.0.0.1/hook',
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('callback_update_url');
    const after = await api.call('GET', `/api/v2/signature-requests/${id}`, { token });
    expect(after.body).toMatchObject({ title: 'Order', custom: 'kept' });
    expect(after.body).not.toHaveProperty('callback_update_url');
  });

  it('attach_on_success decides what the completion mail carries, unless the business fixed it', async () => {
    const { businessId, token } = await apiCaller();
    const signer = await signerAccount(app, harness.db, 'signer');
    const signed = async (title: string, attach: string[]) => {
      const created = await api.call('POST', '/api/v2/signature-requests', {
        token,
        body: {
          title,
          content: pdf,
          signatures: [{ account_email: signer.email }],
          attach_on_success: attach,
        },
      });
      expect(created.status, created.text).toBe(200);
      const signing = await signWithTan(app, signer, [
        { signatureRequestId: String(created.body.id) },
      ]);
      expect(signing.status).toBe(200);
      return completionFiles(signer.email, title);
    };

    expect(await signed('Protocol only', ['SIGNATURE_PROTOCOL'])).toEqual([
      'Signature protocol - Protocol only.pdf',
    ]);
    expect(await signed('Document only', ['SIGNED_DOCUMENT'])).toEqual(['Document only.pdf']);
    expect(await signed('Nothing', [])).toEqual([]);

    // The operator fixed the signed document for this business: the request cannot leave it out.
    await harness.db
      .updateTable('businesses')
      .set({
        settings: JSON.stringify({
          attachments: { signedDocument: { enabled: true, customisable: false } },
        }),
      })
      .where('id', '=', businessId)
      .execute();
    expect(await signed('Fixed document', [])).toEqual(['Fixed document.pdf']);
  });

  it('v3 keeps them on a draft and shows them when it is sent', async () => {
    const { token } = await apiCaller();
    const signer = await signerAccount(app, harness.db, 'signer');
    const created = await api.call('POST', '/api/v3/signature-requests', {
      token,
      body: {
        title: 'Framework agreement',
        documents: [{ content: pdf, title: 'Agreement.pdf' }],
        signatures: [{ account_email: signer.email }],
        custom: 'crm:deal/77',
        attach_on_success: ['SIGNED_DOCUMENT'],
        callback_success_url: SUCCESS_URL,
      },
    });
    expect(created.status, created.text).toBe(200);
    const kept = {
      custom: 'crm:deal/77',
      attach_on_success: ['SIGNED_DOCUMENT'],
      callback_success_url: SUCCESS_URL,
    };
    expect(created.body).toMatchObject({ status_overall: 'DRAFT', ...kept });
    const id = String(created.body.id);
    const sent = await api.call('POST', `/api/v3/signature-requests/${id}/initiate`, { token });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ status_overall: 'OPEN', ...kept });
    expect(
      (await api.call('GET', `/api/v3/signature-requests/${id}`, { token })).body,
    ).toMatchObject(kept);
  });

  api.itMatchesReference(['PUT /signature-requests 200'], DELIBERATE);
});
