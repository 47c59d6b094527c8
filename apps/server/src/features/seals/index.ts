export {
  addSealMember,
  findSealsOfMember,
  insertSeal,
  lockSealMembership,
} from './seals.repository.ts';
export type { SealCredential } from './seals.service.ts';
export { certificateSubject, SealsService } from './seals.service.ts';
