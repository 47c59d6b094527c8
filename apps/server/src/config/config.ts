import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type BlobStoreConfig, BlobStoreEnv, blobStoreConfig } from './blob-store-config.ts';
import {
  IDENTIFICATION_ENV,
  type IdentificationConfig,
  identificationConfig,
} from './identification-config.ts';
import { loadOidcConfig, type OidcEidConfig } from './oidc-config.ts';
import { PUBLIC_API_ENV, type PublicApiConfig, publicApiConfig } from './public-api-config.ts';
import { type CscServerConfig, loadTrustConfig, type TrustConfig } from './trust-config.ts';
import { Bool, ConfigError, Url } from './values.ts';

/** A proxy's address, or a network of them in CIDR notation. */
function isProxyAddress(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For hops to believe: none (`false`), the last N (the proxies in front of
 * Signet), or hops added by these proxy addresses. Trusting every hop would let any client name
 * its own address, and with it dodge the per-address limits, so `true` is refused.
 */
const TrustProxy = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const lower = value.toLowerCase();
    if (['false', '0', 'no'].includes(lower) || /^[1-9]$/.test(value)) return;
    if (['true', 'yes'].includes(lower)) {
      context.addIssue({
        code: 'custom',
        message:
          'trusting every hop lets any client name its own address; give the number of proxies in front of Signet (1 to 9) or their addresses',
      });
      return;
    }
    const bad = value
      .split(',')
      .map((item) => item.trim())
      .find((item) => !isProxyAddress(item));
    if (bad !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `"${bad}" is neither a hop count (1 to 9) nor a proxy address or network (10.0.0.1, 10.0.0.0/8)`,
      });
    }
  })
  .transform((value): false | number | string[] => {
    if (['false', '0', 'no'].includes(value.toLowerCase())) return false;
    if (/^[1-9]$/.test(value)) return Number(value);
    return value.split(',').map((item) => item.trim());
  });

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
  ...BlobStoreEnv,
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** PostgreSQL: the longest any one statement may run (migrations excepted); 0 = no limit. */
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  PUBLIC_URL: Url.optional(),
  SIGNET_MODE: z.enum(['production', 'staging', 'development']).default('development'),
  DOMAIN_NAME: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /** Longest a client may take to send a whole request (slow senders hold a connection). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  TRUST_PROXY: TrustProxy.default(false),
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
  /** Files holding those keys instead (a mounted secret); production needs one of each pair. */
  SIGNING_TAN_KEY_FILE: z.string().min(1).optional(),
  TRUST_MASTER_KEY_FILE: z.string().min(1).optional(),
  /** Development only: signature levels granted to test accounts (see README). */
  SIGNING_TEST_LEVELS: z.string().optional(),
  MAINTENANCE_URL: Url.optional(),
  MAINTENANCE_BLOCKING: Bool.default(false),
  INTERNAL_EMAIL_DOMAINS: CommaList.default([]),
  FREE_SIGNATURES: z.coerce.number().int().min(0).default(10),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Per account and minute: signature protocols, ZIP downloads and page images (ADR 0139). */
  THROTTLE_PROTOCOL_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  THROTTLE_ZIP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  THROTTLE_PAGE_IMAGES_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.05).default(30),
  /** A claimed job's lease, renewed while it runs: a stopped node's jobs run elsewhere after it. */
  JOBS_LEASE_SECONDS: z.coerce.number().min(1).max(3_600).default(60),
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
  /** Public send-to (no login): per client address and day, and all unclaimed documents together. */
  SENDTO_MAX_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).default(20),
  SENDTO_MAX_BYTES_PER_ADDRESS_PER_DAY: z.coerce
    .number()
    .int()
    .min(1024)
    .default(250 * 1024 * 1024),
  SENDTO_MAX_UNCLAIMED_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 * 1024 * 1024),
  MAX_DOCUMENT_PAGES: z.coerce.number().int().min(1).max(10_000).default(500),
  /** Pages of a new upload rendered ahead at the default scale (the rest on first request). */
  PRERENDER_PAGES: z.coerce.number().int().min(0).max(10_000).default(50),
  /** New uploads' first pages drawn ahead at once (ADR 0536; one: the render pool's priority thread). */
  PRERENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** First pages waiting for a slot; past that a first page is drawn when first asked for. */
  PRERENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(20),
  /** Largest handwritten signature image in bytes (PNG or JPEG, default 2 MB). */
  MAX_SIGNATURE_IMAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(20 * 1024 * 1024)
    .default(2 * 1024 * 1024),
  ...IDENTIFICATION_ENV,
  ...PUBLIC_API_ENV,
});

