// The business admin's seal screens: the seals with the request for a new one, and one seal's
// stamp, image and members.
export { businessSealKeys } from './business-seals.queries.ts';
export { SealView } from './seal-view.tsx';
export { useSealsTranslation } from './seals-translation.ts';
export { SealsView } from './seals-view.tsx';
