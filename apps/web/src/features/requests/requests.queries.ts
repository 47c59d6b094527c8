import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRequest, listRequests } from './requests.api.ts';

export const requestKeys = {
  all: ['signature-requests'] as const,
  list: (query: Record<string, string | number>) => [...requestKeys.all, 'list', query] as const,
  one: (id: string) => [...requestKeys.all, 'one', id] as const,
};

/** One page of the dashboard table, as the table reads it and as the start-up prefetches it. */
export function requestListOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: requestKeys.list(query),
    queryFn: ({ signal }) => listRequests(query, signal),
  });
}

/** One page of the dashboard table; the previous page stays on screen while the next loads. */
export function useRequestList(query: Record<string, string | number> | undefined) {
  return useQuery({
    ...requestListOptions(query ?? {}),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useRequest(id: string) {
  return useQuery({
    queryKey: requestKeys.one(id),
    queryFn: ({ signal }) => getRequest(id, signal),
  });
}

/** After any change to a request, its page and every list are read again. */
export function useRefreshRequests() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: requestKeys.all });
}
