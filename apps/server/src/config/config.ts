import path from 'node:path';
import { z } from 'zod';

const Bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const Url = z.url({ protocol: /^https?$/ });

const CommaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item.length > 0),
);

/** Every setting the server reads from its environment; names are part of the deployment contract. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  PUBLIC_URL: Url.optional(),
  SIGNET_MODE: z.enum(['production', 'staging', 'development']).default('development'),
  DOMAIN_NAME: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: Bool.default(false),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_FROM: z.string().min(3).optional(),
  SMS_TRANSPORT: z.enum(['outbox', 'http']).default('outbox'),
  /** SMS_TRANSPORT=http: the gateway's endpoint, its bearer token, sender name and time limit. */
  SMS_GATEWAY_URL: Url.optional(),
  SMS_GATEWAY_TOKEN: z.string().min(8).optional(),
  SMS_SENDER: z.string().trim().min(1).max(11).default('Signet'),
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Base64 of 32 bytes keying the TAN hashes; `<DATA_DIR>/tan.key` is created when unset. */
  SIGNING_TAN_KEY: z.string().min(40).optional(),
  /** Base64 of 32 bytes: master key of the built-in trust service (else `<DATA_DIR>/master.key`). */
  TRUST_MASTER_KEY: z.string().min(40).optional(),
  /** Development only: signature levels granted to test accounts (see README). */
  SIGNING_TEST_LEVELS: z.string().optional(),
  MAINTENANCE_URL: Url.optional(),
  MAINTENANCE_BLOCKING: Bool.default(false),
  INTERNAL_EMAIL_DOMAINS: CommaList.default([]),
  FREE_SIGNATURES: z.coerce.number().int().min(0).default(10),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.05).default(30),
  /** /health/live fails for good once the event loop was blocked this long (ms). */
  LOOP_BLOCK_LIMIT_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /** The watchdog thread aborts the process when its loop has not turned this long (0: off). */
  LOOP_ABORT_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
  WEB_DIST_DIR: z.string().min(1).optional(),
  ERROR_REPORTING_DSN: Url.optional(),
  /** Largest document or attachment upload in bytes (issue: default 50 MB). */
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(50 * 1024 * 1024),
  MAX_DOCUMENT_PAGES: z.coerce.number().int().min(1).max(10_000).default(500),
  /** Pages of a new upload rendered ahead at the default scale (the rest on first request). */
  PRERENDER_PAGES: z.coerce.number().int().min(0).max(10_000).default(50),
  /** Largest handwritten signature image in bytes (PNG or JPEG, default 2 MB). */
  MAX_SIGNATURE_IMAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(20 * 1024 * 1024)
    .default(2 * 1024 * 1024),
});

export type SignetMode = 'production' | 'staging' | 'development';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  mode: SignetMode;
  domainName: string;
  logLevel: string;
  bodyLimit: number;
  trustProxy: boolean;
  mail:
    | { transport: 'outbox'; from: string }
    | { transport: 'smtp'; from: string; smtpUrl: string };
  sms:
    | { transport: 'outbox' }
    | { transport: 'http'; url: string; token: string; sender: string; timeoutMs: number };
  /** Signing (POST /v3/sign): TAN key, trust service key and the development level grants. */
  signing: {
    tanKey: string | undefined;
    trustMasterKey: string | undefined;
    /** E-mail (lower case) → levels such as `aes.eidas`, `qes.zertes`. */
    testLevels: Record<string, string[]>;
  };
  maintenance: { url: string; isBlocking: boolean } | null;
  internalEmailDomains: string[];
  freeSignatures: number;
  rateLimit: { max: number; windowMs: number };
  jobsPollMs: number;
  /** Event-loop health: the block that fails /health/live, and the watchdog's abort (0: off). */
  eventLoop: { blockLimitMs: number; abortSeconds: number };
  webDistDir: string;
  errorReportingDsn: string | null;
  /** Upload limits; documents and page images are stored under `<dataDir>/blobs`. */
  documents: { maxUploadBytes: number; maxPages: number; prerenderPages: number };
  /** Handwritten signature images (§3 Visual signature). */
  visualSignatures: { maxImageBytes: number };
}

/** A setting that stops the server at start; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Sender outside production, where mail stays in the dev outbox or a test server. */
const DEV_SENDER = 'Signet <no-reply@localhost>';

const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');

