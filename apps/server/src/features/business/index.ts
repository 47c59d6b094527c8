export { InvitationAcceptance, type Joined } from './acceptance.service.ts';
export { registerBusinessRoutes } from './business.routes.ts';
export { businessAccess, businessRoleAccess } from './business-access.ts';
export type { BusinessDeps } from './business-deps.ts';
export { BusinessMail, displayName, languageOf } from './business-mail.ts';
export { type BusinessServices, createBusinessServices } from './business-services.ts';
export { DEFAULT_BUSINESS_SETTINGS, logoUrl, toBusinessSettings } from './business-settings.ts';
export { type BusinessParts, toAesForBusiness, toBusinessView } from './business-view.ts';
export { loadBusinessParts, lockBusiness } from './businesses.repository.ts';
export { BUSINESS_DELETION_JOB, scheduleBusinessDeletion } from './deletion.job.ts';
export { registerMemberRoutes } from './members.routes.ts';
export { findBusiness, findMembership, type Membership } from './membership.repository.ts';
export {
  type ImageRules,
  type ImageType,
  ImageUpload,
  imageTypeError,
  readImageUpload,
  reencodeImage,
} from './uploaded-image.ts';
export { countUsage, usageMonth } from './usage.repository.ts';
