import { describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { PublicApiClient } from './support/public-api.ts';
import { TestClock, uniqueIp, useHarness } from './support/test-app.ts';

// The public API's login and access tokens (ADR 0900): a JWT for a current key, refused at once
// after a reset or a delete.

describe.each(databases)('public API login and tokens, on $name', (engine) => {
  const harness = useHarness(engine);
  const clock = new TestClock();
  let app: SignetApp;
  const api = new PublicApiClient(() => app);
  const qualities = '/api/v2/user/signature-qualities';

  async function demoAccount() {
    app ??= await harness.app({ clock });
    const { admin, businessId } = await api.business();
    const demo = await api.apiAccount(admin, businessId, 'demo');
    return { admin, businessId, demo };
  }

  it('logs in with JSON or form fields and answers a JWT as text/plain; a wrong key gets 401', async () => {
    const { demo } = await demoAccount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/access/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: demo.username, 'api-key': demo.apiKey }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const [header, payload] = response.body.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.sub).toBe(demo.username);
    expect(claims.exp - claims.iat).toBe(20 * 60);

    const wrong = await api.call('POST', '/api/v2/access/login', {
      body: { username: demo.username, 'api-key': `${demo.apiKey.slice(0, -1)}x` },
    });
    const unknown = await api.call('POST', '/api/v2/access/login', {
      form: { username: 'api_demo_0000000000000000', 'api-key': demo.apiKey },
    });
    const missing = await api.call('POST', '/api/v2/access/login', {
      body: { username: demo.username },
    });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'API_LOGIN_FAILED']);
    expect([unknown.status, unknown.body.code]).toEqual([401, 'API_LOGIN_FAILED']);
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(JSON.stringify(missing.body)).toContain('body.api-key');
  });

  it('refuses calls without a token, with a forged, foreign or expired one', async () => {
    const { admin, demo } = await demoAccount();
    const token = await api.login(demo.username, demo.apiKey);
    expect((await api.call('GET', qualities, { token })).status).toBe(200);
    expect((await api.call('GET', qualities)).status).toBe(401);
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.${Buffer.alloc(32).toString('base64url')}`;
    expect((await api.call('GET', qualities, { token: forged })).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    expect((await api.call('GET', qualities, { token: none })).status).toBe(401);
    // A person's session token opens no public-API call, nor an access token a web call.
    expect((await api.call('GET', qualities, { token: admin.token })).status).toBe(401);
    expect((await json(app, 'GET', '/v1/user', { token })).status).toBe(401);
    clock.advance(20 * 60 * 1000 + 1000);
    const expired = await api.call('GET', qualities, { token });
    expect([expired.status, expired.body.code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('a reset or a delete revokes the key and its tokens at once', async () => {
    const { admin, businessId, demo } = await demoAccount();
    const token = await api.login(demo.username, demo.apiKey);
    const reset = await json<{ apiKey: string }>(
      app,
      'PUT',
      `/v1/businesses/${businessId}/apis/${demo.username}/reset`,
      { token: admin.token },
    );
    expect((await api.call('GET', qualities, { token })).status).toBe(401);
    const old = await api.call('POST', '/api/v2/access/login', {
      body: { username: demo.username, 'api-key': demo.apiKey },
    });
    expect(old.status).toBe(401);
    const fresh = await api.login(demo.username, reset.body.apiKey);
    expect((await api.call('GET', qualities, { token: fresh })).status).toBe(200);
    await json(app, 'DELETE', `/v1/businesses/${businessId}/apis/${demo.username}`, {
      token: admin.token,
    });
    expect((await api.call('GET', qualities, { token: fresh })).status).toBe(401);
    const gone = await api.call('POST', '/api/v2/access/login', {
      body: { username: demo.username, 'api-key': reset.body.apiKey },
    });
    expect(gone.status).toBe(401);
  });

  it('rate-limits the login per client', async () => {
    const { demo } = await demoAccount();
    const limited = await harness.app({ clock, env: { RATE_LIMIT_MAX: '3' } });
    const ip = uniqueIp();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await limited.inject({
        method: 'POST',
        url: '/api/v2/access/login',
        remoteAddress: ip,
        payload: { username: demo.username, 'api-key': 'wrong' },
      });
      statuses.push(response.statusCode);
      if (attempt === 3) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('answers health, and signature qualities by the kind of key', async () => {
    const { admin, businessId, demo } = await demoAccount();
    for (const version of ['v2', 'v3']) {
      const health = await api.call('GET', `/api/${version}/management/health`);
      expect(health.body).toEqual({ status: 'UP', groups: ['liveness', 'readiness'] });
    }
    const demoToken = await api.login(demo.username, demo.apiKey);
    const forDemo = await api.call('GET', qualities, { token: demoToken });
    expect(Object.keys(forDemo.body).sort()).toEqual(['demo', 'seal']);
    const production = await api.apiAccount(admin, businessId, 'production');
    const productionToken = await api.login(production.username, production.apiKey);
    const forProduction = await api.call('GET', '/api/v3/user/signature-qualities', {
      token: productionToken,
    });
    expect(Object.keys(forProduction.body).sort()).toEqual(['aes', 'demo', 'qes', 'seal', 'ses']);
  });

  api.itMatchesReference(
    ['GET /management/health 200', 'GET /user/signature-qualities 200'],
    {},
    'every answer above has the shape of Skribble’s reference',
  );
});
