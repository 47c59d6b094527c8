import multipart from '@fastify/multipart';
import { createRenderer, createSigningQueue } from '@signet/pdf';
import type { CscSignerPort, TrustService } from '@signet/trust';
import type { Config } from './config/config.ts';
import { createDatabase, type Database } from './db/database.ts';
import { ActivityService, registerActivityRoutes } from './features/activity/index.ts';
import {
  AesForBusinessService,
  registerAesForBusinessRoutes,
  vouchedLegislations,
} from './features/aes-for-business/index.ts';
import {
  BusinessMail,
  createBusinessServices,
  loadBusinessParts,
  registerBusinessRoutes,
  registerMemberRoutes,
  scheduleBusinessDeletion,
  toBusinessView,
} from './features/business/index.ts';
import {
  BusinessSealsService,
  registerBusinessSealRoutes,
  SealRequestsService,
} from './features/business-seals/index.ts';
import { ContactsService, registerContactRoutes } from './features/contacts/index.ts';
import { registerMailboxRoutes } from './features/dev/index.ts';
import {
  DocumentsService,
  PagePrerender,
  PageRenderJobs,
  registerDocumentRoutes,
} from './features/documents/index.ts';
import { emailTokensCleanup } from './features/email-tokens/index.ts';
import { AccountQualities } from './features/levels/index.ts';
import { PasswordsService, registerPasswordRoutes } from './features/passwords/index.ts';
import { registerPlatformRoutes } from './features/platform/index.ts';
import { CompletionAttachments, ProtocolService } from './features/protocol/index.ts';
import { SealsService } from './features/seals/index.ts';
import {
  registerSessionRoutes,
  type SessionsService,
  sessionsCleanup,
} from './features/sessions/index.ts';
import {
  AttachmentsService,
  ParticipantsService,
  RequestEventsService,
  RequestLifecycleService,
  RequestNotifications,
  registerSendToRoutes,
  registerSignatureRequestRoutes,
  SendToService,
  SignatureRequestsService,
  scheduleRetention,
} from './features/signature-requests/index.ts';
import {
  groupInfoOf,
  registerSignerGroupRoutes,
  SignerGroupsService,
} from './features/signer-groups/index.ts';
import {
  loadTanKey,
  RequestSigning,
  registerCompletionJob,
  registerSigningRoutes,
  SignerCredentials,
  SigningService,
  SigningTracer,
  TanService,
} from './features/signing/index.ts';
import { registerSignupRoutes, SignupService } from './features/signup/index.ts';
import { registerUserRoutes, UsersService } from './features/users/index.ts';
import {
  registerVisualSignatureRoutes,
  VisualSignaturesService,
} from './features/visual-signatures/index.ts';
import type { HttpContext } from './http/http-context.ts';
import type { CleanupTask } from './jobs/cleanup.job.ts';
import type { Clock } from './jobs/clock.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { LANGUAGES } from './languages.ts';
import type { BlobStore } from './providers/blobs/blob-store.port.ts';
import { FileBlobStore } from './providers/blobs/file-blob-store.ts';
import { MailService } from './providers/mail/mail.service.ts';
import { createMailProvider } from './providers/mail/mail-provider.ts';
import type { SmsProvider } from './providers/sms/sms.port.ts';
import { createSmsProvider } from './providers/sms/sms-provider.ts';
import { registerBuiltInTrustRoutes } from './providers/trust/built-in-trust.routes.ts';
import { builtInTrustPort, openBuiltInTrust } from './providers/trust/built-in-trust.ts';
import { PlatformSeal } from './providers/trust/platform-seal.ts';
import type { TrustPort } from './providers/trust/trust.port.ts';

/**
 * The composition root (docs/decisions/0004): every adapter is built here once, from the
 * configuration, and handed to the features that need it; features never build one themselves.
 */
export interface Adapters {
  db: Database;
  clock: Clock;
  jobs: JobRunner;
  blobs: BlobStore;
  mail: MailService;
  sms: SmsProvider;
  /** Signatures and certificates: the CSC-shaped trust port. */
  trust: TrustPort;
  /** The page renderer's worker threads. */
  renderer: ReturnType<typeof createRenderer>;
  /** Closes what the adapters opened (mail connections, render threads). */
  close(): Promise<void>;
}

export interface AdapterOptions {
  /** The CSC calls signatures go through, given the built-in trust service's (a remote provider's client). */
  signerPort?: (builtIn: CscSignerPort) => CscSignerPort;
  /**
   * The whole trust port, given the built-in trust service (a remote provider's adapter, e.g. one
   * that owns the signer's one-time code); replaces the built-in port, `signerPort` included.
   */
  trustPort?: (builtIn: TrustService) => TrustPort;
}

