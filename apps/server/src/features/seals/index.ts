export { findSealsOfMember } from './seals.repository.ts';
export type { SealCredential } from './seals.service.ts';
export { SealsService } from './seals.service.ts';
