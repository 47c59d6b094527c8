export { registerMobileChangeRoutes } from './mobile-changes.routes.ts';
export { MOBILE_CODE_MINUTES, MobileChangesService } from './mobile-changes.service.ts';
