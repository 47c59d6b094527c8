import {
  changeToAdmins,
  changeToMembers,
  claimBusinessDomain,
  getBusinessStatistics,
  inviteBusinessMembers,
  type Language,
  listBusinessInvitations,
  listBusinessMembers,
  releaseBusinessDomainByPath,
  removeBusinessMembers,
  withdrawBusinessInvitation,
} from '@signet/contract';
import { call } from '../../lib/api/api-client.ts';
import { callPage } from '../../lib/api/paged-call.ts';
import type { InvitationPageQuery, MemberPageQuery } from './table-state.ts';

// The §7 business calls of the member, domain and statistics screens.

/** GET /v1/businesses/{id}/members: one page of members and admins. */
export const listMembers = (id: string, query: MemberPageQuery, signal?: AbortSignal) =>
  callPage(listBusinessMembers, { params: { id }, query }, signal);

/** GET /v2/businesses/{id}/invitations: one page of the invitations not yet accepted. */
export const listInvitations = (id: string, query: InvitationPageQuery, signal?: AbortSignal) =>
  callPage(listBusinessInvitations, { params: { id }, query }, signal);

export const makeAdmins = (id: string, userIds: string[]) =>
  call(changeToAdmins, { params: { id }, body: { user_ids: userIds } });

export const makeMembers = (id: string, userIds: string[]) =>
  call(changeToMembers, { params: { id }, body: { user_ids: userIds } });

export const removeMembers = (id: string, userIds: string[]) =>
  call(removeBusinessMembers, { params: { id }, body: { user_ids: userIds } });

/** POST …/members: `language` is the mail's for addresses without an account. */
export const inviteMembers = (id: string, users: string[], language: Language) =>
  call(inviteBusinessMembers, { params: { id }, body: { users, language } });

export const withdrawInvitation = (id: string, invite: string) =>
  call(withdrawBusinessInvitation, { params: { id, invite } });

export const claimDomain = (id: string, domain: string) =>
  call(claimBusinessDomain, { params: { id }, body: { domain } });

export const releaseDomain = (id: string, domain: string) =>
  call(releaseBusinessDomainByPath, { params: { id, domain } });

export const fetchStatistics = (id: string, months: number, signal?: AbortSignal) =>
  call(getBusinessStatistics, { params: { id }, query: { months } }, { signal });
