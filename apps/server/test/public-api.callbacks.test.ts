import { createHmac } from 'node:crypto';
import type { ApiCallback, ApiSignatureRequest } from '@signet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { LoopbackServer } from './support/loopback-server.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { PublicApiClient } from './support/public-api.ts';
import { base64 } from './support/requests.ts';
import { signerAccount, signWithTan } from './support/signing.ts';
import { TestClock, useHarness } from './support/test-app.ts';

// Callbacks of the public API (ADR 0902): delivered through the job queue's callback lane, signed
// per API account, retried every 10 minutes for 2 hours, logged per request.

const TEN_MINUTES = 10 * 60_000;

/** Where Signet's answers differ from Skribble's reference on purpose, with the reason. */
const DELIBERATE: Record<string, string> = {};

describe.each(databases)('public API callbacks, on $name', (engine) => {
  const harness = useHarness(engine);
  const clock = new TestClock();
  let app: SignetApp;
  let receiver: LoopbackServer;
  const api = new PublicApiClient(() => app);
  const pdf = base64(minimalPdf(1));

  beforeAll(async () => {
    receiver = await LoopbackServer.start('127.0.0.2');
    receiver.route('/success', (response) => response.writeHead(200).end('thanks'));
    receiver.route('/update', (response) => response.writeHead(204).end());
    receiver.route('/down', (response) => response.writeHead(500).end('down'));
    receiver.route('/hangs', () => {});
    receiver.route('/flaky', (response, call) => {
      if (call === 0) response.writeHead(500).end();
      else if (call === 1) response.writeHead(503, { 'retry-after': '1200' }).end();
      else response.writeHead(200).end();
    });
    app = await harness.app({
      clock,
      env: { PUBLIC_API_ALLOW_HOSTS: '127.0.0.2', CALLBACK_TIMEOUT_SECONDS: '0.5' },
    });
  });

  afterAll(async () => {
    await receiver?.close();
  });

  async function apiKey() {
    const { admin, businessId } = await api.business();
    return api.apiAccount(admin, businessId, 'production');
  }

  async function apiToken() {
    const key = await apiKey();
    return api.login(key.username, key.apiKey);
  }

  /** An open request whose error callback goes to `path`, declined by its signer (ERROR). */
  async function declinedWithErrorCallback(path: string) {
    const key = await apiKey();
    const token = await api.login(key.username, key.apiKey);
    const signer = await signerAccount(app, harness.db, 'decliner');
    const created = await api.call('POST', '/api/v2/signature-requests', {
      token,
      body: {
        title: `Error to ${path}`,
        content: pdf,
        signatures: [{ account_email: signer.email, notify: false }],
        callback_error_url: receiver.url(path),
      },
    });
    expect(created.status, created.text).toBe(200);
    const id = String(created.body.id);
    const declined = await json(app, 'POST', `/v3/signature-requests/${id}/decline`, {
      token: signer.token,
      body: { message: 'Not this one' },
    });
    expect(declined.status).toBe(200);
    await app.signet.jobs.drain();
    // Access tokens last 20 minutes of the test clock: the log is read with a fresh one.
    const log = async () => {
      const fresh = await api.login(key.username, key.apiKey);
      const answer = await api.call('GET', `/api/v2/signature-requests/${id}/callbacks`, {
        token: fresh,
      });
      return answer.body as unknown as ApiCallback[];
    };
    return { id, log };
  }

  it('sends the success callback, signed with the account’s key, once the signer signed; the document downloads', async () => {
    const token = await apiToken();
    const signer = await signerAccount(app, harness.db, 'signer');
    const created = await api.call('POST', '/api/v2/signature-requests', {
      token,
      body: {
        title: 'Contract',
        content: pdf,
        signatures: [{ account_email: signer.email, notify: false }],
        callback_success_url: receiver.url(
          '/success?request=SKRIBBLE_SIGNATURE_REQUEST_ID&document=SKRIBBLE_DOCUMENT_ID',
        ),
        callbacks: { update_url: receiver.url('/update?signature=SIGNET_SIGNATURE_ID') },
      },
    });
    expect(created.status, created.text).toBe(200);
    const request = created.body as unknown as ApiSignatureRequest;
    const signed = await signWithTan(app, signer, [{ signatureRequestId: request.id }]);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    await app.signet.jobs.drain();

    const success = receiver.at('/success');
    expect(success).toHaveLength(1);
    const [delivery] = success;
    expect(delivery?.method).toBe('POST');
    expect(delivery?.url).toBe(`/success?request=${request.id}&document=${request.document_id}`);
    expect(JSON.parse(delivery?.body ?? '')).toMatchObject({
      type: 'SUCCESS',
      event: 'completed',
      signature_request_id: request.id,
      document_id: request.document_id,
      status_overall: 'SIGNED',
    });
    // The receiver checks the signature with the key its account reads once.
    const { secret } = (await api.call('GET', '/api/v2/callbacks/secret', { token })).body as {
      secret: string;
    };
    const header = String(delivery?.headers['signet-signature']);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
    const expected = createHmac('sha256', secret).update(`${t}.${delivery?.body}`).digest('hex');
    expect(v1).toBe(expected);
    expect(Math.abs(Number(t) - clock.now().getTime() / 1000)).toBeLessThan(300);
    // The update callback of the signature names the signature.
    const sid = request.signatures[0]?.sid;
    expect(receiver.at('/update').map((r) => r.url)).toContain(`/update?signature=${sid}`);

    const content = await api.call('GET', `/api/v2/documents/${request.document_id}/content`, {
      token,
    });
    const bytes = Buffer.from(String(content.body.content), 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('/ByteRange');

    for (const method of ['GET', 'POST'] as const) {
      const log = await api.call(method, `/api/v2/signature-requests/${request.id}/callbacks`, {
        token,
      });
      expect(log.status).toBe(200);
      expect(log.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            signature_request_id: request.id,
            type: 'SUCCESS',
            state: 'COMPLETED',
            attempts: 1,
            messages: [],
          }),
          expect.objectContaining({ type: 'UPDATE', state: 'COMPLETED' }),
        ]),
      );
    }
    // Another business's API account does not see the log.
    const theirs = await apiToken();
    for (const [method, version] of [
      ['GET', 'v2'],
      ['POST', 'v2'],
      ['GET', 'v3'],
    ] as const) {
      const url = `/api/${version}/signature-requests/${request.id}/callbacks`;
      expect((await api.call(method, url, { token: theirs })).status).toBe(404);
    }
  });

  it('retries a failing receiver every 10 minutes, honouring Retry-After, and logs each attempt', async () => {
    const { log } = await declinedWithErrorCallback('/flaky');
    expect(await log()).toEqual([
      expect.objectContaining({
        type: 'ERROR',
        state: 'OPEN',
        attempts: 1,
        messages: ['Failed 500'],
      }),
    ]);
    clock.advance(TEN_MINUTES);
    await app.signet.jobs.drain();
    expect(receiver.at('/flaky')).toHaveLength(2);
    // 503 asked for 20 minutes: nothing is sent after 10.
    clock.advance(TEN_MINUTES);
    await app.signet.jobs.drain();
    expect(receiver.at('/flaky')).toHaveLength(2);
    clock.advance(TEN_MINUTES);
    await app.signet.jobs.drain();
    expect(receiver.at('/flaky')).toHaveLength(3);
    expect(await log()).toEqual([
      expect.objectContaining({
        type: 'ERROR',
        state: 'COMPLETED',
        attempts: 3,
        messages: ['Failed 500', 'Failed 503'],
      }),
    ]);
  });

  it('gives up after 2 hours of failures: RESIGNATED', async () => {
    const { log } = await declinedWithErrorCallback('/down');
    for (let step = 0; step < 20 && (await log())[0]?.state === 'OPEN'; step++) {
      clock.advance(TEN_MINUTES);
      await app.signet.jobs.drain();
    }
    const [entry] = await log();
    expect(entry).toMatchObject({ type: 'ERROR', state: 'RESIGNATED', attempts: 13 });
    expect(new Set(entry?.messages)).toEqual(new Set(['Failed 500']));
    expect(receiver.at('/down')).toHaveLength(13);
  });

  it('leaves a receiver that hangs after the attempt’s time limit, and tries again later', async () => {
    const { log } = await declinedWithErrorCallback('/hangs');
    const [entry] = await log();
    expect(entry).toMatchObject({ state: 'OPEN', attempts: 1 });
    expect(entry?.messages[0]).toMatch(/No complete answer within 500 ms/);
  });

  it('refuses callback URLs that are not https or name a private address', async () => {
    const token = await apiToken();
    const cases: [Record<string, unknown>, string][] = [
      [{ callback_success_url: 'http://example.com/cb' }, 'body.callback_success_url'],
      [{ callback_update_url: 'https://10.0.0.1/cb' }, 'body.callback_update_url'],
      [{ callbacks: { error_url: 'https://[::1]/cb' } }, 'body.callbacks.error_url'],
    ];
    for (const [urls, field] of cases) {
      const answer = await api.call('POST', '/api/v2/signature-requests', {
        token,
        body: { title: 'Refused', content: pdf, ...urls },
      });
      expect([answer.status, (answer.body.fields as { field: string }[])[0]?.field]).toEqual([
        400,
        field,
      ]);
    }
  });

  api.itMatchesReference(['POST /signature-requests/{SR_ID}/callbacks 200'], DELIBERATE);
});
