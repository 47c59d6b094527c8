import { createSigningQueue } from '@signet/pdf';
import type { CscSignerPort } from '@signet/trust';
import type { AppContext } from '../../app-context.ts';
import type { MailService } from '../../providers/mail/mail.service.ts';
import { BlobStore } from '../../storage/blob-store.ts';
import { platformTrust } from '../../trust/platform-trust.ts';
import { CompletionAttachments } from '../protocol/completion-attachments.ts';
import { ProtocolService } from '../protocol/protocol.service.ts';
import { RequestNotifications } from '../signature-requests/request-notifications.ts';
import { registerCompletionJob } from './completion.job.ts';
import { SealsService } from './seals.service.ts';
import { registerSigningRoutes } from './signing.routes.ts';
import { SigningService } from './signing.service.ts';
import { TanService } from './tan.service.ts';
import { loadTanKey } from './tan-key.ts';
import { registerTrustRoutes } from './trust.routes.ts';

/**
 * §7 "Signing": POST /v3/sign with TANs, levels, credits and seals, on the built-in trust service
 * (its public CRL, OCSP and time-stamp endpoints are served under /trust).
 */
export async function registerSigning(
  context: AppContext,
  mail: MailService,
  /** The CSC port signatures go through, given the built-in one (a remote provider's client). */
  signerPort: (builtIn: CscSignerPort) => CscSignerPort = (builtIn) => builtIn,
): Promise<void> {
  const { app, config, db, clock, rateLimit, sms, jobs, qualities } = context;
  // One trust service per data directory, shared with the signature protocol's seal.
  const trust = await platformTrust(config, clock);
  const blobs = new BlobStore(config.dataDir);
  const tanKey = await loadTanKey(config.signing.tanKey, config.dataDir);
  const notifications = new RequestNotifications(db, mail, config.publicUrl);
  const seals = new SealsService(db, clock);
  registerCompletionJob(jobs, {
    db,
    notifications,
    attachments: new CompletionAttachments(
      db,
      clock,
      blobs,
      new ProtocolService(db, clock, blobs, config),
    ),
    log: app.log,
  });
  const signing = new SigningService({
    db,
    clock,
    blobs,
    trust,
    csc: signerPort(trust.csc),
    tans: new TanService(db, clock, sms, tanKey),
    seals,
    notifications,
    jobs,
    queue: createSigningQueue(),
    qualities,
    visualSignatures: context.visualSignatures,
  });
  registerSigningRoutes(app, db, rateLimit, signing, seals);
  await registerTrustRoutes(app, trust, rateLimit);
}
