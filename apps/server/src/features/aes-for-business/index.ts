export { registerAesForBusinessRoutes } from './aes-for-business.routes.ts';
export { AesForBusinessService } from './aes-for-business.service.ts';
export { toAesForBusinessView } from './aes-for-business-view.ts';
export { businessResponse } from './business-response.ts';
export { findVouch, type Vouch, vouchedLegislations, vouchOf } from './vouching.ts';
