import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listAccounts } from './business-api.api.ts';

/** The query keys of one business's API accounts (ADR 0230), under `['business', id]`. */
export const businessApiKeys = {
  accounts: (id: string) => ['business', id, 'api-accounts'] as const,
};

export function useApiAccounts(id: string) {
  return useQuery({
    queryKey: businessApiKeys.accounts(id),
    queryFn: ({ signal }) => listAccounts(id, signal),
  });
}

/** Reads the list again after a change. */
export function useRefreshApiAccounts(id: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: businessApiKeys.accounts(id) });
}
