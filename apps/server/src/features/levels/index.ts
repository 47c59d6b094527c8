export { AccountQualities, toQualitiesDetail } from './account-qualities.ts';
export { identifiedLegislations } from './identified.repository.ts';
export {
  assertLevelHeld,
  defaultLevel,
  type RequiredLevel,
  requiredLevel,
} from './signing-levels.ts';
