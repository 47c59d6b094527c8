import type { Business } from '@signet/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { businessKeys } from '../business/index.ts';
import { fetchStatistics, listInvitations, listMembers } from './business-members.api.ts';
import type { InvitationPageQuery, MemberPageQuery } from './table-state.ts';

/**
 * The query keys of one business's lists (ADR 0230), under `['business', id]`: the pages of
 * members and of open invitations, and the statistics. The business itself (its claimed domains)
 * is the business feature's `businessKeys.detail(id)`.
 */
export const businessMemberKeys = {
  all: ['business'] as const,
  business: (id: string) => [...businessMemberKeys.all, id] as const,
  members: (id: string) => [...businessMemberKeys.business(id), 'members'] as const,
  memberPage: (id: string, query: MemberPageQuery) =>
    [...businessMemberKeys.members(id), query] as const,
  invitations: (id: string) => [...businessMemberKeys.business(id), 'invitations'] as const,
  invitationPage: (id: string, query: InvitationPageQuery) =>
    [...businessMemberKeys.invitations(id), query] as const,
  statistics: (id: string) => [...businessMemberKeys.business(id), 'statistics'] as const,
  statisticsFor: (id: string, months: number) =>
    [...businessMemberKeys.statistics(id), months] as const,
};

/** One page of members; the page on screen stays while the next one loads. */
export function useMemberPage(id: string, query: MemberPageQuery) {
  return useQuery({
    queryKey: businessMemberKeys.memberPage(id, query),
    queryFn: ({ signal }) => listMembers(id, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInvitationPage(id: string, query: InvitationPageQuery) {
  return useQuery({
    queryKey: businessMemberKeys.invitationPage(id, query),
    queryFn: ({ signal }) => listInvitations(id, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStatistics(id: string, months: number) {
  return useQuery({
    queryKey: businessMemberKeys.statisticsFor(id, months),
    queryFn: ({ signal }) => fetchStatistics(id, months, signal),
  });
}

/**
 * What a change touches, refreshed after it: members (a role change or a removal also changes
 * the counts of the statistics), invitations (the business lists the invited addresses too).
 */
export function useRefreshAfter() {
  const client = useQueryClient();
  const refresh = (keys: readonly (readonly unknown[])[]) =>
    Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
  return {
    members: (id: string) =>
      refresh([
        businessMemberKeys.members(id),
        businessMemberKeys.statistics(id),
        businessKeys.detail(id),
      ]),
    invitations: (id: string) =>
      refresh([
        businessMemberKeys.invitations(id),
        businessMemberKeys.statistics(id),
        businessKeys.detail(id),
      ]),
  };
}

/**
 * A domain call answers with the business's domains: they go straight into the cached business,
 * which is then read again for the rest of what the claim may have changed.
 */
export function useSetDomains(id: string) {
  const client = useQueryClient();
  return (domains: string[]) => {
    client.setQueryData(businessKeys.detail(id), (business: Business | undefined) =>
      business ? { ...business, domains } : business,
    );
    void client.invalidateQueries({ queryKey: businessKeys.detail(id) });
  };
}