/** The database: PostgreSQL when DATABASE_URL names one, else PGlite in DATA_DIR/db. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  poolSize: number,
): Database {
  return config.databaseUrl
    ? createDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize })
    : createDatabase({ kind: 'pglite', dataDir: `${config.dataDir}/db` });
}

export async function buildAdapters(
  config: Config,
  db: Database,
  clock: Clock,
  log: ConstructorParameters<typeof JobRunner>[2],
  options: AdapterOptions = {},
) {
  const jobs = new JobRunner(db, clock, log, config.jobsPollMs);
  const blobs = new FileBlobStore(config.dataDir);
  const mailProvider = createMailProvider(config.mail, db, clock);
  const builtInTrust = await openBuiltInTrust(config, clock);
  const csc = options.signerPort ? options.signerPort(builtInTrust.csc) : builtInTrust.csc;
  // One thread more than background rendering may use: a new upload's first page never waits
  // behind other documents' pages.
  const renderer = createRenderer({ priorityThreads: 1 });
  const adapters: Adapters = {
    db,
    clock,
    jobs,
    blobs,
    mail: new MailService(jobs, mailProvider, blobs),
    sms: createSmsProvider(config.sms, db, clock),
    trust: options.trustPort
      ? options.trustPort(builtInTrust)
      : builtInTrustPort(builtInTrust, csc),
    renderer,
    async close() {
      await mailProvider.close();
      await renderer.close();
    },
  };
  return { adapters, builtInTrust };
}

/** Builds every feature's services on the adapters and registers their routes and jobs. */
export async function composeFeatures(
  http: HttpContext,
  config: Config,
  built: Awaited<ReturnType<typeof buildAdapters>>,
  sessions: SessionsService,
): Promise<CleanupTask[]> {
  const { adapters, builtInTrust } = built;
  const { db, clock, jobs, blobs, mail, sms, trust, renderer } = adapters;
  const { publicUrl } = config;
  const limits = config.documents;
  http.app.addHook('onListen', async () => {
    void renderer.warm();
  });
  await http.app.register(multipart);

  const seals = new SealsService(db, clock);
  // AES for business vouches for members (levels does not depend on businesses).
  const qualities = new AccountQualities(db, config.signing.testLevels, vouchedLegislations(db));
  const aesForBusiness = new AesForBusinessService({
    db,
    clock,
    mail,
    publicUrl,
    businessView: async (business) =>
      toBusinessView(business, await loadBusinessParts(db, business.id, clock()), publicUrl),
  });
  const visualSignatures = new VisualSignaturesService(db, clock, blobs, {
    publicUrl,
    isDemoTrustService: trust.isDemoTrustService,
  });
  const business = createBusinessServices({
    db,
    clock,
    blobs,
    jobs,
    mail: new BusinessMail(mail),
    publicUrl,
  });
  const users = new UsersService(
    db,
    clock,
    mail,
    LANGUAGES,
    qualities,
    (userId) => visualSignatures.permissions(userId),
    business.account,
    (userId) => groupInfoOf(db, userId),
  );
  const notifications = new RequestNotifications(db, mail, publicUrl);
  const pages = new PageRenderJobs(db, clock, blobs, renderer, jobs);
  const prerender = new PagePrerender(db, pages, limits.prerenderPages);
  const documents = new DocumentsService(db, clock, blobs, pages);
  const protocol = new ProtocolService(
    db,
    clock,
    blobs,
    trust,
    new PlatformSeal(trust, config.domainName, clock),
  );
  const requests = new SignatureRequestsService({
    db,
    clock,
    blobs,
    limits,
    publicUrl,
    notifications,
    prerender,
  });

  registerSessionRoutes(http, { sessions, config });
  registerSignupRoutes(http, {
    signup: new SignupService(db, clock, mail, config, business.acceptance, {
      aes_for_business: (token) => aesForBusiness.confirm(token),
    }),
  });
  registerAesForBusinessRoutes(http, { aesForBusiness });
  registerPasswordRoutes(http, { passwords: new PasswordsService(db, clock, mail, publicUrl) });
  registerUserRoutes(http, { users });
  registerPlatformRoutes(http, { config, clock, languages: LANGUAGES });
  registerContactRoutes(http, { contacts: new ContactsService(db) });
  registerSignatureRequestRoutes(http, {
    limits,
    requests,
    lifecycle: new RequestLifecycleService(db, clock, notifications, publicUrl),
    participants: new ParticipantsService(db, clock, requests, notifications),
    events: new RequestEventsService(db),
    attachments: new AttachmentsService(db, clock, blobs, limits),
    documents,
    protocol,
  });
  registerDocumentRoutes(http, { documents });
  registerSendToRoutes(http, {
    limits,
    sendto: new SendToService(db, clock, blobs, limits, publicUrl, prerender),
  });
  await registerVisualSignatureRoutes(http, {
    visualSignatures,
    maxImageBytes: config.visualSignatures.maxImageBytes,
  });
  const tracer = new SigningTracer();
  const tanKey = await loadTanKey(config.signing.tanKey, config.dataDir);
  registerSigningRoutes(http, {
    seals,
    tracer,
    signing: new SigningService({
      db,
      trust,
      tans: new TanService(db, clock, sms, tanKey),
      seals,
      qualities,
      tracer,
      requests: new RequestSigning({
        db,
        clock,
        blobs,
        trust,
        credentials: new SignerCredentials(trust, seals),
        notifications,
        jobs,
        queue: createSigningQueue(),
        visualSignatures,
        tracer,
      }),
    }),
  });
  await registerBusinessRoutes(http, business);
  registerMemberRoutes(http, business);
  registerActivityRoutes(http, new ActivityService({ db }));
  await registerBusinessSealRoutes(http, {
    seals: new BusinessSealsService({
      db,
      clock,
      blobs,
      previewStamp: (userId, stamp) => visualSignatures.sealPreview(userId, stamp),
    }),
    requests: new SealRequestsService(db, clock),
  });
  registerSignerGroupRoutes(http, { groups: new SignerGroupsService(db, clock, publicUrl) });
  await registerBuiltInTrustRoutes(http, builtInTrust);
  if (config.mode !== 'production') registerMailboxRoutes(http, { db });

  registerCompletionJob(jobs, {
    db,
    notifications,
    attachments: new CompletionAttachments(db, clock, blobs, protocol),
    log: http.app.log,
  });
  await scheduleRetention(jobs, db, clock, blobs);
  await scheduleBusinessDeletion(jobs, business.deletion, clock);
  return [sessionsCleanup(db), emailTokensCleanup(db)];
}
