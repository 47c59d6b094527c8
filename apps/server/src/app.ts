import type { CscSignerPort } from '@signet/trust';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config/config.ts';
import { prepareDummyHash } from './crypto/passwords.ts';
import { createDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { registerMailboxRoutes } from './features/dev/mailbox.routes.ts';
import { registerPasswordRoutes } from './features/passwords/passwords.routes.ts';
import { PasswordsService } from './features/passwords/passwords.service.ts';
import { registerPlatformRoutes } from './features/platform/platform.routes.ts';
import { registerSessionRoutes } from './features/sessions/sessions.routes.ts';
import { SessionsService } from './features/sessions/sessions.service.ts';
import { registerSignatureRequests } from './features/signature-requests/signature-requests.feature.ts';
import { AccountQualities } from './features/signing/account-qualities.ts';
import { registerSigning } from './features/signing/signing.feature.ts';
import { registerSignupRoutes } from './features/signup/signup.routes.ts';
import { SignupService } from './features/signup/signup.service.ts';
import { registerUserRoutes } from './features/users/users.routes.ts';
import { UsersService } from './features/users/users.service.ts';
import { registerVisualSignatureRoutes } from './features/visual-signatures/visual-signatures.routes.ts';
import { VisualSignaturesService } from './features/visual-signatures/visual-signatures.service.ts';
import { registerAuthHook } from './http/auth.hook.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { trackInFlight } from './http/in-flight.ts';
import { registerNotFound } from './http/not-found.ts';
import { registerOpenApi } from './http/openapi.ts';
import { RateLimitRepository } from './http/rate-limit.repository.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerStaticWeb } from './http/static-web.ts';
import { scheduleCleanup } from './jobs/cleanup.job.ts';
import { type Clock, systemClock } from './jobs/clock.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { LANGUAGES } from './languages.ts';
import { MailService } from './providers/mail/mail.service.ts';
import { createMailProvider } from './providers/mail/mail-provider.ts';
import type { SmsProvider } from './providers/sms/sms.port.ts';
import { createSmsProvider } from './providers/sms/sms-provider.ts';
import { BlobStore } from './storage/blob-store.ts';

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
}

/** The app plus the parts later features and tests reach for directly. */
export type SignetApp = FastifyInstance & {
  signet: { db: Database; jobs: JobRunner; sms: SmsProvider };
};

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** Builds the whole server; `listen` is the caller's (main.ts) or `inject` (tests). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<SignetApp> {
  const clock = options.clock ?? systemClock;
  await prepareDummyHash();
  const ownsDb = !options.db;
  const db = options.db ?? openDatabase(config);
  if (options.migrate !== false) await migrateToLatest(db);

  const app: FastifyInstance = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const inFlight = trackInFlight(app);

  const jobs = new JobRunner(db, clock, app.log, config.jobsPollMs);
  const mailProvider = createMailProvider(config.mail, db, clock);
  const mail = new MailService(jobs, mailProvider, new BlobStore(config.dataDir));
  const rateLimits = new RateLimitRepository(db, clock);
  const sessions = new SessionsService(db, clock);
  const qualities = new AccountQualities(db, config.signing.testLevels);

  await registerSecurityHeaders(app, config.publicUrl.startsWith('https:'));
  const rateLimit = await registerRateLimit(app, rateLimits, config.rateLimit);
  await registerOpenApi(app, config.publicUrl);
  registerAuthHook(app, sessions);

  const context: AppContext = {
    app,
    config,
    db,
    clock,
    rateLimit,
    jobs,
    sms: createSmsProvider(config.sms, db, clock),
    sessions,
    signup: new SignupService(db, clock, mail, config),
    passwords: new PasswordsService(db, clock, mail, config.publicUrl),
    users: new UsersService(db, clock, mail, LANGUAGES, qualities),
    qualities,
    visualSignatures: new VisualSignaturesService(
      db,
      clock,
      new BlobStore(config.dataDir),
      config.publicUrl,
    ),
  };
  registerSessionRoutes(context);
  registerSignupRoutes(context);
  registerPasswordRoutes(context);
  registerUserRoutes(context);
  registerPlatformRoutes(context, LANGUAGES);
  await registerSignatureRequests(context, mail);
  await registerSigning(context, mail, options.signerPort);
  await registerVisualSignatureRoutes({
    app,
    rateLimit,
    visualSignatures: context.visualSignatures,
    maxImageBytes: config.visualSignatures.maxImageBytes,
  });
  if (config.mode !== 'production') registerMailboxRoutes(app, db);

  registerNotFound(app, await registerStaticWeb(app, config.webDistDir));

  await scheduleCleanup(jobs, db, clock, rateLimits);
  if (options.runJobs !== false) jobs.start();

  // Shutdown: new requests get 503 while those being answered finish (bounded, so a stuck one
  // cannot block the exit); then the keep-alive connections, idle now, are closed, or the server
  // would wait out their 72 s keep-alive before it could close the database.
  app.addHook('preClose', async () => {
    await inFlight.settled(10_000);
    app.server.closeIdleConnections();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await mailProvider.close();
    if (ownsDb) await db.destroy();
  });

  return Object.assign(app, { signet: { db, jobs, sms: context.sms } });
}

function openDatabase(config: Config): Database {
  return config.databaseUrl
    ? createDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
      })
    : createDatabase({ kind: 'pglite', dataDir: `${config.dataDir}/db` });
}
