export { registerApiAccountRoutes } from './api-accounts.routes.ts';
export { ApiAccountsService } from './api-accounts.service.ts';
export { type ApiCredential, checkApiKey, currentApiAccount } from './api-credentials.ts';