export type SignetMode = 'production' | 'staging' | 'development';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where documents, page images and signature images are kept (providers/blobs). */
  blobs: BlobStoreConfig;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** PostgreSQL's statement_timeout for the server's statements (0: none). */
  databaseStatementTimeoutMs: number;
  publicUrl: string;
  mode: SignetMode;
  domainName: string;
  logLevel: string;
  bodyLimit: number;
  /** Milliseconds a client has to send a whole request; past it the connection gets 408. */
  requestTimeoutMs: number;
  /** X-Forwarded-For: believe none, the last N hops, or hops added by these proxy addresses. */
  trustProxy: false | number | string[];
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
  /** Per-account budgets of the endpoints that cost real work (ADR 0139). */
  throttle: { perAccount: { protocol: number; zip: number; pageImage: number }; windowMs: number };
  jobsPollMs: number;
  jobsLeaseMs: number;
  /** Event-loop health: the block that fails /health/live, and the watchdog's abort (0: off). */
  eventLoop: { blockLimitMs: number; abortSeconds: number };
  webDistDir: string;
  errorReportingDsn: string | null;
  /** Upload limits; documents and page images are stored in the blob store (`blobs`). */
  documents: {
    maxUploadBytes: number;
    maxPages: number;
    prerenderPages: number;
    /** First pages drawn ahead at once, and waiting for a slot (ADR 0536). */
    prerender: { concurrency: number; queue: number };
  };
  /** Where multipart uploads are spooled while a request is read (DATA_DIR/uploads). */
  uploadSpoolDir: string;
  /** Public send-to: documents and bytes per client address per day, bytes unclaimed in all. */
  sendto: { perAddressPerDay: number; bytesPerAddressPerDay: number; unclaimedBytes: number };
  /** Handwritten signature images (§3 Visual signature). */
  visualSignatures: { maxImageBytes: number };
  /** The trust service that signs, and the CSC server mode (trust-config.ts). */
  trust: TrustConfig;
  cscServer: CscServerConfig;
  identification: IdentificationConfig;
  /** The public API's file_url downloads and callbacks. */
  publicApi: PublicApiConfig;
  /** OpenID Connect eIDs (ID Austria and others), none by default (oidc-config.ts). */
  oidcEids: OidcEidConfig[];
}

