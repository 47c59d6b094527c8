import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json, signUp, waitForMail } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { signCall, signerAccount } from './support/signing.ts';
import { STRONG_PASSWORD, uniqueEmail, useHarness } from './support/test-app.ts';

/** Issue 13 "The TAN number changes with a bearer token alone", and the certificate's name. */
describe.each(databases)('mobile number and names on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;

  beforeAll(async () => {
    app = await harness.app();
  });

  const newMobile = () => `+41 78 ${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const e164 = (typed: string) => typed.replace(/\s/g, '');
  const sms = async (to: string) => {
    const { body } = await json<{ messages: { channel: string; text: string }[] }>(
      app,
      'GET',
      `/dev/mailbox.json?to=${encodeURIComponent(to)}`,
    );
    return body.messages.filter((message) => message.channel === 'sms').map((m) => m.text);
  };
  const mobileOf = async (token: string) =>
    ((await json(app, 'GET', '/v1/user', { token })).body.attributes as Record<string, string[]>)
      .mobile;

  it('sets a first number through PUT in E.164, and refuses a second one or none', async () => {
    const { token } = await signUp(app, uniqueEmail());
    const typed = newMobile();
    const first = await json(app, 'PUT', '/v1/user', {
      token,
      body: { attributes: { mobile: [typed] } },
    });
    expect(first.status).toBe(200);
    expect(await mobileOf(token)).toEqual([e164(typed)]);
    for (const mobile of [[newMobile()], []]) {
      const changed = await json(app, 'PUT', '/v1/user', {
        token,
        body: { attributes: { mobile } },
      });
      expect(changed.status).toBe(409);
      expect(changed.body).toMatchObject({
        code: 'MOBILE_CHANGE_NEEDS_CONFIRMATION',
        fields: [{ field: 'body.attributes.mobile' }],
      });
    }
    expect(await mobileOf(token)).toEqual([e164(typed)]);
  });

  it('refuses a number that is not a mobile, naming the field', async () => {
    const { token } = await signUp(app, uniqueEmail());
    for (const mobile of ['12', '+41 44 123 45 67']) {
      const bad = await json(app, 'PUT', '/v1/user', {
        token,
        body: { attributes: { mobile: [mobile] } },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'body.attributes.mobile' }],
      });
    }
    expect(await mobileOf(token)).toBeUndefined();
  });

  it('changes the number with the password and a code to the new number; both are told', async () => {
    const email = uniqueEmail();
    const { token, id } = await signUp(app, email);
    const old = newMobile();
    await json(app, 'PUT', '/v1/user', { token, body: { attributes: { mobile: [old] } } });
    const next = newMobile();

    const noPassword = await json(app, 'POST', '/v1/user/mobile', {
      token,
      body: { mobile: next, password: 'not my password' },
    });
    expect(noPassword).toMatchObject({ status: 403, body: { code: 'WRONG_PASSWORD' } });
    expect(await sms(e164(next))).toEqual([]);

    const started = await json(app, 'POST', '/v1/user/mobile', {
      token,
      body: { mobile: next, password: STRONG_PASSWORD },
    });
    expect(started.status).toBe(202);
    expect(started.body.maskedMobile).toMatch(/67$|\d{2}$/);
    const [text] = await sms(e164(next));
    const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
    expect(code).toBeDefined();
    // Not in effect before the code comes back; the code is stored as a keyed hash only.
    expect(await mobileOf(token)).toEqual([e164(old)]);
    const stored = await harness.db
      .selectFrom('mobile_changes')
      .selectAll()
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(code);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await json(app, 'POST', '/v1/user/mobile/confirm', {
      token,
      body: { code: wrongCode },
    });
    expect(wrong).toMatchObject({
      status: 422,
      body: { code: 'MOBILE_CODE_WRONG', fields: [{ field: 'body.code' }] },
    });
    expect(wrong.body.message).toContain('2 tries left');

    const confirmed = await json(app, 'POST', '/v1/user/mobile/confirm', { token, body: { code } });
    expect(confirmed.status).toBe(200);
    expect(await mobileOf(token)).toEqual([e164(next)]);
    const notice = await waitForMail(app, email, (mail) => mail.subject?.includes('TANs') ?? false);
    expect(notice.text).toContain(e164(next).slice(-2));
    expect((await sms(e164(old))).some((message) => message.includes('now go to'))).toBe(true);

    const again = await json(app, 'POST', '/v1/user/mobile/confirm', { token, body: { code } });
    expect(again).toMatchObject({ status: 410, body: { code: 'MOBILE_CHANGE_NOT_FOUND' } });
  });

  it('ends a change after three wrong codes', async () => {
    const { token } = await signUp(app, uniqueEmail());
    const next = newMobile();
    await json(app, 'POST', '/v1/user/mobile', {
      token,
      body: { mobile: next, password: STRONG_PASSWORD },
    });
    const code = /\b(\d{6})\b/.exec((await sms(e164(next)))[0] ?? '')?.[1];
    const wrongCode = code === '000000' ? '111111' : '000000';
    const codes = [];
    for (let i = 0; i < 3; i++) {
      const answer = await json(app, 'POST', '/v1/user/mobile/confirm', {
        token,
        body: { code: wrongCode },
      });
      codes.push(answer.body.code);
    }
    expect(codes).toEqual(['MOBILE_CODE_WRONG', 'MOBILE_CODE_WRONG', 'MOBILE_CHANGE_NOT_FOUND']);
    const late = await json(app, 'POST', '/v1/user/mobile/confirm', { token, body: { code } });
    expect(late.body).toMatchObject({ code: 'MOBILE_CHANGE_NOT_FOUND' });
    expect(await mobileOf(token)).toBeUndefined();
  });

  it('refuses names longer together than a certificate carries, at input', async () => {
    const { token } = await signUp(app, uniqueEmail());
    const long = await json(app, 'PUT', '/v1/user', {
      token,
      body: { lastName: 'L'.repeat(61) },
    });
    expect(long).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: [{ field: 'body.lastName' }] },
    });
    const fits = await json(app, 'PUT', '/v1/user', { token, body: { lastName: 'L'.repeat(60) } });
    expect(fits.status).toBe(200);
  });

  it('refuses to send a TAN for a name no certificate can carry', async () => {
    const owner = await signUp(app, uniqueEmail('owner'));
    const signer = await signerAccount(app, harness.db, 'long-name');
    await harness.db
      .updateTable('users')
      .set({ first_name: 'F'.repeat(40), last_name: 'L'.repeat(40) })
      .where('id', '=', signer.id)
      .execute();
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const answer = await signCall(app, signer.token, {
      signatureRequests: [{ signatureRequestId: request.id }],
    });
    expect(answer).toMatchObject({ status: 422, body: { code: 'CERTIFICATE_NAME_TOO_LONG' } });
    expect(await sms(signer.mobile)).toEqual([]);
  });
});
