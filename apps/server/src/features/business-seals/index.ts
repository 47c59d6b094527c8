export { registerBusinessSealRoutes } from './business-seals.routes.ts';
export { BusinessSealsService } from './business-seals.service.ts';
export { SealOperator } from './seal-operator.ts';
export { SealRequestsService } from './seal-requests.service.ts';
