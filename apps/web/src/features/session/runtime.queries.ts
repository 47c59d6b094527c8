import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '../../lib/api/account-endpoints.ts';
import { call } from '../../lib/api/api-client.ts';

/** GET /v1/runtime-config: mode (staging banner, §1), domainName (error screen, §2), … */
export const runtimeConfigQuery = queryOptions({
  queryKey: ['runtime-config'],
  queryFn: ({ signal }) => call(accountEndpoints.runtimeConfig, {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQuery);
}
