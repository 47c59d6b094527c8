import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  Business,
  BusinessDomainParams,
  BusinessIdParams,
  BusinessInvitation,
  BusinessInvitationParams,
  BusinessMember,
  BusinessPublicInformation,
  BusinessSettings,
  BusinessStatistics,
  CreateBusinessBody,
  DomainBody,
  InvitationListQuery,
  InviteMembersBody,
  MemberIdsBody,
  MemberListQuery,
  StatisticsQuery,
  UpdateAesForBusinessBody,
  UpdateBusinessBody,
  UpdateBusinessSettingsBody,
} from './business.schemas.ts';

const tags = ['Business'];
const B1 = '/v1/businesses/{id}';
const B2 = '/v2/businesses/{id}';

export const getBusiness = defineEndpoint({
  method: 'GET',
  path: B1,
  auth: 'user',
  summary: 'A business the caller administers (§3 Business)',
  tags,
  params: BusinessIdParams,
  response: Business,
});

export const getUserBusiness = defineEndpoint({
  method: 'GET',
  path: '/v2/businesses/user',
  auth: 'user',
  summary: "The caller's business, admin or member; null when the caller belongs to none",
  tags,
  response: z.nullable(Business),
});

export const createBusiness = defineEndpoint({
  method: 'POST',
  path: '/v2/businesses',
  auth: 'user',
  summary: 'Found a business; the caller becomes its first admin (payment state MANUAL)',
  tags,
  body: CreateBusinessBody,
  response: Business,
  successStatus: 201,
});

export const deleteBusiness = defineEndpoint({
  method: 'DELETE',
  path: B2,
  auth: 'user',
  summary: 'Schedule the deletion of the business; it can be revoked during the grace period',
  tags,
  params: BusinessIdParams,
  response: Business,
});

export const revokeBusinessDeletion = defineEndpoint({
  method: 'POST',
  path: `${B2}/revoke_delete`,
  auth: 'user',
  summary: 'Cancel a scheduled deletion within its grace period',
  tags,
  params: BusinessIdParams,
  response: Business,
});

export const updateBusiness = defineEndpoint({
  method: 'PUT',
  path: B1,
  auth: 'user',
  summary:
    'Change the name, contact and support contact (§5: an invalid support e-mail or phone is blanked)',
  tags,
  params: BusinessIdParams,
  body: UpdateBusinessBody,
  response: Business,
});

export const getBusinessSettings = defineEndpoint({
  method: 'GET',
  path: `${B1}/settings`,
  auth: 'user',
  summary: 'The business settings (§3 Business.settings)',
  tags,
  params: BusinessIdParams,
  response: BusinessSettings,
});

export const updateBusinessSettings = defineEndpoint({
  method: 'PUT',
  path: `${B1}/settings`,
  auth: 'user',
  summary: 'Change part 11, auto-deletion and the completion mail attachments',
  tags,
  params: BusinessIdParams,
  body: UpdateBusinessSettingsBody,
  response: BusinessSettings,
});

export const uploadBusinessLogo = defineEndpoint({
  method: 'POST',
  path: `${B1}/logo`,
  auth: 'user',
  summary: 'Set the logo (PNG, JPEG or WebP as the raw body; re-encoded, size-limited)',
  tags,
  params: BusinessIdParams,
  rawBody: true,
  response: BusinessSettings,
});

export const deleteBusinessLogo = defineEndpoint({
  method: 'DELETE',
  path: `${B1}/logo`,
  auth: 'user',
  summary: 'Remove the logo',
  tags,
  params: BusinessIdParams,
  response: BusinessSettings,
});

export const BusinessLogoParams = z.strictObject({
  id: z.uuid(),
  /** The logo's content hash: a new logo gets a new address. */
  hash: z.string().check(z.regex(/^[a-f0-9]{64}$/)),
});

export const getBusinessLogo = defineEndpoint({
  method: 'GET',
  path: '/v2/businesses/{id}/logo/{hash}',
  auth: 'public',
  summary: 'The logo image, as mails and signing pages show it',
  tags,
  params: BusinessLogoParams,
  response: z.unknown(),
  rawResponse: { contentType: 'image/png' },
});

export const getBusinessPublicInformation = defineEndpoint({
  method: 'GET',
  path: `${B2}/public-information`,
  auth: 'user',
  summary: 'Name, logo and support contact of a business, as its signers see them',
  tags,
  params: BusinessIdParams,
  response: BusinessPublicInformation,
});

export const getDirectBusinessPublicInformation = defineEndpoint({
  method: 'GET',
  path: '/v2/direct/businesses/{id}/public-information',
  auth: 'public',
  summary: 'Name, logo and support contact of a business, for a guest signing by link',
  tags,
  params: BusinessIdParams,
  response: BusinessPublicInformation,
});

