export {
  addSealMember,
  findSealsOfMember,
  insertSeal,
  lockSealMembership,
  storeSealCredential,
} from './seals.repository.ts';
export type { SealCredential } from './seals.service.ts';
export { certificateSubject, requestSealCredential, SealsService } from './seals.service.ts';
