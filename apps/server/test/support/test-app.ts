import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type BuildOptions, buildApp, type SignetApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config/config.ts';
import type { Database } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { OpenedDatabase, TestDatabase } from './databases.ts';

/** A clock tests move by hand, to step past expiry times without waiting. */
export class TestClock {
  private current = Date.now();
  readonly now = () => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

/** Real mail and SMS providers (none is reached here): what staging and production need. */
export const REAL_PROVIDERS = {
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtps://mail.example:465',
  SMTP_FROM: 'Signet <no-reply@signet.example>',
  SMS_TRANSPORT: 'http',
  SMS_GATEWAY_URL: 'https://sms.example/send',
  SMS_GATEWAY_TOKEN: 'a-long-gateway-token',
};

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    SIGNET_MODE: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'signet-test-')),
    PUBLIC_URL: 'http://signet.test',
    RATE_LIMIT_MAX: '100000',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'signet-no-web-dist'),
    ...env,
  });
}

export interface Harness {
  db: Database;
  opened: OpenedDatabase;
  /** Builds an app on this file's database; closed after the file. */
  app(options?: {
    env?: Record<string, string>;
    clock?: TestClock;
    db?: Database;
    renderer?: BuildOptions['renderer'];
  }): Promise<SignetApp>;
}

/** One database per test file and engine (a fresh PGlite costs seconds); tests use unique e-mails. */
export function useHarness(engine: TestDatabase): Harness {
  const apps: SignetApp[] = [];
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.opened = await engine.open();
    harness.db = harness.opened.db;
    await migrateToLatest(harness.db);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await harness.opened?.close();
  });
  harness.app = async (options = {}) => {
    const app = await buildApp(testConfig(options.env), {
      db: options.db ?? harness.db,
      ...(options.clock ? { clock: options.clock.now } : {}),
      ...(options.renderer ? { renderer: options.renderer } : {}),
    });
    apps.push(app);
    return app;
  };
  return harness;
}

export function uniqueEmail(name = 'user'): string {
  return `${name}-${randomBytes(5).toString('hex')}@example.com`;
}

/** A client address of its own, so rate-limit counters of different tests never mix. */
export function uniqueIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export const STRONG_PASSWORD = 'correct horse battery staple';
export const OTHER_STRONG_PASSWORD = 'Velvet-Otter-Harbour-92';
