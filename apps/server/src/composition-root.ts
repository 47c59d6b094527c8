import multipart from '@fastify/multipart';
import { createRenderer, createSigningQueue, type Renderer } from '@signet/pdf';
import type { CscSignerPort, TrustService } from '@signet/trust';
import type { Config } from './config/config.ts';
import { deriveKey, PayloadSeal } from './crypto/sealed-payload.ts';
import { createDatabase, type Database } from './db/database.ts';
import { ActivityService, registerActivityRoutes } from './features/activity/index.ts';
import {
  AesForBusinessService,
  registerAesForBusinessRoutes,
  vouchedLegislations,
} from './features/aes-for-business/index.ts';
import { ApiAccountsService, registerApiAccountRoutes } from './features/api-accounts/index.ts';
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
import { CscClientsService, registerCscServerRoutes } from './features/csc-server/index.ts';
import { registerMailboxRoutes } from './features/dev/index.ts';
import {
  DirectLinkMail,
  DirectLinksService,
  DirectRequestsService,
  DirectSigningService,
  GuestProfileService,
  guestActor,
  InvitationContextService,
  registerDirectSignRoutes,
  requireDirect,
  VerificationsService,
} from './features/direct-sign/index.ts';
import {
  DocumentsService,
  PagePrerender,
  PageRenderJobs,
  registerDocumentRoutes,
  scheduleBlobSweep,
  WorkGate,
} from './features/documents/index.ts';
import { emailTokensCleanup } from './features/email-tokens/index.ts';
import { composeIdentification } from './features/identification/index.ts';
import { AccountQualities } from './features/levels/index.ts';
import {
  MobileChangesService,
  registerMobileChangeRoutes,
} from './features/mobile-changes/index.ts';
import { PasswordsService, registerPasswordRoutes } from './features/passwords/index.ts';
import { InternalStaffCookie, registerPlatformRoutes } from './features/platform/index.ts';
import { CompletionAttachments, ProtocolService } from './features/protocol/index.ts';
import {
  AccessTokens,
  CallbacksService,
  FileUrlFetcher,
  PublicApiService,
  PublicBusinessCalls,
  PublicDocuments,
  PublicRequestActions,
  PublicRequestsV3,
  PublicSeal,
  registerCallbackJobs,
  registerPublicApiRoutes,
  registerPublicBusinessRoutes,
  registerPublicRequestActions,
  registerPublicSealRoutes,
} from './features/public-api/index.ts';
import { SealsService } from './features/seals/index.ts';
import {
  registerSessionRoutes,
  type SessionsService,
  sessionsCleanup,
} from './features/sessions/index.ts';
import {
  AttachmentsService,
  LevelChangeRequests,
  ParticipantsService,
  RequestDeadlines,
  RequestEventsService,
  RequestLifecycleService,
  RequestNotifications,
  registerLevelChangeRoutes,
  registerSendToRoutes,
  registerSignatureRequestRoutes,
  removeLeaversRequests,
  SendToAccessService,
  SendToService,
  SignatureRequestsService,
  scheduleRetention,
  signerLevelGaps,
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
  SigningProceeds,
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
import { AccountThrottle } from './http/account-throttle.ts';
import type { HttpContext } from './http/http-context.ts';
import { RateLimitRepository } from './http/rate-limit.repository.ts';
import type { CleanupTask } from './jobs/cleanup.job.ts';
import type { Clock } from './jobs/clock.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { LANGUAGES } from './languages.ts';
import type { BlobStore } from './providers/blobs/blob-store.port.ts';
import { openBlobStore } from './providers/blobs/open-blob-store.ts';
import { MailService } from './providers/mail/mail.service.ts';
import { createMailProvider } from './providers/mail/mail-provider.ts';
import type { SmsProvider } from './providers/sms/sms.port.ts';
import { createSmsProvider } from './providers/sms/sms-provider.ts';
import { registerBuiltInTrustRoutes } from './providers/trust/built-in-trust.routes.ts';
import { builtInTrustPort, openBuiltInTrust } from './providers/trust/built-in-trust.ts';
import { cscTrustPort } from './providers/trust/csc-trust-port.ts';
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
  renderer: Renderer;
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
  /** The page renderer, given the built-in pool of render threads. */
  renderer?: (builtIn: Renderer) => Renderer;
}

