// The business admin's API accounts: the list, a new key shown once, reset and delete.

export { ApiAccountsView } from './api-accounts-view.tsx';
export { useApiTranslation } from './api-translation.ts';
export { businessApiKeys } from './business-api.queries.ts';
