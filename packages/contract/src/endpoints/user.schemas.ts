import { z } from 'zod';
import { SignatureQualities } from '../rules/signature-qualities.ts';
import { Email, LanguageCode, Phone } from './fields.schemas.ts';

/** §3 attribute names a user may set with PUT /v1/user; all others are set by the server only. */
const Flag = z.enum(['true', 'false']);
const OneOf = <T extends z.ZodType>(value: T) => z.array(value).length(1);
const Text = (max: number) => z.string().trim().max(max);

export const EmailNotificationLevel = z.enum(['all', 'important', 'none']);
export const Legislation = z.enum(['eidas', 'zertes']);
export const QualityLevel = z.enum(['ses', 'aes', 'qes']);

export const SettableUserAttributes = z.strictObject({
  lang: OneOf(LanguageCode).optional(),
  /** Empty list removes the number. */
  mobile: z.array(Phone).max(1).optional(),
  email_notification_level: OneOf(EmailNotificationLevel).optional(),
  default_legislation: OneOf(Legislation).optional(),
  default_quality: OneOf(QualityLevel).optional(),
  signer_identity_email: z.array(Email).max(1).optional(),
  p11_signing_name: z.array(Text(200)).max(1).optional(),
  p11_signing_reason: z.array(Text(200)).max(1).optional(),
  frontend_version: OneOf(Text(50)).optional(),
  visual_signature_name: z.array(Text(100)).max(1).optional(),
  visual_signature_company: z.array(Text(100)).max(1).optional(),
  visual_signature_location: z.array(Text(100)).max(1).optional(),
  visual_signature_display_claim: OneOf(Flag).optional(),
  visual_signature_display_standards: OneOf(Flag).optional(),
  visual_signature_display_qr: OneOf(Flag).optional(),
  visual_signature_display_date: OneOf(Flag).optional(),
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
  retention: z.number().int().nullable(),
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
  signerIdentityEmail: z.string(),
  language: LanguageCode,
});
export type User = z.infer<typeof User>;

export const UpdateUserBody = z.strictObject({
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
  retention: z.number().int().min(1).max(3650).nullable().optional(),
  attributes: SettableUserAttributes.optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

/** Skribble Signing API v2 SignatureQualitiesEntry. */
export const SignatureQualitiesEntry = z.object({
  quality: z.string(),
  provider: z.string(),
  legislation: z.string(),
});

/** Skribble Signing API v2 UserSignatureQualitiesResponse: what a request at each level yields. */
export const SignatureQualitiesDetail = z.object({
  qes: z
    .object({ zertes: SignatureQualitiesEntry, eidas: SignatureQualitiesEntry })
    .partial()
    .optional(),
  aes_minimal: z
    .object({ zertes: SignatureQualitiesEntry, eidas: SignatureQualitiesEntry })
    .partial()
    .optional(),
  aes: z.object({ any: SignatureQualitiesEntry }).partial().optional(),
  ses: z.object({ any: SignatureQualitiesEntry }).partial().optional(),
  demo: z.object({ any: SignatureQualitiesEntry }).partial().optional(),
  seal: z
    .object({
      aes: z.record(z.string(), SignatureQualitiesEntry),
      qes: z.record(z.string(), SignatureQualitiesEntry),
    })
    .optional(),
  part11: z.object({ any: SignatureQualitiesEntry }).partial().optional(),
});
export type SignatureQualitiesDetail = z.infer<typeof SignatureQualitiesDetail>;