/** Parses the environment; any bad or unsafe setting throws a ConfigError naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in EnvSchema.shape && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration — ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl,
    mode: e.SIGNET_MODE,
    domainName: e.DOMAIN_NAME ?? new URL(publicUrl).host,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    trustProxy: e.TRUST_PROXY,
    mail: mailConfig(e.MAIL_TRANSPORT, e.SMTP_URL, e.SMTP_FROM ?? DEV_SENDER),
    sms: smsConfig(e),
    signing: {
      tanKey: e.SIGNING_TAN_KEY,
      trustMasterKey: e.TRUST_MASTER_KEY,
      testLevels: parseTestLevels(e.SIGNING_TEST_LEVELS),
    },
    maintenance: e.MAINTENANCE_URL
      ? { url: e.MAINTENANCE_URL, isBlocking: e.MAINTENANCE_BLOCKING }
      : null,
    internalEmailDomains: e.INTERNAL_EMAIL_DOMAINS,
    freeSignatures: e.FREE_SIGNATURES,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000 },
    jobsPollMs: e.JOBS_POLL_SECONDS * 1000,
    eventLoop: { blockLimitMs: e.LOOP_BLOCK_LIMIT_MS, abortSeconds: e.LOOP_ABORT_SECONDS },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST),
    errorReportingDsn: e.ERROR_REPORTING_DSN ?? null,
    documents: {
      maxUploadBytes: e.MAX_UPLOAD_BYTES,
      maxPages: e.MAX_DOCUMENT_PAGES,
      prerenderPages: e.PRERENDER_PAGES,
    },
    visualSignatures: { maxImageBytes: e.MAX_SIGNATURE_IMAGE_BYTES },
  };
  assertProductionSafe(config, { publicUrl: e.PUBLIC_URL, smtpFrom: e.SMTP_FROM });
  return config;
}

function mailConfig(transport: 'outbox' | 'smtp', smtpUrl: string | undefined, from: string) {
  switch (transport) {
    case 'outbox':
      return { transport, from } as const;
    case 'smtp':
      if (!smtpUrl) throw new ConfigError('SMTP_URL: required when MAIL_TRANSPORT=smtp');
      return { transport, from, smtpUrl } as const;
  }
}

function smsConfig(e: z.output<typeof EnvSchema>): Config['sms'] {
  switch (e.SMS_TRANSPORT) {
    case 'outbox':
      return { transport: 'outbox' };
    case 'http':
      if (!e.SMS_GATEWAY_URL)
        throw new ConfigError('SMS_GATEWAY_URL: required when SMS_TRANSPORT=http');
      if (!e.SMS_GATEWAY_TOKEN)
        throw new ConfigError('SMS_GATEWAY_TOKEN: required when SMS_TRANSPORT=http');
      return {
        transport: 'http',
        url: e.SMS_GATEWAY_URL,
        token: e.SMS_GATEWAY_TOKEN,
        sender: e.SMS_SENDER,
        timeoutMs: e.SMS_GATEWAY_TIMEOUT_MS,
      };
  }
}

const TEST_LEVEL = /^(ses|demo|(aes|qes)\.(eidas|zertes))$/;

/** `alice@example.com=aes.eidas+qes.zertes,bob@example.com=qes.eidas` → e-mail → levels. */
function parseTestLevels(value: string | undefined): Record<string, string[]> {
  const grants: Record<string, string[]> = {};
  if (!value) return grants;
  for (const entry of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [email, levels] = entry.split('=');
    const list = (levels ?? '').split('+').map((level) => level.trim().toLowerCase());
    if (!email?.includes('@') || list.some((level) => !TEST_LEVEL.test(level))) {
      throw new ConfigError(
        `SIGNING_TEST_LEVELS: "${entry}" is not e-mail=level+level (levels: ses, demo, aes.eidas, aes.zertes, qes.eidas, qes.zertes)`,
      );
    }
    grants[email.trim().toLowerCase()] = list;
  }
  return grants;
}

/** Production refuses defaults that would lose mail or TANs, or send links to the wrong host. */
function assertProductionSafe(
  config: Config,
  explicit: { publicUrl: string | undefined; smtpFrom: string | undefined },
): void {
  if (config.mode !== 'production') return;
  if (Object.keys(config.signing.testLevels).length > 0) {
    throw new ConfigError(
      'SIGNING_TEST_LEVELS: grants signature levels without identification; not allowed with SIGNET_MODE=production',
    );
  }
  if (config.mail.transport === 'outbox') {
    throw new ConfigError(
      'MAIL_TRANSPORT: the dev outbox is not allowed with SIGNET_MODE=production; set MAIL_TRANSPORT=smtp and SMTP_URL',
    );
  }
  if (config.sms.transport === 'outbox') {
    throw new ConfigError(
      'SMS_TRANSPORT: the dev outbox is not allowed with SIGNET_MODE=production (TANs would never reach the signer); set SMS_TRANSPORT=http, SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN',
    );
  }
  if (!explicit.smtpFrom) {
    throw new ConfigError(
      'SMTP_FROM: required with SIGNET_MODE=production (mail from a localhost sender is rejected)',
    );
  }
  if (!explicit.publicUrl) {
    throw new ConfigError(
      'PUBLIC_URL: required with SIGNET_MODE=production (links in e-mails point at it)',
    );
  }
  if (!config.publicUrl.startsWith('https://')) {
    throw new ConfigError('PUBLIC_URL: must be https with SIGNET_MODE=production');
  }
}
