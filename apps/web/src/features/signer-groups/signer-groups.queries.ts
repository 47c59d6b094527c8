import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSignerGroups, searchMembers } from './signer-groups.api.ts';

/**
 * The query keys of the caller's business's signer groups (ADR 0230), and of the member search
 * the group overlay runs. A change of a group also changes the account's groupInfo; that is
 * read again with the account when it next loads.
 */
export const signerGroupKeys = {
  all: ['signer-groups'] as const,
  list: () => [...signerGroupKeys.all, 'list'] as const,
  memberSearch: (businessId: string, search: string) =>
    [...signerGroupKeys.all, 'members', businessId, search] as const,
};

export function useSignerGroups(enabled = true) {
  return useQuery({
    queryKey: signerGroupKeys.list(),
    queryFn: ({ signal }) => fetchSignerGroups(signal),
    enabled,
  });
}

export function useMemberSearch(businessId: string, search: string) {
  return useQuery({
    queryKey: signerGroupKeys.memberSearch(businessId, search),
    queryFn: ({ signal }) => searchMembers(businessId, search, signal),
    placeholderData: keepPreviousData,
  });
}

/** Reads the groups again after a change (created, saved, deleted). */
export function useRefreshGroups() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: signerGroupKeys.list() });
}
