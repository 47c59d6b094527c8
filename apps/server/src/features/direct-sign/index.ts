export { DirectLinkMail } from './direct-link-mail.ts';
export { DirectLinksService } from './direct-links.service.ts';
export { DirectRequestsService } from './direct-requests.service.ts';
export { guestActor, requireDirect } from './direct-session.ts';
export { registerDirectSignRoutes } from './direct-sign.routes.ts';
export { DirectSigningService } from './direct-signing.service.ts';
export { GuestProfileService } from './guest-profile.service.ts';
export { InvitationContextService } from './invitation-context.service.ts';
export { VerificationsService } from './verifications.service.ts';
