export { businessAccess } from './business-access.ts';
export { DEFAULT_BUSINESS_SETTINGS, logoUrl, toBusinessSettings } from './business-settings.ts';
export { findBusiness, findMembership, type Membership } from './membership.repository.ts';
export { countUsage, usageMonth } from './usage.repository.ts';