export const getBusinessStatistics = defineEndpoint({
  method: 'GET',
  path: `${B2}/statistics`,
  auth: 'user',
  summary: 'Members, signatures and requests of the business, with a month-by-month series',
  tags,
  params: BusinessIdParams,
  query: StatisticsQuery,
  response: BusinessStatistics,
});

export const listBusinessAdmins = defineEndpoint({
  method: 'GET',
  path: `${B1}/admins`,
  auth: 'user',
  summary: 'The admins of the business',
  tags,
  params: BusinessIdParams,
  response: z.array(BusinessMember),
});

export const changeToAdmins = defineEndpoint({
  method: 'POST',
  path: `${B1}/change-to-admins`,
  auth: 'user',
  summary: 'Make members admins',
  tags,
  params: BusinessIdParams,
  body: MemberIdsBody,
  response: z.array(BusinessMember),
});

export const changeToMembers = defineEndpoint({
  method: 'POST',
  path: `${B1}/change-to-members`,
  auth: 'user',
  summary: 'Make admins members; the last admin stays an admin (LAST_ADMIN)',
  tags,
  params: BusinessIdParams,
  body: MemberIdsBody,
  response: z.array(BusinessMember),
});

export const listBusinessMembers = defineEndpoint({
  method: 'GET',
  path: `${B1}/members`,
  auth: 'user',
  summary: 'Members and admins, searched and paged; X-Total-Count holds the total',
  tags,
  params: BusinessIdParams,
  query: MemberListQuery,
  response: z.array(BusinessMember),
});

export const inviteBusinessMembers = defineEndpoint({
  method: 'POST',
  path: `${B1}/members`,
  auth: 'user',
  summary: 'Invite addresses to the business; each gets a mail in its language',
  tags,
  params: BusinessIdParams,
  body: InviteMembersBody,
  response: z.array(BusinessInvitation),
  successStatus: 201,
});

export const removeBusinessMembers = defineEndpoint({
  method: 'POST',
  path: `${B1}/remove-members`,
  auth: 'user',
  summary: 'Remove members (a member may remove only themselves: leaving); never the last admin',
  tags,
  params: BusinessIdParams,
  body: MemberIdsBody,
  response: z.null(),
  successStatus: 204,
});

export const listBusinessInvitations = defineEndpoint({
  method: 'GET',
  path: `${B2}/invitations`,
  auth: 'user',
  summary: 'Invitations not yet accepted, searched and paged; X-Total-Count holds the total',
  tags,
  params: BusinessIdParams,
  query: InvitationListQuery,
  response: z.array(BusinessInvitation),
});

export const withdrawBusinessInvitation = defineEndpoint({
  method: 'DELETE',
  path: `${B1}/invitations/{invite}`,
  auth: 'user',
  summary: 'Withdraw an invitation; its link stops working (INVITATION_WITHDRAWN)',
  tags,
  params: BusinessInvitationParams,
  response: z.null(),
  successStatus: 204,
});

export const claimBusinessDomain = defineEndpoint({
  method: 'POST',
  path: `${B1}/domains`,
  auth: 'user',
  summary: "Claim a domain: the caller's verified address must be in it; unique across businesses",
  tags,
  params: BusinessIdParams,
  body: DomainBody,
  response: z.array(z.string()),
});

export const releaseBusinessDomain = defineEndpoint({
  method: 'DELETE',
  path: `${B1}/domains`,
  auth: 'user',
  summary: 'Release a claimed domain named in the body',
  tags,
  params: BusinessIdParams,
  body: DomainBody,
  response: z.array(z.string()),
});

export const releaseBusinessDomainByPath = defineEndpoint({
  method: 'DELETE',
  path: `${B1}/domains/{domain}`,
  auth: 'user',
  summary: 'Release a claimed domain named in the path',
  tags,
  params: BusinessDomainParams,
  response: z.array(z.string()),
});

export const updateAesForBusiness = defineEndpoint({
  method: 'PUT',
  path: `${B1}/aes-for-business`,
  auth: 'user',
  summary:
    'Set AES for business; enabling mails the representative a link, and members hold AES once confirmed',
  tags,
  params: BusinessIdParams,
  body: UpdateAesForBusinessBody,
  response: Business,
});

export const businessEndpoints = {
  getBusiness,
  getUserBusiness,
  createBusiness,
  deleteBusiness,
  revokeBusinessDeletion,
  updateBusiness,
  getBusinessSettings,
  updateBusinessSettings,
  uploadBusinessLogo,
  deleteBusinessLogo,
  getBusinessLogo,
  getBusinessPublicInformation,
  getDirectBusinessPublicInformation,
  getBusinessStatistics,
  listBusinessAdmins,
  changeToAdmins,
  changeToMembers,
  listBusinessMembers,
  inviteBusinessMembers,
  removeBusinessMembers,
  listBusinessInvitations,
  withdrawBusinessInvitation,
  claimBusinessDomain,
  releaseBusinessDomain,
  releaseBusinessDomainByPath,
  updateAesForBusiness,
} as const;