export type { BlobStoreConfig };
export { ConfigError };

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
    blobs: blobStoreConfig(e),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
    publicUrl,
    mode: e.SIGNET_MODE,
    domainName: e.DOMAIN_NAME ?? new URL(publicUrl).host,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY,
    mail: mailConfig(e.MAIL_TRANSPORT, e.SMTP_URL, e.SMTP_FROM ?? DEV_SENDER),
    sms: smsConfig(e),
    signing: {
      tanKey: e.SIGNING_TAN_KEY ?? keyFromFile('SIGNING_TAN_KEY_FILE', e.SIGNING_TAN_KEY_FILE),
      trustMasterKey:
        e.TRUST_MASTER_KEY ?? keyFromFile('TRUST_MASTER_KEY_FILE', e.TRUST_MASTER_KEY_FILE),
      testLevels: parseTestLevels(e.SIGNING_TEST_LEVELS),
    },
    maintenance: e.MAINTENANCE_URL
      ? { url: e.MAINTENANCE_URL, isBlocking: e.MAINTENANCE_BLOCKING }
      : null,
    internalEmailDomains: e.INTERNAL_EMAIL_DOMAINS,
    freeSignatures: e.FREE_SIGNATURES,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000 },
    throttle: {
      perAccount: {
        protocol: e.THROTTLE_PROTOCOL_PER_MINUTE,
        zip: e.THROTTLE_ZIP_PER_MINUTE,
        pageImage: e.THROTTLE_PAGE_IMAGES_PER_MINUTE,
      },
      windowMs: 60_000,
    },
    jobsPollMs: e.JOBS_POLL_SECONDS * 1000,
    jobsLeaseMs: e.JOBS_LEASE_SECONDS * 1000,
    eventLoop: { blockLimitMs: e.LOOP_BLOCK_LIMIT_MS, abortSeconds: e.LOOP_ABORT_SECONDS },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST),
    errorReportingDsn: e.ERROR_REPORTING_DSN ?? null,
    documents: {
      maxUploadBytes: e.MAX_UPLOAD_BYTES,
      maxPages: e.MAX_DOCUMENT_PAGES,
      prerenderPages: e.PRERENDER_PAGES,
      prerender: { concurrency: e.PRERENDER_CONCURRENCY, queue: e.PRERENDER_QUEUE },
    },
    uploadSpoolDir: path.join(path.resolve(e.DATA_DIR), 'uploads'),
    sendto: {
      perAddressPerDay: e.SENDTO_MAX_PER_ADDRESS_PER_DAY,
      bytesPerAddressPerDay: e.SENDTO_MAX_BYTES_PER_ADDRESS_PER_DAY,
      unclaimedBytes: e.SENDTO_MAX_UNCLAIMED_BYTES,
    },
    visualSignatures: { maxImageBytes: e.MAX_SIGNATURE_IMAGE_BYTES },
    ...loadTrustConfig(env, (message) => {
      throw new ConfigError(message);
    }),
    identification: identificationConfig(e),
    publicApi: publicApiConfig(e),
    oidcEids: loadOidcConfig(env, publicUrl, (message) => {
      throw new ConfigError(message);
    }),
  };
  assertProductionSafe(config, { publicUrl: e.PUBLIC_URL, smtpFrom: e.SMTP_FROM });
  if (config.mode === 'production') {
    assertKeyOutsideData(
      config.dataDir,
      'SIGNING_TAN_KEY',
      e.SIGNING_TAN_KEY,
      e.SIGNING_TAN_KEY_FILE,
    );
    assertKeyOutsideData(
      config.dataDir,
      'TRUST_MASTER_KEY',
      e.TRUST_MASTER_KEY,
      e.TRUST_MASTER_KEY_FILE,
    );
  }
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

/** A key kept in a file (e.g. a mounted secret): its content, trimmed. */
function keyFromFile(name: string, file: string | undefined): string | undefined {
  if (file === undefined) return undefined;
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new ConfigError(`${name}: cannot read ${file} (${(error as Error).message})`);
  }
}

/**
 * Production keeps its keys apart from its data: a copy of DATA_DIR (a backup, a stolen disk)
 * must not carry the keys that open it. A key comes from its variable or from a file outside
 * DATA_DIR; the files Signet would otherwise create inside DATA_DIR are refused.
 */
function assertKeyOutsideData(
  dataDir: string,
  name: string,
  value: string | undefined,
  file: string | undefined,
): void {
  if (value !== undefined) return;
  if (file === undefined) {
    throw new ConfigError(
      `${name}: required with SIGNET_MODE=production, as ${name} or ${name}_FILE (a file outside DATA_DIR); base64 of 32 random bytes`,
    );
  }
  const relative = path.relative(dataDir, path.resolve(file));
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
    throw new ConfigError(
      `${name}_FILE: must be outside DATA_DIR (${dataDir}) with SIGNET_MODE=production`,
    );
  }
}

/**
 * Outside development, mail and SMS go through real providers: the dev outbox would hold every
 * reset link and TAN where anyone who finds /dev/mailbox could read them, and it serves only in
 * development. Production also refuses defaults that would send links to the wrong host.
 */
function assertProductionSafe(
  config: Config,
  explicit: { publicUrl: string | undefined; smtpFrom: string | undefined },
): void {
  if (config.mode === 'development') return;
  const mode = `SIGNET_MODE=${config.mode}`;
  if (config.mail.transport === 'outbox') {
    throw new ConfigError(
      `MAIL_TRANSPORT: the dev outbox is not allowed with ${mode}; set MAIL_TRANSPORT=smtp and SMTP_URL`,
    );
  }
  if (config.sms.transport === 'outbox') {
    throw new ConfigError(
      `SMS_TRANSPORT: the dev outbox is not allowed with ${mode} (TANs would never reach the signer); set SMS_TRANSPORT=http, SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN`,
    );
  }
  if (config.mode !== 'production') return;
  if (Object.keys(config.signing.testLevels).length > 0) {
    throw new ConfigError(
      'SIGNING_TEST_LEVELS: grants signature levels without identification; not allowed with SIGNET_MODE=production',
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
