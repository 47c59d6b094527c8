import { z } from 'zod/mini';
import { PaymentState } from '../rules/business-payment.ts';
import { Email, LanguageCode, Phone } from './fields.schemas.ts';
import { Legislation } from './user.schemas.ts';

/** How long a deleted business can still be restored (DELETE /v2/businesses/{id}). */
export const BUSINESS_DELETION_GRACE_DAYS = 30;
/** How long a business invitation link stays valid. */
export const BUSINESS_INVITATION_DAYS = 14;
/** The most addresses one POST …/members may invite, and the most ids one member call may name. */
export const MAX_MEMBERS_PER_CALL = 100;

/** The logo a business shows to its signers: what is accepted and how large it is kept. */
export const BUSINESS_LOGO = {
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
  /** Larger uploads are refused before they are decoded. */
  maxBytes: 1024 * 1024,
  maxInputSide: 4000,
  /** Stored re-encoded as PNG within this box, aspect ratio kept. */
  maxStoredWidth: 600,
  maxStoredHeight: 200,
} as const;

const Name = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const Text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** A domain as a business claims it: lower-case host name, at least one dot, no scheme or path. */
export const Domain = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(253),
  z.regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    message: 'Enter a domain such as example.com',
  }),
);
export type Domain = z.infer<typeof Domain>;

export const BusinessIdParams = z.strictObject({ id: z.uuid() });
export const BusinessInvitationParams = z.strictObject({ id: z.uuid(), invite: z.uuid() });
export const BusinessDomainParams = z.strictObject({ id: z.uuid(), domain: Domain });

/** §3 Business.settings.supportContact; §5: invalid values are stored blank. */
export const SupportContactSchema = z.object({ email: z.string(), phone: z.string() });

const Toggle = z.object({ enabled: z.boolean() });
/** A mail attachment setting: the admin may change `enabled` only while `customisable`. */
const MailAttachment = z.object({ enabled: z.boolean(), customisable: z.boolean() });

/** Which terminal state starts the auto-deletion clock, and after how many days. */
export const RetentionTerminalState = z.enum(['SIGNED', 'ANY']);

/** §3 Business.settings. */
export const BusinessSettings = z.object({
  supportContact: SupportContactSchema,
  signatureRequests: z.object({
    part11: Toggle,
    retention: z.object({
      enabled: z.boolean(),
      /** SIGNED: only completed requests are deleted; ANY: also declined and withdrawn ones. */
      terminalState: RetentionTerminalState,
      /** Days after the terminal state before the documents are deleted. */
      days: z.number().check(z.int()),
    }),
  }),
  companyBranding: z.object({
    logo: z.nullable(
      z.object({ url: z.string(), height: z.number().check(z.int()), width: z.number() }),
    ),
  }),
  mailService: z.object({
    attachments: z.object({ signedDocument: MailAttachment, signatureProtocol: MailAttachment }),
  }),
  /** Set by the operator; the admin reads them (§9). */
  signerGroups: z.object({
    maxGroups: z.number().check(z.int()),
    maxParticipants: z.number().check(z.int()),
  }),
  affiliate: Toggle,
  userPilot: Toggle,
});
export type BusinessSettings = z.infer<typeof BusinessSettings>;

/** What an admin may change in the settings; the rest belongs to the operator. */
export const UpdateBusinessSettingsBody = z.strictObject({
  signatureRequests: z.optional(
    z.strictObject({
      part11: z.optional(z.strictObject({ enabled: z.boolean() })),
      retention: z.optional(
        z.strictObject({
          enabled: z.boolean(),
          terminalState: z.optional(RetentionTerminalState),
          days: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(3650))),
        }),
      ),
    }),
  ),
  mailService: z.optional(
    z.strictObject({
      attachments: z.strictObject({
        signedDocument: z.optional(z.strictObject({ enabled: z.boolean() })),
        signatureProtocol: z.optional(z.strictObject({ enabled: z.boolean() })),
      }),
    }),
  ),
});
export type UpdateBusinessSettingsBody = z.infer<typeof UpdateBusinessSettingsBody>;

/** §3 Business.aes4biz, with where its confirmation stands. */
export const AesForBusiness = z.object({
  enabled: z.boolean(),
  representativeName: z.string(),
  representativeEmail: z.string(),
  commercialRegister: z.string(),
  domains: z.array(z.string()),
  legislation: Legislation,
  /** off: not enabled; pending: the representative has not confirmed yet; active: members hold AES. */
  status: z.enum(['off', 'pending', 'active']),
  confirmedAt: z.nullable(z.string()),
});
export type AesForBusiness = z.infer<typeof AesForBusiness>;

export const UpdateAesForBusinessBody = z.strictObject({
  enabled: z.boolean(),
  representativeName: Name,
  representativeEmail: Email,
  commercialRegister: Text(100).check(z.minLength(1)),
  /** Each must be a domain the business has claimed. */
  domains: z.array(Domain).check(z.minLength(1), z.maxLength(20)),
  legislation: Legislation,
  /** Language of the representative's confirmation mail. */
  language: z.optional(LanguageCode),
});
export type UpdateAesForBusinessBody = z.infer<typeof UpdateAesForBusinessBody>;

/** Billing and plan data are kept as stored; the billing screens own them. */
const Stored = z.optional(z.nullable(z.record(z.string(), z.unknown())));

