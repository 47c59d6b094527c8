import { describe, expect, it } from 'vitest';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import {
  STRONG_PASSWORD,
  TestClock,
  uniqueEmail,
  uniqueIp,
  useHarness,
} from './support/test-app.ts';

describe.each(databases)('sessions on $name', (engine) => {
  const harness = useHarness(engine);

  it('logs in with a 256-bit opaque token that expires after 24 hours (§9)', async () => {
    const clock = new TestClock();
    const app = await harness.app({ clock });
    const email = uniqueEmail();
    await signUp(app, email);
    const login = await json<{ token: string; expiresAt: string }>(app, 'POST', '/v1/login', {
      body: { email: email.toUpperCase(), password: STRONG_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(login.body.expiresAt).getTime() - clock.now().getTime()).toBe(86_400_000);

    const stored = await harness.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(login.body.token);

    expect((await json(app, 'GET', '/v1/user', { token: login.body.token })).status).toBe(200);
    clock.advance(86_400_000);
    const expired = await json(app, 'GET', '/v1/user', { token: login.body.token });
    expect(expired).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const app = await harness.app();
    const email = uniqueEmail();
    await signUp(app, email);
    const wrong = await json(app, 'POST', '/v1/login', {
      body: { email, password: 'not-it-at-all' },
    });
    const unknown = await json(app, 'POST', '/v1/login', {
      body: { email: uniqueEmail('nobody'), password: 'not-it-at-all' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('locks an account for 15 minutes after 10 failed logins within 15 minutes', async () => {
    const clock = new TestClock();
    const app = await harness.app({ clock });
    const email = uniqueEmail('locked');
    await signUp(app, email);
    for (let attempt = 1; attempt <= 9; attempt++) {
      const failed = await json(app, 'POST', '/v1/login', {
        body: { email, password: 'wrong-password' },
      });
      expect(failed.status).toBe(401);
    }
    const tenth = await json(app, 'POST', '/v1/login', {
      body: { email, password: 'wrong-password' },
    });
    expect(tenth).toMatchObject({ status: 429, body: { code: 'ACCOUNT_LOCKED' } });
    expect(tenth.headers['retry-after']).toBe('900');

    clock.advance(5 * 60_000);
    const stillLocked = await json(app, 'POST', '/v1/login', {
      body: { email, password: STRONG_PASSWORD },
    });
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.headers['retry-after']).toBe('600');

    clock.advance(10 * 60_000);
    const unlocked = await json(app, 'POST', '/v1/login', {
      body: { email, password: STRONG_PASSWORD },
    });
    expect(unlocked.status).toBe(200);
  });

  it('forgets failures older than 15 minutes', async () => {
    const clock = new TestClock();
    const app = await harness.app({ clock });
    const email = uniqueEmail('slow');
    await signUp(app, email);
    for (let attempt = 0; attempt < 9; attempt++) {
      await json(app, 'POST', '/v1/login', { body: { email, password: 'wrong-password' } });
    }
    clock.advance(15 * 60_000 + 1);
    const failed = await json(app, 'POST', '/v1/login', {
      body: { email, password: 'wrong-password' },
    });
    expect(failed.status).toBe(401);
  });

  it('locks an address without an account the same way (no account enumeration)', async () => {
    const app = await harness.app();
    const email = uniqueEmail('ghost');
    let last = 0;
    for (let attempt = 0; attempt < 10; attempt++) {
      last = (await json(app, 'POST', '/v1/login', { body: { email, password: 'whatever-it-is' } }))
        .status;
    }
    expect(last).toBe(429);
  });

  it('revokes the token on logout and refuses calls without a valid token', async () => {
    const app = await harness.app();
    const { token } = await signUp(app, uniqueEmail());
    expect((await json(app, 'POST', '/v1/logout', { token })).status).toBe(204);
    expect((await json(app, 'POST', '/v1/logout', { token })).status).toBe(401);
    const none = await json(app, 'GET', '/v1/user');
    expect(none).toMatchObject({ status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED' } });
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const garbage = await app.inject({
      method: 'GET',
      url: '/v1/user',
      headers: { authorization: 'Basic Zm9vOmJhcg==' },
    });
    expect(garbage.statusCode).toBe(401);
  });

  it('rejects bad login bodies with the field named', async () => {
    const app = await harness.app();
    const malformed = await app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.ch", ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'MALFORMED_BODY' });

    const empty = await app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'MALFORMED_BODY' });
    expect(empty.json().message).toMatch(/empty.*application\/json/);

    const missing = await json(app, 'POST', '/v1/login', { body: { email: 'a@example.com' } });
    expect(missing).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(missing.body.fields).toEqual([expect.objectContaining({ field: 'body.password' })]);

    const extra = await json(app, 'POST', '/v1/login', {
      body: { email: 'a@example.com', password: 'x', admin: true },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.fields).toEqual([{ field: 'body.admin', message: 'Unknown field' }]);

    const mistyped = await json(app, 'POST', '/v1/login', {
      body: { email: 'a@example.com', password: 42, first_login: 'yes' },
    });
    expect(mistyped.status).toBe(400);
    expect((mistyped.body.fields as { field: string }[]).map((f) => f.field).sort()).toEqual([
      'body.first_login',
      'body.password',
    ]);

    const badEmail = await json(app, 'POST', '/v1/login', {
      body: { email: 'not-an-email', password: 'x' },
    });
    expect(badEmail.body.fields).toEqual([
      { field: 'body.email', message: 'Please enter a valid email' },
    ]);
  });

  it('refuses oversize bodies with 413', async () => {
    const app = await harness.app({ env: { BODY_LIMIT: '2048' } });
    const response = await json(app, 'POST', '/v1/login', {
      body: { email: 'a@example.com', password: 'x'.repeat(4096) },
    });
    expect(response).toMatchObject({
      status: 413,
      body: { code: 'BODY_TOO_LARGE', statusCode: 413 },
    });
  });

  it('rate-limits unauthenticated endpoints per client', async () => {
    const app = await harness.app({ env: { RATE_LIMIT_MAX: '3' } });
    const ip = uniqueIp();
    const body = { email: uniqueEmail(), password: 'whatever-it-is' };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await json(app, 'POST', '/v1/login', { body, ip })).status).toBe(401);
    }
    const limited = await json(app, 'POST', '/v1/login', { body, ip });
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client still gets through.
    expect((await json(app, 'POST', '/v1/login', { body, ip: uniqueIp() })).status).toBe(401);
  });

  it('answers the SSO lookup with SSO_NOT_CONFIGURED', async () => {
    const app = await harness.app();
    const response = await json(app, 'POST', '/v1/identity_providers', {
      body: { email: 'someone@company.example' },
    });
    expect(response).toMatchObject({ status: 404, body: { code: 'SSO_NOT_CONFIGURED' } });
  });
});
