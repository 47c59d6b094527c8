export { INTERNAL_COOKIE, InternalStaffCookie } from './internal-staff.ts';
export { registerPlatformRoutes } from './platform.routes.ts';
