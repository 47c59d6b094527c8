import { z } from 'zod/mini';
import { MAX_MEMBERS_PER_CALL } from './business.schemas.ts';
import { SealAccountName } from './signing.endpoints.ts';

/** The image a seal's stamp shows: what is accepted and how large it is kept. */
export const SEAL_IMAGE = {
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
  /** Larger uploads are refused before they are decoded. */
  maxBytes: 1024 * 1024,
  maxInputSide: 4000,
  /** Stored re-encoded as PNG within this box (the stamp's image area at twice its size). */
  maxStoredWidth: 600,
  maxStoredHeight: 280,
} as const;

/** Longest stamp line a seal may carry (as a visual signature's optionalLine and location). */
export const SEAL_STAMP_TEXT_MAX = 100;

export const SealParams = z.strictObject({ id: z.uuid(), name: SealAccountName });

const Text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const OptionalLine = z.nullable(z.string().check(z.trim(), z.maxLength(SEAL_STAMP_TEXT_MAX)));

/** §3 Business.seals: one entry of the business's seals. */
export const BusinessSeal = z.object({
  accountName: z.string(),
  displayName: z.string(),
  /** API accounts with the right to seal with it (their sealAccountName). */
  amountApiKeys: z.number(),
  amountMembers: z.number(),
});
export type BusinessSeal = z.infer<typeof BusinessSeal>;

export const SealMember = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type SealMember = z.infer<typeof SealMember>;

/** A seal as its business's admins manage it. */
export const BusinessSealDetail = z.object({
  ...BusinessSeal.shape,
  quality: z.enum(['AES', 'QES']),
  /** The stamp's lines below the display name; null when not shown. */
  optionalLine: z.nullable(z.string()),
  location: z.nullable(z.string()),
  /** The stamp's image (GET …/image), or null. */
  image: z.nullable(z.object({ width: z.number(), height: z.number() })),
  members: z.array(SealMember),
});
export type BusinessSealDetail = z.infer<typeof BusinessSealDetail>;

/** PUT …/seals/{name}: the display name and the stamp's texts (empty or null: not shown). */
export const UpdateSealBody = z.strictObject({
  displayName: Text(64),
  optionalLine: z.optional(OptionalLine),
  location: z.optional(OptionalLine),
});
export type UpdateSealBody = z.infer<typeof UpdateSealBody>;

/** POST / DELETE …/seals/{name}/members: the business members (their ids) to add or remove. */
export const SealMembersBody = z.strictObject({
  members: z
    .array(z.string().check(z.minLength(1), z.maxLength(100)))
    .check(z.minLength(1), z.maxLength(MAX_MEMBERS_PER_CALL)),
});
export type SealMembersBody = z.infer<typeof SealMembersBody>;

export const SealRequestStatus = z.enum(['OPEN', 'ISSUED', 'REJECTED']);
export type SealRequestStatus = z.infer<typeof SealRequestStatus>;

/** POST …/seal-requests: what the operator needs to verify the organisation and name the seal. */
export const CreateSealRequestBody = z.strictObject({
  organisationName: Text(200),
  /** The commercial register number (e.g. CHE-123.456.789). */
  registerNumber: z.string().check(
    z.trim(),
    z.minLength(3),
    z.maxLength(40),
    z.regex(/^[\p{L}\p{N}][\p{L}\p{N} .\-/]*$/u, {
      message: 'Letters, digits, spaces, ".", "-" and "/"',
    }),
  ),
  /** The seal's name (its account name once issued). */
  accountName: SealAccountName,
});
export type CreateSealRequestBody = z.infer<typeof CreateSealRequestBody>;

export const SealRequest = z.object({
  id: z.string(),
  organisationName: z.string(),
  registerNumber: z.string(),
  accountName: z.string(),
  status: SealRequestStatus,
  /** The operator's reason for a rejection. */
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type SealRequest = z.infer<typeof SealRequest>;
