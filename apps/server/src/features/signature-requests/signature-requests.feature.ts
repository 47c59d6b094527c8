import multipart from '@fastify/multipart';
import { PAGE_SCALE } from '@signet/contract';
import { createRenderer } from '@signet/pdf';
import type { AppContext } from '../../app-context.ts';
import type { MailService } from '../../providers/mail/mail.service.ts';
import { BlobStore } from '../../storage/blob-store.ts';
import { registerDocumentRoutes } from '../documents/documents.routes.ts';
import { DocumentsService } from '../documents/documents.service.ts';
import { PageRenderJobs } from '../documents/page-render.jobs.ts';
import { ProtocolService } from '../protocol/protocol.service.ts';
import { AttachmentsService } from './attachments.service.ts';
import { ParticipantsService } from './participants.service.ts';
import { RequestEventsService } from './request-events.service.ts';
import { RequestLifecycleService } from './request-lifecycle.service.ts';
import { RequestNotifications } from './request-notifications.ts';
import { scheduleRetention } from './retention.job.ts';
import { registerSendToRoutes } from './sendto.routes.ts';
import { SendToService } from './sendto.service.ts';
import { registerSignatureRequestRoutes } from './signature-requests.routes.ts';
import { SignatureRequestsService } from './signature-requests.service.ts';

/**
 * Signature requests, documents, page images, send-to and auto-deletion (§7 "Signature requests"
 * and "Documents"): services, routes and background jobs.
 */
export async function registerSignatureRequests(
  context: AppContext,
  mail: MailService,
): Promise<void> {
  const { app, config, db, clock, jobs, rateLimit } = context;
  const limits = config.documents;
  const blobs = new BlobStore(config.dataDir);
  // One thread more than background rendering may use: a new upload's first page never waits
  // behind other documents' pages. The threads start with the server, not with the first upload.
  const renderer = createRenderer({ priorityThreads: 1 });
  app.addHook('onListen', async () => {
    void renderer.warm();
  });
  app.addHook('onClose', async () => renderer.close());
  await app.register(multipart);

  const pages = new PageRenderJobs(db, clock, blobs, renderer, jobs);
  const onDocumentAccepted = (hash: string, pdf: Uint8Array) => {
    if (limits.prerenderPages > 0) pages.startFirstPage(hash, pdf, PAGE_SCALE.default);
  };
  const onDocumentsStored = async (hashes: string[]) => {
    if (hashes.length === 0) return;
    const rows = await db
      .selectFrom('documents')
      .select(['current_hash', 'page_count'])
      .where('current_hash', 'in', hashes)
      .execute();
    const counts = new Map(rows.map((row) => [row.current_hash, row.page_count]));
    // PRERENDER_PAGES ahead; the rest when first asked for.
    for (const [hash, pageCount] of counts)
      await pages.requestDocument(
        hash,
        Math.min(pageCount, limits.prerenderPages),
        PAGE_SCALE.default,
      );
  };
  const notifications = new RequestNotifications(db, mail, config.publicUrl);
  const requests = new SignatureRequestsService({
    db,
    clock,
    blobs,
    limits,
    publicUrl: config.publicUrl,
    notifications,
    onDocumentAccepted,
    onDocumentsStored,
  });
  const feature = {
    app,
    rateLimit,
    db,
    limits,
    requests,
    lifecycle: new RequestLifecycleService(db, clock, notifications, config.publicUrl),
    participants: new ParticipantsService(db, clock, requests, notifications),
    events: new RequestEventsService(db),
    attachments: new AttachmentsService(db, clock, blobs, limits),
    documents: new DocumentsService(db, clock, blobs, pages),
    sendto: new SendToService(
      db,
      clock,
      blobs,
      limits,
      config.publicUrl,
      onDocumentAccepted,
      onDocumentsStored,
    ),
    protocol: new ProtocolService(db, clock, blobs, config),
  };
  registerSignatureRequestRoutes(feature);
  registerDocumentRoutes(feature);
  registerSendToRoutes(feature);
  await scheduleRetention(jobs, db, clock, blobs);
}
