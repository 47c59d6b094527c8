import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRequest, listRequests } from './requests.api.ts';

// The query keys of the resources this feature owns, one factory each (ADR 0230): whoever reads
// or refreshes one of them (the viewer, the signing flow, the start-up) names it through these.

/** Signature requests: the dashboard's pages of the list, one request, its audit trail. */
export const signatureRequestKeys = {
  /** One root: invalidating it refreshes a request's page, its events and every list at once. */
  all: ['signature-requests'] as const,
  list: (query: Record<string, string | number>) =>
    [...signatureRequestKeys.all, 'list', query] as const,
  one: (id: string) => [...signatureRequestKeys.all, 'one', id] as const,
  events: (id: string) => [...signatureRequestKeys.all, 'events', id] as const,
  /** Under the events' key: refreshed whenever they are. */
  timeline: (id: string) => [...signatureRequestKeys.events(id), 'timeline'] as const,
};

/** Addresses the server suggests for what was typed into an e-mail field. */
export const emailSuggestionKeys = {
  typed: (typed: string) => ['email-autocomplete', typed] as const,
};

/** A document handed to Signet for someone to claim (/sendto/{id}). */
export const sendToKeys = {
  one: (id: string) => ['sendto', id] as const,
};

/** One page of the dashboard table, as the table reads it and as the start-up prefetches it. */
export function requestListOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: signatureRequestKeys.list(query),
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

/** One request, as the draft page, the viewer and the /signed summary read it. */
export function requestOptions(id: string) {
  return queryOptions({
    queryKey: signatureRequestKeys.one(id),
    queryFn: ({ signal }) => getRequest(id, signal),
  });
}

export function useRequest(id: string) {
  return useQuery(requestOptions(id));
}

/** After any change to a request, its page and every list are read again. */
export function useRefreshRequests() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: signatureRequestKeys.all });
}
