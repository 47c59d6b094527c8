import type { BusinessSealDetail } from '@signet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useObjectUrl } from '../../lib/object-url.ts';
import {
  fetchSeal,
  listRequests,
  listSeals,
  loadStampPreview,
  searchMembers,
} from './business-seals.api.ts';

/**
 * The query keys of one business's seals (ADR 0230), under `['business', id]` with the rest of
 * the business's data: the list, each seal, its stamp preview, the requests, the member search.
 */
export const businessSealKeys = {
  business: (id: string) => ['business', id] as const,
  seals: (id: string) => [...businessSealKeys.business(id), 'seals'] as const,
  seal: (id: string, name: string) => [...businessSealKeys.seals(id), name] as const,
  preview: (id: string, name: string, version: string) =>
    [...businessSealKeys.seal(id, name), 'preview', version] as const,
  requests: (id: string) => [...businessSealKeys.business(id), 'seal-requests'] as const,
  memberSearch: (id: string, search: string) =>
    [...businessSealKeys.business(id), 'seal-member-search', search] as const,
};

export function useSeals(id: string) {
  return useQuery({
    queryKey: businessSealKeys.seals(id),
    queryFn: ({ signal }) => listSeals(id, signal),
  });
}

export function useSeal(id: string, name: string) {
  return useQuery({
    queryKey: businessSealKeys.seal(id, name),
    queryFn: ({ signal }) => fetchSeal(id, name, signal),
  });
}

export function useSealRequests(id: string) {
  return useQuery({
    queryKey: businessSealKeys.requests(id),
    queryFn: ({ signal }) => listRequests(id, signal),
  });
}

/**
 * The stamp preview; `version` names what it shows (texts and image), so a change draws it anew
 * while an unchanged seal keeps the image it has.
 */
export function useStampPreview(id: string, seal: BusinessSealDetail) {
  const version = JSON.stringify([seal.displayName, seal.optionalLine, seal.location, seal.image]);
  const query = useQuery({
    queryKey: businessSealKeys.preview(id, seal.accountName, version),
    queryFn: ({ signal }) => loadStampPreview(id, seal.accountName, signal),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
  return { ...query, url: useObjectUrl(query.data) };
}

export function useMemberSearch(id: string, search: string) {
  return useQuery({
    queryKey: businessSealKeys.memberSearch(id, search),
    queryFn: ({ signal }) => searchMembers(id, search, signal),
    placeholderData: (previous) => previous,
  });
}

/** A seal as the server answered a change: it replaces the cached one, and the list is refreshed. */
export function useSealUpdates(id: string) {
  const client = useQueryClient();
  return {
    setSeal: async (seal: BusinessSealDetail) => {
      client.setQueryData(businessSealKeys.seal(id, seal.accountName), seal);
      await client.invalidateQueries({ queryKey: businessSealKeys.seals(id), exact: true });
    },
    refreshRequests: () => client.invalidateQueries({ queryKey: businessSealKeys.requests(id) }),
  };
}