/** The database: PostgreSQL when DATABASE_URL names one, else PGlite in DATA_DIR/db. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databaseStatementTimeoutMs'>,
  poolSize: number,
  onIdleError?: (error: Error) => void,
): Database {
  return config.databaseUrl
    ? createDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        poolSize,
        statementTimeoutMs: config.databaseStatementTimeoutMs,
        ...(onIdleError ? { onIdleError } : {}),
      })
    : createDatabase({ kind: 'pglite', dataDir: `${config.dataDir}/db` });
}

export async function buildAdapters(
  config: Config,
  db: Database,
  clock: Clock,
  log: ConstructorParameters<typeof JobRunner>[2],
  options: AdapterOptions = {},
) {
  const jobs = new JobRunner(db, clock, log, config.jobsPollMs, config.jobsLeaseMs);
  const blobStore = await openBlobStore(config);
  const blobs = blobStore.blobs;
  const tanKey = await loadTanKey(config.signing.tanKey, config.dataDir);
  const mailProvider = createMailProvider(config.mail, db, clock);
  const builtInTrust = await openBuiltInTrust(config, clock);
  const csc = options.signerPort ? options.signerPort(builtInTrust.csc) : builtInTrust.csc;
  // One thread more than background rendering may use: a new upload's first page never waits
  // behind other documents' pages.
  const threads = createRenderer({ priorityThreads: 1 });
  const renderer = options.renderer ? options.renderer(threads) : threads;
  const adapters: Adapters = {
    db,
    clock,
    jobs,
    blobs,
    mail: new MailService(
      jobs,
      mailProvider,
      blobs,
      new PayloadSeal(deriveKey(tanKey, 'mail queue')),
    ),
    sms: createSmsProvider(config.sms, db, clock),
    trust: options.trustPort
      ? options.trustPort(builtInTrust)
      : config.trust.provider === 'csc'
        ? cscTrustPort(config.trust, builtInTrust)
        : builtInTrustPort(builtInTrust, csc),
    renderer,
    async close() {
      await mailProvider.close();
      await renderer.close();
      blobStore.close();
    },
  };
  return { adapters, builtInTrust, tanKey };
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
  // An identification stands for QES only where the trust port signs with a qualified provider.
  const qualities = new AccountQualities(
    db,
    config.signing.testLevels,
    vouchedLegislations(db),
    !trust.isDemoTrustService,
  );
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
    (leaver, deleteAccount) => removeLeaversRequests(db, blobs, clock, leaver, deleteAccount),
  );
  const { tanKey } = built;
  const tans = new TanService(db, clock, sms, tanKey, new RateLimitRepository(db, clock));
  // Guests' links are signed with a key derived from the TAN key (docs/decisions/0800).
  const directLinks = new DirectLinksService(db, clock, publicUrl, tanKey);
  const invitationContext = new InvitationContextService(db, clock, publicUrl, tanKey);
  const directLinkMail = new DirectLinkMail(
    db,
    clock,
    directLinks,
    mail,
    publicUrl,
    invitationContext,
  );
  const notifications = new RequestNotifications(db, mail, publicUrl, directLinkMail);
  const pages = new PageRenderJobs(db, clock, blobs, renderer, jobs);
  const prerender = new PagePrerender(
    db,
    pages,
    blobs,
    limits.prerenderPages,
    new WorkGate(limits.prerender.concurrency, limits.prerender.queue),
  );
  const throttle = new AccountThrottle(new RateLimitRepository(db, clock), config.throttle);
  const documents = new DocumentsService(db, clock, blobs, pages, throttle);
  const protocol = new ProtocolService(
    db,
    clock,
    blobs,
    trust,
    new PlatformSeal(trust, config.domainName, clock),
    throttle,
  );
  // The owner's view says which signers lack the request's level (ADR 0640).
  const levelGaps = signerLevelGaps(db, (user) => qualities.of(user));
  const requests = new SignatureRequestsService({
    db,
    clock,
    blobs,
    limits,
    publicUrl,
    notifications,
    prerender,
    preflight: renderer.preflight,
    // Two documents at a time: preflight's render threads take no more on a small machine.
    intake: new WorkGate(2),
    levelGaps,
  });

  // The maintenance-bypass cookie's key, derived from the server's TAN key for this use only.
  const internalStaff = new InternalStaffCookie(
    deriveKey(tanKey, 'internal-staff cookie'),
    clock,
    publicUrl.startsWith('https:'),
  );
  registerSessionRoutes(http, { sessions, config, internalStaff });
  registerSignupRoutes(http, {
    signup: new SignupService(
      db,
      clock,
      mail,
      config,
      business.acceptance,
      { aes_for_business: (token) => aesForBusiness.confirm(token) },
      // An invitee's sign-up leads back to the request (docs/decisions/0261).
      (token, email) => invitationContext.returnPath(token, email),
    ),
  });
  registerAesForBusinessRoutes(http, { aesForBusiness });
  registerPasswordRoutes(http, { passwords: new PasswordsService(db, clock, mail, publicUrl) });
  registerUserRoutes(http, { users });
  registerMobileChangeRoutes(http, {
    mobileChanges: new MobileChangesService({
      db,
      clock,
      sms,
      mail,
      key: deriveKey(tanKey, 'mobile change codes'),
      admit: (userId, mobile) => tans.admit(userId, mobile),
      view: (session) => users.get(session),
    }),
  });
  registerPlatformRoutes(http, { config, clock, languages: LANGUAGES, internalStaff });
  registerContactRoutes(http, { contacts: new ContactsService(db) });
  const lifecycle = new RequestLifecycleService(db, clock, notifications, publicUrl, levelGaps);
  // The public API's access tokens are signed with a key derived from the TAN key (ADR 0900).
  const accessTokens = new AccessTokens(deriveKey(tanKey, 'public api access tokens'), clock);
  // Callbacks are signed with per-account keys derived from the TAN key (ADR 0902).
  const callbackKey = deriveKey(tanKey, 'public api callback signing');
  const callbacks = new CallbacksService({
    db,
    clock,
    requests,
    config: config.publicApi,
    serverKey: callbackKey,
  });
  registerCallbackJobs({ db, clock, jobs, config: config.publicApi, serverKey: callbackKey });
  const fileUrls = new FileUrlFetcher(config.publicApi);
  await registerPublicApiRoutes(http, {
    db,
    tokens: accessTokens,
    api: new PublicApiService({
      db,
      tokens: accessTokens,
      requests,
      lifecycle,
      callbacks,
      fileUrls,
    }),
    documents: new PublicDocuments({ db, requests, documents, fileUrls }),
    v3: new PublicRequestsV3(requests, lifecycle, callbacks, fileUrls),
    callbacks,
  });
  const participants = new ParticipantsService(db, clock, requests, notifications);
  const events = new RequestEventsService(db);
  const attachments = new AttachmentsService(db, clock, blobs, limits);
  registerPublicRequestActions(
    http,
    new PublicRequestActions({
      requests,
      lifecycle,
      participants,
      attachments,
      events,
      protocol,
      documents,
      callbacks,
      db,
    }),
  );
  registerSignatureRequestRoutes(http, {
    limits,
    spoolDir: config.uploadSpoolDir,
    requests,
    lifecycle,
    participants,
    events,
    attachments,
    documents,
    protocol,
  });
  registerLevelChangeRoutes(http, {
    levelChanges: new LevelChangeRequests(
      db,
      clock,
      mail,
      new RateLimitRepository(db, clock),
      publicUrl,
    ),
  });
  registerDocumentRoutes(http, { documents });
  const sendto = new SendToService(
    db,
    clock,
    blobs,
    limits,
    publicUrl,
    prerender,
    renderer.preflight,
    config.sendto,
  );
  registerSendToRoutes(http, { limits, spoolDir: config.uploadSpoolDir, sendto });
  await registerVisualSignatureRoutes(http, {
    visualSignatures,
    maxImageBytes: config.visualSignatures.maxImageBytes,
  });
  const tracer = new SigningTracer();
  const signing = new SigningService({
    db,
    clock,
    trust,
    tans,
    seals,
    qualities,
    tracer,
    proceeds: new SigningProceeds(db, clock),
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
  });
  registerSigningRoutes(http, { seals, tracer, signing });
  registerPublicSealRoutes(http, new PublicSeal(requests, lifecycle, signing));
  const verifications = new VerificationsService(db, clock, sms, tanKey);
  registerDirectSignRoutes(http, {
    links: directLinks,
    linkMail: directLinkMail,
    invitations: invitationContext,
    profile: new GuestProfileService(db, clock, qualities, visualSignatures, verifications),
    verifications,
    requests: new DirectRequestsService(db, documents, lifecycle),
    signing: new DirectSigningService(db, signing),
  });
  const identificationCleanup = await composeIdentification(http, {
    db,
    clock,
    config: config.identification,
    oidcEids: config.oidcEids,
    serverKey: tanKey,
    publicUrl,
    internalEmailDomains: config.internalEmailDomains,
    qualitiesOf: (user) => qualities.of(user),
    guestOf: (request) => guestActor(requireDirect(request), request),
  });
  await registerBusinessRoutes(http, business);
  registerMemberRoutes(http, business);
  const activity = new ActivityService({ db });
  registerActivityRoutes(http, activity);
  registerPublicBusinessRoutes(
    http,
    new PublicBusinessCalls({
      documents,
      activity,
      sendto,
      sendtoAccess: new SendToAccessService(db, clock, blobs),
    }),
  );
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
  registerApiAccountRoutes(http, { accounts: new ApiAccountsService(db, clock) });
  await registerBuiltInTrustRoutes(http, builtInTrust);
  const cleanups: CleanupTask[] = [sessionsCleanup(db), emailTokensCleanup(db)];
  if (config.cscServer.enabled) {
    const cscClients = new CscClientsService(
      db,
      clock,
      builtInTrust,
      sms,
      config.cscServer.tokenSeconds,
    );
    await registerCscServerRoutes(http, { clients: cscClients, trust: builtInTrust, publicUrl });
    cleanups.push(() => cscClients.deleteExpiredTokens());
  }
  // The dev outbox serves only in development (staging and production refuse the outbox).
  if (config.mode === 'development') registerMailboxRoutes(http, { db });

  registerCompletionJob(jobs, {
    db,
    notifications,
    attachments: new CompletionAttachments(db, clock, blobs, protocol),
    log: http.app.log,
  });
  new RequestDeadlines(db, clock, notifications, http.app.log).register(jobs);
  await scheduleRetention(jobs, db, clock, blobs);
  await scheduleBlobSweep(jobs, db, clock, blobs);
  await scheduleBusinessDeletion(jobs, business.deletion, clock);
  cleanups.push(identificationCleanup);
  return cleanups;
}
