import { describe, expect, it } from 'vitest';
import { databases } from './support/databases.ts';
import { json, signUp, tokenFromMail, waitForMail } from './support/http.ts';
import {
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  TestClock,
  uniqueEmail,
  useHarness,
} from './support/test-app.ts';

describe.each(databases)('passwords on $name', (engine) => {
  const harness = useHarness(engine);

  it('check-password reports validity and the rule that failed', async () => {
    const app = await harness.app();
    const check = async (password: string, extra: { token?: string; session?: string } = {}) =>
      (
        await json(app, 'POST', '/v1/check-password', {
          body: { password, ...(extra.token ? { token: extra.token } : {}) },
          ...(extra.session ? { token: extra.session } : {}),
        })
      ).body;
    expect(await check('abc')).toEqual({ validPassword: false, error: 'PASSWORD_TOO_SHORT' });
    expect(await check('1234567890')).toEqual({
      validPassword: false,
      error: 'PASSWORD_TOO_COMMON',
    });
    expect(await check(STRONG_PASSWORD)).toEqual({ validPassword: true, error: null });

    // The sign-up link's token names the e-mail during sign-up.
    const email = uniqueEmail('marguerite');
    await json(app, 'POST', '/v1/request-confirmation', {
      body: { email, flow: 'signup', lang: 'en-gb' },
    });
    const token = await tokenFromMail(app, email, '/signup/confirm');
    const local = email.split('@')[0] ?? '';
    expect(await check(`My${local}Secret`, { token })).toEqual({
      validPassword: false,
      error: 'PASSWORD_CONTAINS_EMAIL',
    });

    // Signed in, the session names it.
    const other = uniqueEmail('bartholomew');
    const { token: session } = await signUp(app, other);
    expect(await check(`${other.split('@')[0]}!!`, { session })).toMatchObject({
      error: 'PASSWORD_CONTAINS_EMAIL',
    });
  });

  it('changes the password, ends the other sessions and tells the owner by mail', async () => {
    const app = await harness.app();
    const email = uniqueEmail();
    const { token: first } = await signUp(app, email);
    const second = (
      await json<{ token: string }>(app, 'POST', '/v1/login', {
        body: { email, password: STRONG_PASSWORD },
      })
    ).body.token;

    const wrong = await json(app, 'POST', '/v1/change-password', {
      token: first,
      body: { old: 'not-my-password', new: OTHER_STRONG_PASSWORD },
    });
    expect(wrong).toMatchObject({ status: 403, body: { code: 'WRONG_PASSWORD' } });

    const weak = await json(app, 'POST', '/v1/change-password', {
      token: first,
      body: { old: STRONG_PASSWORD, new: 'qwertyuiop' },
    });
    expect(weak).toMatchObject({ status: 400, body: { code: 'PASSWORD_TOO_COMMON' } });
    expect(weak.body.fields).toEqual([expect.objectContaining({ field: 'body.new' })]);

    const changed = await json(app, 'POST', '/v1/change-password', {
      token: first,
      body: { old: STRONG_PASSWORD, new: OTHER_STRONG_PASSWORD },
    });
    expect(changed.status).toBe(204);
    expect((await json(app, 'GET', '/v1/user', { token: first })).status).toBe(200);
    expect((await json(app, 'GET', '/v1/user', { token: second })).status).toBe(401);
    const notice = await waitForMail(
      app,
      email,
      (mail) => mail.subject?.includes('changed') ?? false,
    );
    expect(notice.text).toContain('Hello Ada,');
  });

  it('request-reset answers the same for unknown addresses and sends nothing', async () => {
    const app = await harness.app();
    const known = uniqueEmail('known');
    await signUp(app, known);
    const unknown = uniqueEmail('unknown');
    const a = await json(app, 'POST', '/v1/request-reset', { body: { email: known } });
    const b = await json(app, 'POST', '/v1/request-reset', { body: { email: unknown } });
    expect(a.status).toBe(204);
    expect(b.status).toBe(204);
    await tokenFromMail(app, known, '/password-reset/new');
    await app.signet.jobs.drain();
    const mailbox = await json<{ messages: unknown[] }>(
      app,
      'GET',
      `/dev/mailbox.json?to=${unknown}`,
    );
    expect(mailbox.body.messages).toEqual([]);
  });

  it('reset tokens are single-use and expire after one hour', async () => {
    const clock = new TestClock();
    const app = await harness.app({ clock });
    const email = uniqueEmail();
    await signUp(app, email);
    await json(app, 'POST', '/v1/request-reset', { body: { email } });
    const token = await tokenFromMail(app, email, '/password-reset/new');
    const stored = await harness.db.selectFrom('email_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    expect(
      (
        await json(app, 'POST', '/v1/reset-password', {
          body: { token, new: OTHER_STRONG_PASSWORD },
        })
      ).status,
    ).toBe(204);
    const reused = await json(app, 'POST', '/v1/reset-password', {
      body: { token, new: 'Another-Fine-Pass-88' },
    });
    expect(reused).toMatchObject({ status: 410, body: { code: 'TOKEN_USED' } });

    await json(app, 'POST', '/v1/request-reset', { body: { email } });
    const late = await tokenFromMail(app, email, '/password-reset/new', [token]);
    clock.advance(3_600_000);
    const expired = await json(app, 'POST', '/v1/reset-password', {
      body: { token: late, new: 'Another-Fine-Pass-88' },
    });
    expect(expired).toMatchObject({ status: 410, body: { code: 'TOKEN_EXPIRED' } });

    const signupToken = await json(app, 'POST', '/v1/reset-password', {
      body: { token: 'x'.repeat(43), new: 'Another-Fine-Pass-88' },
    });
    expect(signupToken).toMatchObject({ status: 400, body: { code: 'TOKEN_INVALID' } });
  });

  it('a reset ends every session and lifts a login lock', async () => {
    const app = await harness.app();
    const email = uniqueEmail();
    const { token: session } = await signUp(app, email);
    for (let attempt = 0; attempt < 10; attempt++) {
      await json(app, 'POST', '/v1/login', { body: { email, password: 'wrong-password' } });
    }
    await json(app, 'POST', '/v1/request-reset', { body: { email } });
    const token = await tokenFromMail(app, email, '/password-reset/new');
    await json(app, 'POST', '/v1/reset-password', { body: { token, new: OTHER_STRONG_PASSWORD } });
    expect((await json(app, 'GET', '/v1/user', { token: session })).status).toBe(401);
    const login = await json(app, 'POST', '/v1/login', {
      body: { email, password: OTHER_STRONG_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('needs a session to change the password', async () => {
    const app = await harness.app();
    const response = await json(app, 'POST', '/v1/change-password', {
      body: { old: STRONG_PASSWORD, new: OTHER_STRONG_PASSWORD },
    });
    expect(response).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
  });
});
