import { createServer } from 'node:http';
import type { Renderer } from '@signet/pdf';
import type { CscSignerPort, TrustService } from '@signet/trust';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { buildAdapters, composeFeatures, openDatabase } from './composition-root.ts';
import type { Config } from './config/config.ts';
import { prepareDummyHash } from './crypto/passwords.ts';
import type { Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { SessionsService } from './features/sessions/index.ts';
import { registerAuthHook } from './http/auth.hook.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { watchEventLoop } from './http/event-loop.ts';
import { registerHealth } from './http/health.ts';
import { documentBodyLimit } from './http/http-context.ts';
import { trackInFlight } from './http/in-flight.ts';
import { REDACTED_LOG_PATHS, requestLogFields } from './http/log-redaction.ts';
import { registerNotFound } from './http/not-found.ts';
import { registerOpenApi } from './http/openapi.ts';
import { RateLimitRepository } from './http/rate-limit.repository.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerStaticWeb } from './http/static-web.ts';
import { scheduleCleanup } from './jobs/cleanup.job.ts';
import { type Clock, systemClock } from './jobs/clock.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { SmsProvider } from './providers/sms/sms.port.ts';
import type { TrustPort } from './providers/trust/trust.port.ts';

export interface BuildOptions {
  /** A database opened by the caller (tests share one per file); closed by the caller, not the app. */
  db?: Database;
  clock?: Clock;
  /** Run migrations at start (default true). */
  migrate?: boolean;
  /** Start the background job runner (default true). */
  runJobs?: boolean;
  /** Where log lines go (default stdout). */
  logStream?: NodeJS.WritableStream;
  /**
   * The CSC signer port POST /v3/sign signs through, given the built-in trust service's: the
   * client of a remote provider (default: the built-in port itself).
   */
  signerPort?: (builtIn: CscSignerPort) => CscSignerPort;
  /**
   * The whole trust port, given the built-in trust service: a provider's adapter (its own
   * credentials, its one-time code). Replaces the built-in port and `signerPort`.
   */
  trustPort?: (builtIn: TrustService) => TrustPort;
  /** The page renderer, given the built-in pool of render threads (tests watch what it renders). */
  renderer?: (builtIn: Renderer) => Renderer;
}

/** The app plus the parts later features and tests reach for directly. */
export type SignetApp = FastifyInstance & {
  signet: { db: Database; jobs: JobRunner; sms: SmsProvider };
};

/** Idle keep-alive connections are kept this long (Fastify's own default). */
const KEEP_ALIVE_MS = 72_000;

function trustLastHops(count: number) {
  return (_address: string, hop: number) => hop < count;
}

/** Builds the whole server; `listen` is the caller's (main.ts) or `inject` (tests). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<SignetApp> {
  const clock = options.clock ?? systemClock;
  await prepareDummyHash();
  const ownsDb = !options.db;
  let log: FastifyBaseLogger | undefined;
  const db =
    options.db ??
    openDatabase(config, config.databasePoolSize, (error) =>
      log?.warn({ err: error }, 'a pooled database connection broke while idle; it is replaced'),
    );
  if (options.migrate !== false) await migrateToLatest(db);

  const app: FastifyInstance = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      serializers: { req: requestLogFields },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: config.bodyLimit,
    // A client that sends its request slowly (or never finishes it) is answered 408 and let go,
    // instead of holding a connection for ever; Node checks its connections this often.
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          connectionsCheckingInterval: Math.min(30_000, Math.max(250, config.requestTimeoutMs / 4)),
          keepAliveTimeout: KEEP_ALIVE_MS,
        },
        handler,
      ),
    // A hop count N believes the last N X-Forwarded-For entries (the proxies in front of Signet).
    trustProxy:
      typeof config.trustProxy === 'number' ? trustLastHops(config.trustProxy) : config.trustProxy,
  });
  log = app.log;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const inFlight = trackInFlight(app);

  const built = await buildAdapters(config, db, clock, app.log, options);
  const { jobs, sms } = built.adapters;
  const rateLimits = new RateLimitRepository(db, clock);
  const sessions = new SessionsService(db, clock);

  await registerSecurityHeaders(app, config.publicUrl.startsWith('https:'));
  const rateLimit = await registerRateLimit(app, rateLimits, config.rateLimit);
  await registerOpenApi(app, { publicUrl: config.publicUrl, rateLimit: config.rateLimit });
  registerAuthHook(app, sessions);
  const loop = watchEventLoop(config.eventLoop.blockLimitMs, (ms) =>
    app.log.error(
      { blockedMs: Math.round(ms) },
      'event loop was blocked past its limit: /health/live now fails so that the process is restarted',
    ),
  );
  registerHealth(app, db, loop);
  const cleanups = await composeFeatures(
    { app, rateLimit, documentBodyLimit: documentBodyLimit(config.documents.maxUploadBytes) },
    config,
    built,
    sessions,
  );
  registerNotFound(app, await registerStaticWeb(app, config.webDistDir));
  await scheduleCleanup(jobs, clock, [...cleanups, () => rateLimits.deleteExpired()]);
  if (options.runJobs !== false) jobs.start();

  // Shutdown: new requests get 503 while those being answered finish (bounded, so a stuck one
  // cannot block the exit); then the keep-alive connections, idle now, are closed, or the server
  // would wait out their 72 s keep-alive before it could close the database.
  app.addHook('preClose', async () => {
    await inFlight.settled(10_000);
    app.server.closeIdleConnections();
  });
  app.addHook('onClose', async () => {
    loop.stop();
    await jobs.stop();
    await built.adapters.close();
    if (ownsDb) await db.destroy();
  });

  return Object.assign(app, { signet: { db, jobs, sms } });
}
