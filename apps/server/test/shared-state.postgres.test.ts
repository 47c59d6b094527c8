import { describe, expect, it } from 'vitest';
import { postgresDatabase } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { STRONG_PASSWORD, uniqueEmail, uniqueIp, useHarness } from './support/test-app.ts';

/**
 * Two server instances with their own connection pools on one PostgreSQL, as two processes behind
 * a load balancer would be: sessions, the login lockout and rate limits must hold across both.
 */
describe.skipIf(!postgresDatabase)('two servers on one PostgreSQL', () => {
  const harness = useHarness(postgresDatabase!);

  async function twoServers() {
    const first = await harness.app();
    const second = await harness.app({ db: harness.opened.openAnother!() });
    return { first, second };
  }

  it('a session from one server works on the other, and logout on either ends it', async () => {
    const { first, second } = await twoServers();
    const { token } = await signUp(first, uniqueEmail());
    expect((await json(second, 'GET', '/v1/user', { token })).status).toBe(200);
    expect((await json(second, 'POST', '/v1/logout', { token })).status).toBe(204);
    expect((await json(first, 'GET', '/v1/user', { token })).status).toBe(401);
  });

  it('failed logins on both servers add up to one lockout', async () => {
    const { first, second } = await twoServers();
    const email = uniqueEmail('shared-lock');
    await signUp(first, email);
    const attempts = Array.from({ length: 10 }, (_, n) =>
      json(n % 2 === 0 ? first : second, 'POST', '/v1/login', {
        body: { email, password: 'wrong-password' },
      }),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(9);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    for (const server of [first, second]) {
      const locked = await json(server, 'POST', '/v1/login', {
        body: { email, password: STRONG_PASSWORD },
      });
      expect(locked).toMatchObject({ status: 429, body: { code: 'ACCOUNT_LOCKED' } });
    }
  });

  it('rate limits count one budget across servers', async () => {
    const first = await harness.app({ env: { RATE_LIMIT_MAX: '4' } });
    const second = await harness.app({
      env: { RATE_LIMIT_MAX: '4' },
      db: harness.opened.openAnother!(),
    });
    const ip = uniqueIp();
    const body = { email: uniqueEmail() };
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) {
      statuses.push(
        (await json(n % 2 ? second : first, 'POST', '/v1/request-reset', { body, ip })).status,
      );
    }
    expect(statuses).toEqual([204, 204, 204, 204, 429]);
  });
});
