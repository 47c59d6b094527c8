import { createHmac, randomBytes } from 'node:crypto';
import type { ApiSignatureRequest, TimelineResponse } from '@signet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { submitDesk } from './support/identification.ts';
import { LoopbackServer } from './support/loopback-server.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { PublicApiClient } from './support/public-api.ts';
import { base64 } from './support/requests.ts';
import { type Signer, signCall, signerAccount } from './support/signing.ts';
import { TestClock, uniqueEmail, useHarness } from './support/test-app.ts';

// Skribble's START_SIGN, INITIATE and IDENT_ERROR callbacks (ADR 0913): which event sends each,
// to which of the request's URLs, signed as every callback is (ADR 0902).

const STAFF = 'callback-desk.test';

interface Body {
  type: string;
  event: string;
  signature_request_id: string;
  signature_id: string | null;
}

describe.each(databases)('public API callback types, on $name', (engine) => {
  const harness = useHarness(engine);
  const clock = new TestClock();
  const qualified = uniqueEmail('qualified');
  let app: SignetApp;
  let receiver: LoopbackServer;
  let token: string;
  let secret: string;
  const api = new PublicApiClient(() => app);
  const pdf = base64(minimalPdf(1));

  beforeAll(async () => {
    receiver = await LoopbackServer.start('127.0.0.2');
    for (const path of ['/update', '/error']) {
      receiver.route(path, (response) => response.writeHead(204).end());
    }
    app = await harness.app({
      clock,
      env: {
        PUBLIC_API_ALLOW_HOSTS: '127.0.0.2',
        SIGNING_TEST_LEVELS: `${qualified}=qes.zertes`,
        INTERNAL_EMAIL_DOMAINS: STAFF,
      },
    });
    const { admin, businessId } = await api.business();
    const key = await api.apiAccount(admin, businessId, 'production');
    token = await api.login(key.username, key.apiKey);
    ({ secret } = (await api.call('GET', '/api/v2/callbacks/secret', { token })).body as {
      secret: string;
    });
  });

  afterAll(async () => {
    await receiver?.close();
  });

  /** A v2 request to `signer` at `quality`, its update and error callbacks to the receiver. */
  async function openRequest(signer: Signer, quality: string) {
    const created = await api.call('POST', '/api/v2/signature-requests', {
      token,
      body: {
        title: `${quality} contract`,
        content: pdf,
        quality,
        legislation: 'ZERTES',
        signatures: [{ account_email: signer.email, notify: false }],
        callback_update_url: receiver.url('/update?request=SKRIBBLE_SIGNATURE_REQUEST_ID'),
        callback_error_url: receiver.url('/error?request=SKRIBBLE_SIGNATURE_REQUEST_ID'),
      },
    });
    expect(created.status, created.text).toBe(200);
    return created.body as unknown as ApiSignatureRequest;
  }

  /** What the receiver got at `path` for this request, bodies parsed. */
  function received(path: string, requestId: string) {
    return receiver
      .at(path)
      .filter((call) => call.url.endsWith(`?request=${requestId}`))
      .map((call) => ({ ...call, json: JSON.parse(call.body) as Body }));
  }

  function hasValidSignature(call: { body: string; headers: Record<string, unknown> }) {
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(call.headers['signet-signature']))!;
    return v1 === createHmac('sha256', secret).update(`${t}.${call.body}`).digest('hex');
  }

  it('START_SIGN goes to the update URL when the signer of a QES request asks for the TAN; not for SES', async () => {
    const signer = await signerAccount(app, harness.db, 'qualified', qualified);
    const qes = await openRequest(signer, 'QES');
    const ses = await openRequest(signer, 'SES');
    for (const request of [qes, ses]) {
      const started = await signCall(app, signer.token, {
        signatureRequests: [{ signatureRequestId: request.id }],
      });
      expect(started.body.status, JSON.stringify(started.body)).toBe('TAN_SENT');
      clock.advance(31_000); // one TAN per 30 s
    }
    await app.signet.jobs.drain();

    const startSign = received('/update', qes.id).filter((c) => c.json.type === 'START_SIGN');
    expect(startSign).toHaveLength(1);
    const [call] = startSign;
    expect(call?.json).toMatchObject({
      event: 'tan_sent',
      signature_request_id: qes.id,
      signature_id: qes.signatures[0]?.sid,
    });
    expect(call?.headers['signet-event']).toBe('START_SIGN');
    expect(hasValidSignature(call!)).toBe(true);
    // UPDATE went out for a TAN before START_SIGN existed, and still does; SES has no START_SIGN.
    const forTan = (id: string) =>
      received('/update', id)
        .filter((c) => c.json.event === 'tan_sent')
        .map((c) => c.json.type)
        .sort();
    expect(forTan(qes.id)).toEqual(['START_SIGN', 'UPDATE']);
    expect(forTan(ses.id)).toEqual(['UPDATE']);
    const log = await api.call('GET', `/api/v2/signature-requests/${qes.id}/callbacks`, { token });
    expect(log.body).toContainEqual(
      expect.objectContaining({ type: 'START_SIGN', state: 'COMPLETED', attempts: 1 }),
    );
  });

  it('INITIATE goes to the update URL when a v3 draft is initiated', async () => {
    const signer = await signerAccount(app, harness.db, 'initiated');
    const created = await api.call('POST', '/api/v3/signature-requests', {
      token,
      body: {
        title: 'Draft',
        quality: 'SES',
        documents: [{ content: pdf, title: 'Draft.pdf' }],
        signatures: [{ account_email: signer.email }],
        callbacks: { update_url: receiver.url('/update?request=SIGNET_SIGNATURE_REQUEST_ID') },
      },
    });
    expect(created.status, created.text).toBe(200);
    const id = String(created.body.id);
    await app.signet.jobs.drain();
    expect(received('/update', id)).toEqual([]);

    const sent = await api.call('POST', `/api/v3/signature-requests/${id}/initiate`, { token });
    expect(sent.status).toBe(200);
    await app.signet.jobs.drain();
    const calls = received('/update', id);
    expect(calls.map((c) => [c.json.type, c.json.event]).sort()).toEqual([
      ['INITIATE', 'initiated'],
      ['UPDATE', 'initiated'],
    ]);
    expect(calls.every(hasValidSignature)).toBe(true);
  });

  it('IDENT_ERROR goes to the error URL when an identification for the request fails; the timeline shows it', async () => {
    const officer = await signerAccount(
      app,
      harness.db,
      'officer',
      `officer-${randomBytes(3).toString('hex')}@${STAFF}`,
    );
    const signer = await signerAccount(app, harness.db, 'identifying');
    const request = await openRequest(signer, 'QES');
    const submitted = await submitDesk(app, signer.token, undefined, {
      signatureRequestId: request.id,
    });
    expect(submitted.signatureRequestId).toBe(request.id);
    await app.signet.jobs.drain();
    expect(received('/error', request.id)).toEqual([]);

    const rejected = await json(app, 'POST', `/v1/identification-desk/${submitted.id}/reject`, {
      token: officer.token,
      body: { reason: 'The photo of Maria Identa is blurred' },
    });
    expect(rejected.status).toBe(200);
    await app.signet.jobs.drain();

    const errors = received('/error', request.id);
    expect(errors.map((c) => c.json)).toEqual([
      expect.objectContaining({
        type: 'IDENT_ERROR',
        event: 'identification_failed',
        signature_request_id: request.id,
        signature_id: request.signatures[0]?.sid,
      }),
    ]);
    expect(hasValidSignature(errors[0]!)).toBe(true);
    // One callback for the event: no UPDATE besides.
    expect(received('/update', request.id).map((c) => c.json.event)).not.toContain(
      'identification_failed',
    );

    const timeline = await json<TimelineResponse>(
      app,
      'GET',
      `/v3/signature-requests/${request.id}/timeline`,
      { token: signer.token },
    );
    expect(timeline.body.chain.valid).toBe(true);
    expect(timeline.body.entries.at(-1)).toMatchObject({
      action: 'identification_failed',
      actor: { email: signer.email },
      code: 'desk_rejected',
    });
    // The request's trail holds a code, not the officer's words nor the officer.
    const event = await harness.db
      .selectFrom('request_events')
      .select(['data', 'actor_email', 'ip'])
      .where('request_id', '=', request.id)
      .where('action', '=', 'identification_failed')
      .executeTakeFirstOrThrow();
    expect(event).toEqual({
      data: { sid: request.signatures[0]?.sid, method: 'video', reason: 'desk_rejected' },
      actor_email: signer.email,
      ip: null,
    });
  });
});