/** §3 Business. Members and admins are user ids; invitedMembers are the invited addresses. */
export const Business = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The admins, in the order they joined. */
  admins: z.array(z.string()),
  /** Everyone in the business, admins included, in the order they joined. */
  members: z.array(z.string()),
  /** Addresses with an open, unexpired invitation. */
  invitedMembers: z.array(z.string()),
  domains: z.array(z.string()),
  createdAt: z.string(),
  gtcAcceptedAt: z.nullable(z.string()),
  dpaAcceptedAt: z.nullable(z.string()),
  /** §4 business payment state. */
  paymentState: PaymentState,
  /** Set while a deletion waits out its grace period; the business is deleted at this moment. */
  deletionScheduledAt: z.nullable(z.string()),
  settings: BusinessSettings,
  aes4biz: AesForBusiness,
  billing: Stored,
  pricePlan: Stored,
  activePricePlanId: z.nullable(z.string()),
  planStart: z.nullable(z.string()),
  stripe: Stored,
  seals: z.array(
    z.object({
      accountName: z.string(),
      displayName: z.string(),
      amountApiKeys: z.number(),
      amountMembers: z.number(),
    }),
  ),
});
export type Business = z.infer<typeof Business>;

/** POST /v2/businesses: the founder becomes its first admin. */
export const CreateBusinessBody = z.strictObject({
  name: Name,
  email: Email,
  phone: z.optional(z.union([Phone, z.literal('')])),
  gtc: z.literal(true),
  dpa: z.literal(true),
});
export type CreateBusinessBody = z.infer<typeof CreateBusinessBody>;

/** PUT /v1/businesses/{id}: the business's contact details and the support contact shown to signers. */
export const UpdateBusinessBody = z.strictObject({
  name: z.optional(Name),
  email: z.optional(Email),
  phone: z.optional(z.union([Phone, z.literal('')])),
  supportContact: z.optional(
    z.strictObject({
      email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
      phone: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    }),
  ),
});
export type UpdateBusinessBody = z.infer<typeof UpdateBusinessBody>;

/** What signers and guests may read of a business: its name, logo and support contact. */
export const BusinessPublicInformation = z.object({
  id: z.uuid(),
  name: z.string(),
  logo: z.nullable(z.object({ url: z.string(), width: z.number(), height: z.number() })),
  supportContact: SupportContactSchema,
});
export type BusinessPublicInformation = z.infer<typeof BusinessPublicInformation>;

export const BusinessRole = z.enum(['admin', 'member']);
export type BusinessRole = z.infer<typeof BusinessRole>;

export const BusinessMember = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: BusinessRole,
  joinedAt: z.string(),
});
export type BusinessMember = z.infer<typeof BusinessMember>;

export const MemberSortField = z.enum(['name', 'email', 'joined_at', 'role']);

/**
 * Paging and search of members and invitations; X-Total-Count holds the total. `search` matches
 * the full name or the e-mail (members), the e-mail (invitations).
 */
export const MemberListQuery = z.strictObject({
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  page_number: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25),
  order_by: z._default(MemberSortField, 'name'),
  sort: z._default(z.enum(['asc', 'desc']), 'asc'),
});
export type MemberListQuery = z.output<typeof MemberListQuery>;

export const InvitationListQuery = z.strictObject({
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  page_number: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25),
});
export type InvitationListQuery = z.output<typeof InvitationListQuery>;

/** POST …/members: invite addresses; each gets a mail in its language. */
export const InviteMembersBody = z.strictObject({
  users: z.array(Email).check(z.minLength(1), z.maxLength(MAX_MEMBERS_PER_CALL)),
  /** The mail's language for addresses without an account (an account's own language wins). */
  language: z.optional(LanguageCode),
});
export type InviteMembersBody = z.infer<typeof InviteMembersBody>;

export const MemberIdsBody = z.strictObject({
  user_ids: z
    .array(z.string().check(z.minLength(1), z.maxLength(100)))
    .check(z.minLength(1), z.maxLength(MAX_MEMBERS_PER_CALL)),
});
export type MemberIdsBody = z.infer<typeof MemberIdsBody>;

export const BusinessInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  /** The inviting admin's e-mail; '' for the offer a claimed domain made at sign-up. */
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Whether the address already has an account (it then accepts from inside Signet). */
  hasAccount: z.boolean(),
});
export type BusinessInvitation = z.infer<typeof BusinessInvitation>;

export const DomainBody = z.strictObject({ domain: Domain });

/** GET /v2/businesses/{id}/statistics: counts for the business dashboard's charts. */
export const StatisticsQuery = z.strictObject({
  months: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(36)), 12),
});
export const BusinessStatistics = z.object({
  /** Everyone in the business, admins included. */
  members: z.number(),
  admins: z.number(),
  /** Open invitations that have not expired. */
  pendingInvitations: z.number(),
  /** Signatures members made, all time, by level (ses, aes, qes, seal). */
  signatures: z.object({
    total: z.number(),
    byLevel: z.record(z.string(), z.number()),
  }),
  /** Requests members created and how many of them completed, all time. */
  requests: z.object({ created: z.number(), completed: z.number() }),
  /** One entry per month, oldest first, the current month last (YYYY-MM). */
  monthly: z.array(
    z.object({
      month: z.string(),
      signatures: z.number(),
      requestsCreated: z.number(),
      requestsCompleted: z.number(),
    }),
  ),
});
export type BusinessStatistics = z.infer<typeof BusinessStatistics>;
