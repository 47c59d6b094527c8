export { INTERNAL_COOKIE } from './internal-staff.ts';
export { registerPlatformRoutes } from './platform.routes.ts';
