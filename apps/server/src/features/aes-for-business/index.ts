export { registerAesForBusinessRoutes } from './aes-for-business.routes.ts';
export { AesForBusinessService } from './aes-for-business.service.ts';
export { findVouch, type Vouch, vouchedLegislations, vouchOf } from './vouching.ts';
