import { z } from 'zod/mini';
import { PaymentState } from '../rules/business-payment.ts';
import { SignatureQualities } from '../rules/signature-qualities.ts';
import { PART11_TEXT_MAX_LENGTH } from '../rules/text-limits.ts';
import { Email, LanguageCode, MobileNumberInput } from './fields.schemas.ts';

/** §3 attribute names a user may set with PUT /v1/user; all others are set by the server only. */
const Flag = z.enum(['true', 'false']);
const OneOf = <T extends z.ZodMiniType>(value: T) => z.array(value).check(z.length(1));
const Text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const AtMostOne = <T extends z.ZodMiniType>(value: T) => z.array(value).check(z.maxLength(1));

export const EmailNotificationLevel = z.enum(['all', 'important', 'none']);
export const Legislation = z.enum(['eidas', 'zertes']);
export const QualityLevel = z.enum(['ses', 'aes', 'qes']);

export const SettableUserAttributes = z.strictObject({
  lang: z.optional(OneOf(LanguageCode)),
  /**
   * The first mobile number for TANs (normalised to E.164; the first TAN confirms it). Once the
   * account has one, another one or none needs POST /v1/user/mobile (issue 13).
   */
  mobile: z.optional(AtMostOne(MobileNumberInput)),
  email_notification_level: z.optional(OneOf(EmailNotificationLevel)),
  default_legislation: z.optional(OneOf(Legislation)),
  default_quality: z.optional(OneOf(QualityLevel)),
  signer_identity_email: z.optional(AtMostOne(Email)),
  p11_signing_name: z.optional(AtMostOne(Text(PART11_TEXT_MAX_LENGTH))),
  p11_signing_reason: z.optional(AtMostOne(Text(PART11_TEXT_MAX_LENGTH))),
  frontend_version: z.optional(OneOf(Text(50))),
  visual_signature_name: z.optional(AtMostOne(Text(100))),
  visual_signature_company: z.optional(AtMostOne(Text(100))),
  visual_signature_location: z.optional(AtMostOne(Text(100))),
  visual_signature_display_claim: z.optional(OneOf(Flag)),
  visual_signature_display_standards: z.optional(OneOf(Flag)),
  visual_signature_display_qr: z.optional(OneOf(Flag)),
  visual_signature_display_date: z.optional(OneOf(Flag)),
});
export type SettableUserAttributes = z.infer<typeof SettableUserAttributes>;

const VisualSignaturePermission = z.object({ canUpdate: z.boolean(), defaultValue: z.boolean() });

/** §3 User, with the derived values the interface reads. */
export const User = z.object({
  /** Also the account's username. */
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  hasSso: z.boolean(),
  /** Days after which finished documents are deleted automatically; null: kept. */
  retention: z.nullable(z.number().check(z.int())),
  /** §3: every attribute is a list of strings. */
  attributes: z.record(z.string(), z.array(z.string())),
  /** §3; ses once the e-mail is verified, nothing before (rules/signature-qualities.ts). */
  signatureQualities: SignatureQualities,
  disabledQualities: z.array(z.string()),
  permissions: z.object({
    visualSignatures: z.object({
      claim: VisualSignaturePermission,
      date: VisualSignaturePermission,
      std: VisualSignaturePermission,
    }),
  }),
  groupInfo: z.object({
    groupVersions: z.record(z.string(), z.number()),
    groups: z.array(z.string()),
  }),
  isBusinessAdmin: z.boolean(),
  /**
   * The business the account belongs to, and as what (§6 roles; §4 payment state for the lock
   * rules); null for a user without one. Carried here so that the role is known with the account.
   */
  business: z.nullable(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.enum(['admin', 'member']),
      paymentState: PaymentState,
      deletionScheduledAt: z.nullable(z.string()),
    }),
  ),
  /**
   * The business of the open invitation while accepted_business_invite is `false` (§6 blocking
   * dialog "business invitation"), so the dialog can name it; absent or null otherwise.
   */
  businessInvitation: z.optional(
    z.nullable(z.object({ businessId: z.string(), businessName: z.string() })),
  ),
  signerIdentityEmail: z.string(),
  language: LanguageCode,
});
export type User = z.infer<typeof User>;

export const UpdateUserBody = z.strictObject({
  firstName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  lastName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  retention: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(3650)))),
  attributes: z.optional(SettableUserAttributes),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

/** Skribble Signing API v2 SignatureQualitiesEntry. */
export const SignatureQualitiesEntry = z.object({
  quality: z.string(),
  provider: z.string(),
  legislation: z.string(),
});

/** Skribble Signing API v2 UserSignatureQualitiesResponse: what a request at each level yields. */
const byLegislation = () =>
  z.optional(
    z.partial(z.object({ zertes: SignatureQualitiesEntry, eidas: SignatureQualitiesEntry })),
  );
const any = () => z.optional(z.partial(z.object({ any: SignatureQualitiesEntry })));
export const SignatureQualitiesDetail = z.object({
  qes: byLegislation(),
  aes_minimal: byLegislation(),
  aes: any(),
  ses: any(),
  demo: any(),
  seal: z.optional(
    z.object({
      aes: z.record(z.string(), SignatureQualitiesEntry),
      qes: z.record(z.string(), SignatureQualitiesEntry),
    }),
  ),
  part11: any(),
});
export type SignatureQualitiesDetail = z.infer<typeof SignatureQualitiesDetail>;
