import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { RateLimitPolicy } from '../../http/rate-limit.ts';
import type { UploadLimits } from '../documents/document-intake.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { ProtocolService } from '../protocol/protocol.service.ts';
import type { AttachmentsService } from './attachments.service.ts';
import type { ParticipantsService } from './participants.service.ts';
import type { RequestEventsService } from './request-events.service.ts';
import type { RequestLifecycleService } from './request-lifecycle.service.ts';
import type { SendToService } from './sendto.service.ts';
import type { SignatureRequestsService } from './signature-requests.service.ts';

/** What the routes of signature requests and documents receive. */
export interface FeatureContext {
  app: FastifyInstance;
  rateLimit: RateLimitPolicy;
  db: Database;
  limits: UploadLimits;
  requests: SignatureRequestsService;
  lifecycle: RequestLifecycleService;
  participants: ParticipantsService;
  events: RequestEventsService;
  attachments: AttachmentsService;
  documents: DocumentsService;
  sendto: SendToService;
  /** The signature protocol PDF (GET …/report?type=PDF). */
  protocol: ProtocolService;
}
