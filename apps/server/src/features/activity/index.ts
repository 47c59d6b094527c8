export { registerActivityRoutes } from './activity.routes.ts';
export { ActivityService } from './activity.service.ts';
