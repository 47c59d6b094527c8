import type { SignResponse } from '@signet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { type CscProvider, startCscProvider } from './support/csc-provider.ts';
import { databases } from './support/databases.ts';
import { direct, inviteGuest } from './support/direct.ts';
import { json, signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { latestTan, type Signer, signCall, signerAccount } from './support/signing.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

type Answer = SignResponse & { code?: string; fields?: { field: string }[] };
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * The mobile-provider proceed call (ADR 0622): the provider sends its code to the signer's phone
 * on the first sign call, and `POST /v3/sign/proceed/{id} {pwdotp}` is its credentials/authorize
 * step, here against Signet's own CSC server mode reached over HTTP on loopback.
 */
describe.each(databases)('the mobile-provider proceed call on $name', (engine) => {
  const harness = useHarness(engine);
  let provider: CscProvider;
  let app: SignetApp;
  let owner: { email: string; token: string };

  beforeAll(async () => {
    provider = await startCscProvider(engine);
    app = await harness.app({ env: provider.env });
    const email = uniqueEmail('owner');
    owner = { email, token: (await signUp(app, email)).token };
  });
  afterAll(() => provider?.close());

  const enrol = (userID: string, email: string, mobile: string, name = 'Ada Muster') =>
    provider.clients.enrol(provider.clientId, {
      userID,
      subject: { name, email },
      level: 'qes',
      legislation: 'eidas',
      mobile,
    });

  async function enrolledSigner(name: string): Promise<Signer> {
    const signer = await signerAccount(app, harness.db, name);
    await enrol(signer.id, signer.email, signer.mobile);
    return signer;
  }

  const proceed = (token: string, id: string, pwdotp: string) =>
    json<Answer>(app, 'POST', `/v3/sign/proceed/${id}`, { token, body: { pwdotp } });

  it("finishes the signing with the phone's code; a wrong code, another caller and a second proceed are refused", async () => {
    const signer = await enrolledSigner('mobile-signer');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const started = await signCall(app, signer.token, {
      signatureRequests: [{ signatureRequestId: request.id }],
    });
    expect(started.body).toMatchObject({ status: 'TAN_SENT', proceedId: expect.any(String) });
    const id = (started.body as { proceedId: string }).proceedId;
    const code = await latestTan(provider.app, signer.mobile);

    const intruder = await enrolledSigner('intruder');
    const foreign = await proceed(intruder.token, id, code);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'NOT_FOUND']);
    const malformed = await proceed(signer.token, id, 'no!');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.[0]?.field).toBe('body.pwdotp');
    // A wrong code is the provider's refusal (checked there only); the signing keeps waiting.
    const wrong = await proceed(signer.token, id, other(code));
    expect([wrong.status, wrong.body.code]).toEqual([403, 'TAN_INVALID']);

    const signed = await proceed(signer.token, id, code);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      status: 'SIGNED',
      signatureRequests: [{ signatureRequestId: request.id, status_overall: 'SIGNED' }],
    });
    const again = await proceed(signer.token, id, code);
    expect([again.status, again.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('a guest proceeds through the direct call, for the request of its own link only', async () => {
    const guest = await inviteGuest(app, owner.token);
    const link = await harness.db
      .selectFrom('direct_sign_links')
      .select('guest_id')
      .where('sid', '=', guest.sid)
      .executeTakeFirstOrThrow();
    // The provider enrolled the guest in the name the sender gave (inviteGuest's Gina Gast).
    await enrol(link.guest_id, guest.email, guest.mobile, 'Gina Gast');
    await direct(app, 'PUT', '/v1/direct/user', guest.token, { body: { gtc: true } });
    const started = await direct<Answer>(app, 'POST', '/v3/direct/sign', guest.token, {
      body: { signatureRequests: [{ signatureRequestId: guest.request.id }] },
    });
    expect(started.body).toMatchObject({ status: 'TAN_SENT', proceedId: expect.any(String) });
    const id = (started.body as { proceedId: string }).proceedId;
    const code = await latestTan(provider.app, guest.mobile);
    // The user call does not reach a guest's waiting signing.
    const signer = await enrolledSigner('not-the-guest');
    expect((await proceed(signer.token, id, code)).status).toBe(404);
    const signed = await direct<Answer>(app, 'POST', `/v3/direct/sign/proceed/${id}`, guest.token, {
      body: { pwdotp: code },
    });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ status: 'SIGNED' });
  });
});
