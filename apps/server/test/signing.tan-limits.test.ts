import {
  type SignatureRequest,
  TAN_RESEND_SECONDS,
  TAN_SENDS_PER_HOUR,
  TAN_SMS_PER_NUMBER_PER_DAY,
} from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import {
  type Signer,
  setAttributes,
  signCall,
  signerAccount,
  signWithTan,
} from './support/signing.ts';
import { TestClock, uniqueEmail, useHarness } from './support/test-app.ts';

const SECOND = 1000;
const HOUR = 3_600_000;

/** Issue "Unlimited TAN SMS": ten starts in a row must not send ten SMS. */
describe.each(databases)('TAN SMS limits on $name', (engine) => {
  const harness = useHarness(engine);
  const clock = new TestClock();
  let app: SignetApp;
  let owner: { email: string; token: string };

  beforeAll(async () => {
    app = await harness.app({ clock });
    const email = uniqueEmail('owner');
    owner = { email, token: (await signUp(app, email)).token };
  });

  const start = (signer: Signer, request: SignatureRequest) =>
    signCall(app, signer.token, { signatureRequests: [{ signatureRequestId: request.id }] });
  const smsTo = async (mobile: string) => {
    const { body } = await json<{ messages: { channel: string }[] }>(
      app,
      'GET',
      `/dev/mailbox.json?to=${encodeURIComponent(mobile)}`,
    );
    return body.messages.filter((message) => message.channel === 'sms').length;
  };
  const refusal = (answer: Awaited<ReturnType<typeof start>>) => ({
    status: answer.status,
    code: answer.body.code,
    retryAfter: Number(answer.headers['retry-after']),
  });

  it('resends a waiting TAN after 30 seconds at the soonest, with Retry-After', async () => {
    const signer = await signerAccount(app, harness.db, 'resend');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const first = await start(signer, request);
    expect(first.body).toMatchObject({
      status: 'TAN_SENT',
      resendAt: new Date(clock.now().getTime() + TAN_RESEND_SECONDS * SECOND).toISOString(),
    });
    clock.advance(10 * SECOND);
    for (let n = 0; n < 9; n++) {
      expect(refusal(await start(signer, request))).toEqual({
        status: 429,
        code: 'TAN_RATE_LIMITED',
        retryAfter: TAN_RESEND_SECONDS - 10,
      });
    }
    expect(await smsTo(signer.mobile)).toBe(1);
    clock.advance((TAN_RESEND_SECONDS - 10) * SECOND);
    expect((await start(signer, request)).body).toMatchObject({ status: 'TAN_SENT' });
    expect(await smsTo(signer.mobile)).toBe(2);
  });

  it('a spent TAN does not hold back the next signing', async () => {
    const signer = await signerAccount(app, harness.db, 'spent');
    const [a, b] = [
      await openRequest(app, owner.token, { signers: [signer.email] }),
      await openRequest(app, owner.token, { signers: [signer.email] }),
    ];
    expect((await signWithTan(app, signer, [{ signatureRequestId: a.id }])).status).toBe(200);
    expect((await start(signer, b)).body).toMatchObject({ status: 'TAN_SENT' });
  });

  it(`sends at most ${TAN_SENDS_PER_HOUR} TANs an hour to one account`, async () => {
    const signer = await signerAccount(app, harness.db, 'hourly');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    for (let n = 0; n < TAN_SENDS_PER_HOUR; n++) {
      expect((await start(signer, request)).body, `TAN ${n + 1}`).toMatchObject({
        status: 'TAN_SENT',
      });
      clock.advance(TAN_RESEND_SECONDS * SECOND);
    }
    const refused = refusal(await start(signer, request));
    expect(refused).toMatchObject({ status: 429, code: 'TAN_RATE_LIMITED' });
    expect(refused.retryAfter).toBeGreaterThan(TAN_RESEND_SECONDS);
    expect(refused.retryAfter).toBeLessThanOrEqual(HOUR / SECOND);
    expect(await smsTo(signer.mobile)).toBe(TAN_SENDS_PER_HOUR);
    clock.advance(refused.retryAfter * SECOND);
    expect((await start(signer, request)).body).toMatchObject({ status: 'TAN_SENT' });
  });

  it(`sends at most ${TAN_SMS_PER_NUMBER_PER_DAY} SMS a day to one number, across accounts`, async () => {
    const mobile = `+4179${String(Date.now()).slice(-7)}`;
    const signers: Signer[] = [];
    for (let n = 0; n < 3; n++) {
      const signer = await signerAccount(app, harness.db, `shared-${n}`);
      await setAttributes(harness.db, signer.id, { mobile: [mobile] });
      signers.push({ ...signer, mobile });
    }
    const requests = await Promise.all(
      signers.map((signer) => openRequest(app, owner.token, { signers: [signer.email] })),
    );
    for (let n = 0; n < TAN_SMS_PER_NUMBER_PER_DAY; n++) {
      const which = n % signers.length;
      expect((await start(signers[which]!, requests[which]!)).body).toMatchObject({
        status: 'TAN_SENT',
      });
      clock.advance(TAN_RESEND_SECONDS * SECOND);
    }
    const refused = refusal(await start(signers[0]!, requests[0]!));
    expect(refused).toMatchObject({ status: 429, code: 'TAN_RATE_LIMITED' });
    expect(refused.retryAfter).toBeGreaterThan(HOUR / SECOND);
    expect(await smsTo(mobile)).toBe(TAN_SMS_PER_NUMBER_PER_DAY);
  });
});
