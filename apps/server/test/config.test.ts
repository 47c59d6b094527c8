import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config.ts';

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

  it('refuses insecure defaults in production', () => {
    const smtp = {
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtps://mail.example:465',
      SMTP_FROM: 'Signet <no-reply@signet.example>',
      SMS_TRANSPORT: 'http',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      SMS_GATEWAY_TOKEN: 'a-long-gateway-token',
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
