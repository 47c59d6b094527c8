export { type SealStamp, visualAppearanceFor } from './visual-appearance.ts';
export { registerVisualSignatureRoutes } from './visual-signatures.routes.ts';
export type { StampSource } from './visual-signatures.service.ts';
export { VisualSignaturesService } from './visual-signatures.service.ts';
