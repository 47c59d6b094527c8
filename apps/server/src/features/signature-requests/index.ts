export { AttachmentsService } from './attachments.service.ts';
export { RequestDeadlines } from './deadline.job.ts';
export { admitInvitations } from './invitation-limits.ts';
export { removeLeaversRequests } from './leaver-requests.ts';
export { LevelChangeRequests, registerLevelChangeRoutes } from './level-change-request.ts';
export { ParticipantsService } from './participants.service.ts';
export { RequestEventsService } from './request-events.service.ts';
export { RequestLifecycleService } from './request-lifecycle.service.ts';
export {
  type GuestLinks,
  mailBrandingOf,
  RequestNotifications,
} from './request-notifications.ts';
export { accessByRequest, toSignatureView } from './request-view.ts';
export { scheduleRetention } from './retention.job.ts';
export { registerSendToRoutes } from './sendto.routes.ts';
export { SendToService } from './sendto.service.ts';
export { SendToAccessService } from './sendto-access.service.ts';
export { registerSignatureRequestRoutes } from './signature-requests.routes.ts';
export { SignatureRequestsService } from './signature-requests.service.ts';
export { checkDocumentSignatures, identityLanguage } from './signer-input.ts';
export { signerLevelGaps } from './signer-levels.ts';
