import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config.ts';
import { REAL_PROVIDERS } from './support/test-app.ts';

/** Real providers and a public address: what production needs besides its keys. */
const PRODUCTION_PROVIDERS = { PUBLIC_URL: 'https://s.example', ...REAL_PROVIDERS };

describe('configuration from the environment', () => {
  it('has embedded defaults for npm start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      mode: 'development',
      domainName: 'localhost:3000',
      mail: { transport: 'outbox' },
      maintenance: null,
      freeSignatures: 10,
    });
  });

  it('signs with the built-in trust service unless TRUST_PROVIDER=csc names a provider', () => {
    expect(loadConfig({})).toMatchObject({
      trust: { provider: 'builtin' },
      cscServer: { enabled: false, tokenSeconds: 600 },
    });
    const csc = loadConfig({
      TRUST_PROVIDER: 'csc',
      CSC_BASE_URL: 'https://qtsp.example/csc/v2/',
      CSC_CLIENT_ID: 'signet',
      CSC_CLIENT_SECRET: 'a-long-secret',
      CSC_SERVER: 'on',
    });
    expect(csc.trust).toEqual({
      provider: 'csc',
      baseUrl: 'https://qtsp.example/csc/v2',
      clientId: 'signet',
      clientSecret: 'a-long-secret',
      tsaUrl: null,
      isDemo: false,
      timeoutMs: 15_000,
      trustAnchors: [],
    });
    expect(csc.cscServer.enabled).toBe(true);
    for (const missing of ['CSC_BASE_URL', 'CSC_CLIENT_ID', 'CSC_CLIENT_SECRET']) {
      const env: Record<string, string> = {
        TRUST_PROVIDER: 'csc',
        CSC_BASE_URL: 'https://qtsp.example/csc/v2',
        CSC_CLIENT_ID: 'signet',
        CSC_CLIENT_SECRET: 'a-long-secret',
      };
      delete env[missing];
      expect(() => loadConfig(env)).toThrow(
        new ConfigError(`${missing}: required when TRUST_PROVIDER=csc`),
      );
    }
    expect(() => loadConfig({ TRUST_PROVIDER: 'qtsp' })).toThrow(/TRUST_PROVIDER/);
  });

  it("reads the provider's root certificates from CSC_TRUST_ANCHORS_FILE", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'signet-anchors-'));
    const der = randomBytes(40);
    const pem = path.join(dir, 'roots.pem');
    const body = der.toString('base64');
    writeFileSync(pem, `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`);
    const env = {
      TRUST_PROVIDER: 'csc',
      CSC_BASE_URL: 'https://qtsp.example/csc/v2',
      CSC_CLIENT_ID: 'signet',
      CSC_CLIENT_SECRET: 'a-long-secret',
    };
    const config = loadConfig({ ...env, CSC_TRUST_ANCHORS_FILE: pem });
    expect(config.trust.provider === 'csc' && config.trust.trustAnchors).toEqual([
      new Uint8Array(der),
    ]);
    const empty = path.join(dir, 'empty.pem');
    writeFileSync(empty, 'no certificates here');
    expect(() => loadConfig({ ...env, CSC_TRUST_ANCHORS_FILE: empty })).toThrow(
      /CSC_TRUST_ANCHORS_FILE: .* holds no PEM certificate/,
    );
    expect(() =>
      loadConfig({ ...env, CSC_TRUST_ANCHORS_FILE: path.join(dir, 'missing.pem') }),
    ).toThrow(/CSC_TRUST_ANCHORS_FILE: cannot read/);
  });

  it('derives PUBLIC_URL from PORT and reads lists', () => {
    const config = loadConfig({
      PORT: '8080',
      INTERNAL_EMAIL_DOMAINS: 'Signet.example, staff.example ,',
    });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.internalEmailDomains).toEqual(['signet.example', 'staff.example']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SIGNET_MODE: 'prod' }, 'SIGNET_MODE'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ MAIL_TRANSPORT: 'pigeon' }, 'MAIL_TRANSPORT'],
    [{ MAIL_TRANSPORT: 'smtp' }, 'SMTP_URL'],
    [{ MAINTENANCE_BLOCKING: 'maybe' }, 'MAINTENANCE_BLOCKING'],
    [{ BODY_LIMIT: '10' }, 'BODY_LIMIT'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('refuses the dev outbox in staging, naming the variables, and starts with real providers', () => {
    expect(() => loadConfig({ SIGNET_MODE: 'staging' })).toThrow(
      /MAIL_TRANSPORT: the dev outbox is not allowed with SIGNET_MODE=staging/,
    );
    const mail = { MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://mail.example:25' };
    expect(() => loadConfig({ SIGNET_MODE: 'staging', ...mail })).toThrow(
      /SMS_TRANSPORT: the dev outbox is not allowed with SIGNET_MODE=staging/,
    );
    const config = loadConfig({
      SIGNET_MODE: 'staging',
      ...mail,
      SMS_TRANSPORT: 'http',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      SMS_GATEWAY_TOKEN: 'a-long-gateway-token',
    });
    expect(config).toMatchObject({ mode: 'staging', mail: { transport: 'smtp' } });
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses, and refuses trusting every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
    for (const value of ['true', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: trusting every hop/);
    }
    for (const value of ['10', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        new RegExp(`TRUST_PROXY: "${value.replaceAll('.', '\\.')}" is neither a hop count`),
      );
    }
  });

  it('in production, takes its keys from variables or files outside DATA_DIR, never from DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-data-'));
    const secrets = mkdtempSync(path.join(os.tmpdir(), 'signet-secrets-'));
    const key = () => randomBytes(32).toString('base64');
    const production = { SIGNET_MODE: 'production', DATA_DIR: dataDir, ...PRODUCTION_PROVIDERS };
    expect(() => loadConfig({ ...production, TRUST_MASTER_KEY: key() })).toThrow(
      /SIGNING_TAN_KEY: required with SIGNET_MODE=production, as SIGNING_TAN_KEY or SIGNING_TAN_KEY_FILE/,
    );
    expect(() => loadConfig({ ...production, SIGNING_TAN_KEY: key() })).toThrow(
      /TRUST_MASTER_KEY: required/,
    );
    const inside = path.join(dataDir, 'tan.key');
    writeFileSync(inside, key());
    expect(() =>
      loadConfig({ ...production, SIGNING_TAN_KEY_FILE: inside, TRUST_MASTER_KEY: key() }),
    ).toThrow(/SIGNING_TAN_KEY_FILE: must be outside DATA_DIR/);
    expect(() =>
      loadConfig({
        ...production,
        SIGNING_TAN_KEY_FILE: path.join(secrets, 'missing'),
        TRUST_MASTER_KEY: key(),
      }),
    ).toThrow(/SIGNING_TAN_KEY_FILE: cannot read/);
    const tanKey = key();
    const masterKey = key();
    writeFileSync(path.join(secrets, 'tan'), `${tanKey}\n`);
    writeFileSync(path.join(secrets, 'master'), masterKey);
    const config = loadConfig({
      ...production,
      SIGNING_TAN_KEY_FILE: path.join(secrets, 'tan'),
      TRUST_MASTER_KEY_FILE: path.join(secrets, 'master'),
    });
    expect(config.signing).toMatchObject({ tanKey, trustMasterKey: masterKey });
  });

  it('refuses insecure defaults in production', () => {
    const { PUBLIC_URL: _publicUrl, ...providers } = PRODUCTION_PROVIDERS;
    const smtp = {
      ...providers,
      SIGNING_TAN_KEY: randomBytes(32).toString('base64'),
      TRUST_MASTER_KEY: randomBytes(32).toString('base64'),
    };
    expect(() =>
      loadConfig({
        SIGNET_MODE: 'production',
        PUBLIC_URL: 'https://s.example',
        ...smtp,
        SMTP_FROM: '',
      }),
    ).toThrow(/SMTP_FROM/);
    expect(() =>
      loadConfig({ SIGNET_MODE: 'production', PUBLIC_URL: 'https://s.example' }),
    ).toThrow(/MAIL_TRANSPORT/);
    expect(() => loadConfig({ SIGNET_MODE: 'production', ...smtp })).toThrow(/PUBLIC_URL/);
    expect(() =>
      loadConfig({ SIGNET_MODE: 'production', PUBLIC_URL: 'http://s.example', ...smtp }),
    ).toThrow(/https/);
    expect(() =>
      loadConfig({
        SIGNET_MODE: 'production',
        PUBLIC_URL: 'https://s.example',
        ...smtp,
        SMS_TRANSPORT: 'outbox',
      }),
    ).toThrow(/SMS_TRANSPORT/);
    expect(() =>
      loadConfig({
        SIGNET_MODE: 'production',
        PUBLIC_URL: 'https://s.example',
        ...smtp,
        SMS_TRANSPORT: '',
      }),
    ).toThrow(/SMS_TRANSPORT: the dev outbox/);
    const config = loadConfig({
      SIGNET_MODE: 'production',
      PUBLIC_URL: 'https://s.example/',
      ...smtp,
    });
    expect(config).toMatchObject({
      mode: 'production',
      publicUrl: 'https://s.example',
      sms: { transport: 'http', url: 'https://sms.example/send' },
    });
  });
});
