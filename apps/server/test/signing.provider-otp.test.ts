import { randomInt } from 'node:crypto';
import type { SignatureRequest } from '@signet/contract';
import type { IssuedCredential, TrustService } from '@signet/trust';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SignetApp } from '../src/app.ts';
import { builtInTrustPort } from '../src/providers/trust/built-in-trust.ts';
import type { CredentialRequest, TrustPort } from '../src/providers/trust/trust.port.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { type Signer, signCall, signerAccount, signingState } from './support/signing.ts';
import { testConfig, uniqueEmail, useHarness } from './support/test-app.ts';

/** One one-time code the provider sent by its own SMS, and the credential it unlocks. */
interface SentOtp {
  request: CredentialRequest;
  otp: string;
  credential: IssuedCredential;
  expiresAt: Date;
}

/**
 * A qualified provider that owns the signer's one-time code (docs/decisions/0610): on
 * credentials/sendOTP it issues the signer a credential bound to a fresh six-digit OTP and sends
 * that OTP itself; credentials/authorize (the built-in CSC calls) then refuses any other code.
 * Seals (the platform's protocol seal, business seals) need no OTP and come from the built-in
 * issuance as before.
 */
function otpOwningProvider(trust: TrustService, sent: SentOtp[]): TrustPort {
  const builtIn = builtInTrustPort(trust);
  return {
    ...builtIn,
    otpOwner: 'provider',
    async sendOtp(request) {
      const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const credential = await trust.issueCertificate({ ...request, otp });
      const expiresAt = new Date(Date.now() + 5 * 60_000);
      sent.push({ request, otp, credential, expiresAt });
      return { expiresAt };
    },
    async credentialFor(request) {
      if (request.level.startsWith('seal-')) return builtIn.credentialFor(request);
      const current = sent.filter((otp) => otp.request.userID === request.userID).at(-1);
      if (!current) throw new Error(`No one-time code was sent to ${request.userID}`);
      return current.credential;
    },
  };
}

describe.each(databases)('POST /v3/sign with a provider that owns the OTP on $name', (engine) => {
  const harness = useHarness(engine);
  const sent: SentOtp[] = [];
  let app: SignetApp;
  let owner: { email: string; token: string };

  beforeAll(async () => {
    app = await buildApp(testConfig(), {
      db: harness.db,
      trustPort: (trust) => otpOwningProvider(trust, sent),
    });
    const email = uniqueEmail('owner');
    owner = { email, token: (await signUp(app, email)).token };
  });
  afterAll(async () => {
    await app?.close();
  });

  const one = (request: SignatureRequest) => [{ signatureRequestId: request.id }];

  /** Every SMS Signet itself sent (the dev outbox of its SMS provider). */
  async function signetSms() {
    const { body } = await json<{ messages: { channel: string; to: string }[] }>(
      app,
      'GET',
      '/dev/mailbox.json',
    );
    return body.messages.filter((message) => message.channel === 'sms');
  }

  const stateOf = (request: SignatureRequest, signer: Signer) =>
    signingState(harness.db, request.id, signer.id);

  async function signetTans() {
    return harness.db.selectFrom('signing_tans').selectAll().execute();
  }

  it("sends the provider's OTP instead of a TAN, signs with it, refuses a wrong one", async () => {
    const signer = await signerAccount(app, harness.db, 'provider-otp');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const before = await stateOf(request, signer);
    expect(before.signatures).toEqual([{ email: signer.email, status_code: 'OPEN' }]);

    // Start: the provider sends its OTP; Signet sends no SMS and keeps no TAN of its own.
    const started = await signCall(app, signer.token, { signatureRequests: one(request) });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'TAN_SENT', tanLength: 6 });
    const otp = sent.at(-1)!;
    expect(sent.filter((s) => s.request.userID === signer.id)).toHaveLength(1);
    expect(otp.request).toMatchObject({
      userID: signer.id,
      level: 'ses',
      legislation: 'eidas',
      subject: { email: signer.email },
    });
    const answer = started.body as { maskedMobile: string; expiresAt: string };
    expect(answer.expiresAt).toBe(otp.expiresAt.toISOString());
    expect(answer.maskedMobile.endsWith(signer.mobile.slice(-2))).toBe(true);
    expect(await signetSms()).toEqual([]);
    expect(await signetTans()).toEqual([]);

    // A wrong OTP: the provider refuses it, shown as a wrong TAN; nothing is signed or used.
    const wrong = String((Number(otp.otp) + 1) % 1_000_000).padStart(6, '0');
    const refused = await signCall(app, signer.token, {
      signatureRequests: one(request),
      tan: wrong,
    });
    expect([refused.status, refused.body.code]).toEqual([403, 'TAN_INVALID']);
    expect(await stateOf(request, signer)).toEqual(before);
    expect(await signetTans()).toEqual([]);

    // The provider's OTP signs, with the credential the provider issued for it.
    const signed = await signCall(app, signer.token, {
      signatureRequests: one(request),
      tan: otp.otp,
    });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      status: 'SIGNED',
      signatureRequests: [{ signatureRequestId: request.id, status_overall: 'SIGNED' }],
    });
    const after = await stateOf(request, signer);
    expect(after.signatures).toEqual([{ email: signer.email, status_code: 'SIGNED' }]);
    expect(after.documents[0]!.current_hash).not.toBe(before.documents[0]!.current_hash);
    expect(after.signed).toEqual([otp.credential.serial]);
    expect(after.credits).toEqual([String(Number(before.credits![0]) - 1)]);

    // Signet never checked the code itself: no TAN row was ever written, no SMS of its own.
    expect(await signetTans()).toEqual([]);
    expect(await signetSms()).toEqual([]);
  });

  it('a wrong OTP without a right one signs nothing, and each start sends a fresh OTP', async () => {
    const signer = await signerAccount(app, harness.db, 'provider-wrong');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const before = await stateOf(request, signer);
    expect((await signCall(app, signer.token, { signatureRequests: one(request) })).status).toBe(
      200,
    );
    const first = sent.at(-1)!;
    // A resend: the provider issues a new credential under a new OTP; the newest one signs.
    expect((await signCall(app, signer.token, { signatureRequests: one(request) })).status).toBe(
      200,
    );
    const second = sent.at(-1)!;
    expect(second.credential.credentialId).not.toBe(first.credential.credentialId);
    const notSecond = second.otp === '000000' ? '999999' : '000000';
    for (const tan of [notSecond, notSecond]) {
      const refused = await signCall(app, signer.token, { signatureRequests: one(request), tan });
      expect([refused.status, refused.body.code]).toEqual([403, 'TAN_INVALID']);
    }
    expect(await stateOf(request, signer)).toEqual(before);
    expect(await signetTans()).toEqual([]);
    expect(await signetSms()).toEqual([]);

    const signed = await signCall(app, signer.token, {
      signatureRequests: one(request),
      tan: second.otp,
    });
    expect(signed.status).toBe(200);
    expect((await stateOf(request, signer)).signed).toEqual([second.credential.serial]);
  });
});
