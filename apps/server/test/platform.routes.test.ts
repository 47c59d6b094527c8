import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sessionAndAccountEndpoints } from '@signet/contract';
import { renderSms } from '@signet/i18n';
import { describe, expect, it } from 'vitest';
import { insertOutboxMessage } from '../src/providers/outbox.repository.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import {
  REAL_PROVIDERS as PROVIDERS,
  STRONG_PASSWORD,
  TestClock,
  uniqueIp,
  useHarness,
} from './support/test-app.ts';

/** Outside development: real providers and keys from outside the data directory. */
const REAL_PROVIDERS = {
  ...PROVIDERS,
  SIGNING_TAN_KEY: randomBytes(32).toString('base64'),
  TRUST_MASTER_KEY: randomBytes(32).toString('base64'),
};

describe.each(databases)('platform endpoints on $name', (engine) => {
  const harness = useHarness(engine);

  it('tells the server time', async () => {
    const clock = new TestClock();
    const app = await harness.app({ clock });
    const { body } = await json(app, 'GET', '/v1/datetime');
    expect(body).toEqual({ datetime: clock.now().toISOString() });
  });

  it('announces maintenance from configuration; internal staff are not blocked', async () => {
    const none = await harness.app();
    expect((await none.inject({ method: 'GET', url: '/v1/maintenance' })).json()).toBeNull();

    const app = await harness.app({
      env: { MAINTENANCE_URL: 'https://status.example.com/incident', MAINTENANCE_BLOCKING: 'true' },
    });
    const { body } = await json(app, 'GET', '/v1/maintenance');
    expect(body).toEqual({ url: 'https://status.example.com/incident', isBlocking: true });
    const staff = await app.inject({
      method: 'GET',
      url: '/v1/maintenance',
      headers: { cookie: 'other=1; signet_internal=1' },
    });
    expect(staff.json()).toEqual({ url: 'https://status.example.com/incident', isBlocking: true });
  });

  it('lets internal staff past blocking maintenance only with the cookie their login was given, for a day', async () => {
    const clock = new TestClock();
    const app = await harness.app({
      clock,
      env: {
        MAINTENANCE_URL: 'https://status.example.com/incident',
        MAINTENANCE_BLOCKING: 'true',
        INTERNAL_EMAIL_DOMAINS: 'staff.example',
      },
    });
    const email = `ops-${uniqueIp()}@staff.example`;
    await signUp(app, email);
    const login = await app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email, password: STRONG_PASSWORD },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^signet_internal=\d+\.[A-Za-z0-9_-]{43}$/);
    expect(String(login.headers['set-cookie'])).toContain('HttpOnly');
    const blocking = async (header: string) =>
      (
        await app.inject({ method: 'GET', url: '/v1/maintenance', headers: { cookie: header } })
      ).json().isBlocking;
    expect(await blocking(`other=1; ${cookie}`)).toBe(false);
    // Made by hand, altered, or moved to another expiry: blocked like anyone else.
    const [expires, mac] = cookie.slice('signet_internal='.length).split('.');
    expect(await blocking('signet_internal=1')).toBe(true);
    expect(
      await blocking(
        `signet_internal=${expires}.${mac!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      ),
    ).toBe(true);
    expect(await blocking(`signet_internal=${Number(expires) + 86_400}.${mac}`)).toBe(true);
    clock.advance(86_401_000);
    expect(await blocking(cookie)).toBe(true);
  });

  it('serves the public runtime configuration', async () => {
    const app = await harness.app({
      env: {
        DOMAIN_NAME: 'signet.example',
        SIGNET_MODE: 'staging',
        ERROR_REPORTING_DSN: 'https://key@errors.example/1',
        ...REAL_PROVIDERS,
      },
    });
    const { body } = await json(app, 'GET', '/v1/runtime-config');
    expect(body).toEqual({
      mode: 'staging',
      domainName: 'signet.example',
      publicUrl: 'http://signet.test',
      languages: ['en-gb', 'de-ch', 'fr-ch', 'it'],
      defaultLanguage: 'en-gb',
      maintenancePollSeconds: 60,
      devMailboxUrl: null,
      apiDocsUrl: 'http://signet.test/api/docs/public',
      errorReportingDsn: 'https://key@errors.example/1',
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const app = await harness.app();
    for (const url of ['/v1/nothing', '/v2/x', '/v3/documents/abc/nope', '/api/unknown']) {
      const response = await json(app, 'GET', url);
      expect(response).toMatchObject({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND' } });
    }
  });

  it('answers server faults with 500 and no internals', async () => {
    const app = await harness.app();
    app.get('/v1/test-fault', async () => {
      throw new Error('connection to db-secret-host:5432 refused');
    });
    const response = await json(app, 'GET', '/v1/test-fault');
    expect(response).toMatchObject({ status: 500, body: { statusCode: 500, code: 'INTERNAL' } });
    expect(JSON.stringify(response.body)).not.toContain('db-secret-host');
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const app = await harness.app();
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const { status, body } = await json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; security?: unknown }>>;
    }>(app, 'GET', '/api/docs/json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/v1/login', '/v1/user', '/v3/user/signature-qualities-detail']),
    );
    expect(body.paths['/v1/login']?.post?.requestBody).toBeDefined();
    expect(body.paths['/v1/user']?.get?.security).toEqual([{ bearer: [] }]);
    expect(body.paths['/v1/direct/user']?.get?.security).toEqual([
      { directToken: [] },
      { directTokenQuery: [] },
    ]);
    expect(Object.keys(body.paths)).not.toContain('/dev/mailbox.json');
    // Every §7 "Session and account" endpoint of the contract is served, with its method.
    for (const endpoint of Object.values(sessionAndAccountEndpoints)) {
      expect(body.paths[endpoint.path], endpoint.path).toHaveProperty(
        endpoint.method.toLowerCase(),
      );
    }
  });

  it('sends security headers with a CSP the web app can live with', async () => {
    const app = await harness.app();
    const response = await app.inject({ method: 'GET', url: '/v1/datetime' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('shows the dev mailbox with every value escaped', async () => {
    const app = await harness.app();
    const to = `<script>@example.com`;
    await insertOutboxMessage(harness.db, {
      channel: 'mail',
      recipient: to,
      subject: '<img src=x onerror=alert(1)>',
      text: 'Hello <b>you</b> http://signet.test/signup/confirm?token=abc&x="y"',
      html: null,
      createdAt: new Date(),
    });
    await app.signet.sms.deliver({
      to: '+41791234567',
      text: renderSms('tan', 'fr-ch', { tan: '123456', minutes: 5 }),
    });
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).not.toContain('<script>@');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).toContain('Votre code Signet est 123456.');
    const sms = await json<{ messages: { channel: string; text: string }[] }>(
      app,
      'GET',
      '/dev/mailbox.json?to=%2B41791234567',
    );
    expect(sms.body.messages).toEqual([
      expect.objectContaining({ channel: 'sms', text: expect.stringContaining('123456') }),
    ]);
  });

  it.each(['production', 'staging'] as const)('has no dev mailbox in %s', async (mode) => {
    const app = await harness.app({
      env: { SIGNET_MODE: mode, PUBLIC_URL: 'https://signet.example', ...REAL_PROVIDERS },
    });
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    const config = await json(app, 'GET', '/v1/runtime-config');
    expect(config.body).toMatchObject({ mode, devMailboxUrl: null });
  });

  it('serves the built web app with a history fallback and long-lived hashed assets', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'signet-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Signet</title>');
    writeFileSync(path.join(dist, 'assets', 'app-3f2a1b.js'), 'console.log(1)');
    const app = await harness.app({ env: { WEB_DIST_DIR: dist } });

    const root = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>Signet</title>');

    const deep = await app.inject({
      method: 'GET',
      url: '/dashboard?tab=inbox',
      headers: { accept: 'text/html' },
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>Signet</title>');
    expect(deep.headers['cache-control']).toBe('no-cache');

    const asset = await app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const api = await app.inject({
      method: 'GET',
      url: '/v1/unknown',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });

    const missingAsset = await app.inject({
      method: 'GET',
      url: '/assets/gone.js',
      headers: { accept: '*/*' },
    });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('serves the trust service publicly, rate-limited like every unauthenticated endpoint', async () => {
    const app = await harness.app({ env: { RATE_LIMIT_MAX: '2' } });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'signet-tsq-'));
    writeFileSync(path.join(dir, 'data'), 'what is being time-stamped');
    execFileSync('openssl', [
      'ts',
      '-query',
      '-data',
      path.join(dir, 'data'),
      '-sha256',
      '-cert',
      '-out',
      path.join(dir, 'q.tsq'),
    ]);
    const query = readFileSync(path.join(dir, 'q.tsq'));
    const ip = uniqueIp();
    const stamp = () =>
      app.inject({
        method: 'POST',
        url: '/trust/tsa',
        headers: { 'content-type': 'application/timestamp-query' },
        payload: query,
        remoteAddress: ip,
      });
    const first = await stamp();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/timestamp-reply');
    expect((await stamp()).statusCode).toBe(200);
    const limited = await stamp();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
  it('behind one proxy, takes the address the proxy saw, whatever X-Forwarded-For the client sent', async () => {
    const app = await harness.app({ env: { RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' } });
    const client = uniqueIp();
    const login = (spoofed: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { email: 'nobody@example.com', password: 'not the password' },
        // The proxy appends the address it saw; the entries before it are the client's own.
        headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
        remoteAddress: '10.255.0.1',
      });
    expect((await login(uniqueIp())).statusCode).toBe(401);
    expect((await login(uniqueIp())).statusCode).toBe(401);
    const limited = await login(uniqueIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
