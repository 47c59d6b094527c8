import { z } from 'zod/mini';
import { Email } from '../rules/email.ts';
import { APPOINTMENT_STATUSES } from '../rules/ident.ts';
import {
  IDENTIFICATION_METHODS,
  type IdentificationMethod,
  LEGISLATIONS,
  type LegislationName,
} from '../rules/identification-methods.ts';

/** §7 provider segment: srs (Swiss, ZertES) and intrum (EU, eIDAS). */
export const IDENT_PROVIDERS = ['srs', 'intrum'] as const;
export type IdentProvider = (typeof IDENT_PROVIDERS)[number];
/** §7 method segment. */
export const IDENT_PATH_METHODS = ['video', 'robo', 'autoident'] as const;
export type IdentPathMethod = (typeof IDENT_PATH_METHODS)[number];

/**
 * What one §7 path names (docs/decisions/0620): the legislation of its provider and the §9 method.
 * srs serves ZertES (video, autoident = auto), intrum eIDAS (video, robo = self). Other pairs are
 * not offered (undefined).
 */
export function identPathTarget(
  provider: IdentProvider,
  method: IdentPathMethod,
): { legislation: LegislationName; method: IdentificationMethod } | undefined {
  if (provider === 'srs') {
    if (method === 'video') return { legislation: 'zertes', method: 'video' };
    if (method === 'autoident') return { legislation: 'zertes', method: 'auto' };
    return undefined;
  }
  if (method === 'video') return { legislation: 'eidas', method: 'video' };
  if (method === 'robo') return { legislation: 'eidas', method: 'self' };
  return undefined;
}

export const IdentPathParams = z.strictObject({
  provider: z.enum(IDENT_PROVIDERS),
  method: z.enum(IDENT_PATH_METHODS),
});
export type IdentPathParams = z.infer<typeof IdentPathParams>;

const Id = z.string().check(z.minLength(1), z.maxLength(64));

export const StartIdentificationBody = z.strictObject({
  signatureRequestId: z.optional(Id),
});
export type StartIdentificationBody = z.infer<typeof StartIdentificationBody>;

/** DELETE {email}: the address of the account the identification belongs to, as a confirmation. */
export const DeleteIdentificationBody = z.strictObject({ email: Email });
export type DeleteIdentificationBody = z.infer<typeof DeleteIdentificationBody>;

/** The provider's statuses as stored (§4 lists them; the interface maps them). */
export const IDENT_PROVIDER_STATUSES = ['initialized', 'inprogress', 'success', 'failure'] as const;

/** §3 Ident info (appointmentStatus, identUrl) with the identification it belongs to. */
export const IdentInfo = z.object({
  id: z.string(),
  legislation: z.enum(LEGISLATIONS),
  method: z.enum(IDENTIFICATION_METHODS),
  /** Who carries it out: `desk` is the built-in registration desk. */
  provider: z.string(),
  /** The provider's status (initialized, inprogress, success, failure). */
  status: z.enum(IDENT_PROVIDER_STATUSES),
  /** §4 mapped status the interface shows. */
  appointmentStatus: z.enum(APPOINTMENT_STATUSES),
  /** §4 "ongoing ident": a status is set and the person's highest quality is not qes. */
  ongoing: z.boolean(),
  /** Where the person goes next (the desk's page for this identification). */
  identUrl: z.string(),
  signatureRequestId: z.nullable(z.string()),
  /** Whether the desk holds identity data and both photos (the person may submit). */
  submittedAt: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  /** The officer's reason when the identification was rejected. */
  rejectionReason: z.nullable(z.string()),
  hasDocumentPhoto: z.boolean(),
  hasFacePhoto: z.boolean(),
  createdAt: z.string(),
});
export type IdentInfo = z.infer<typeof IdentInfo>;

/** GET /v1/user/identification/payment/{subject}: a legislation, or a signature request's id. */
export const IdentPaymentParams = z.strictObject({ subject: Id });
export const IdentPaymentCoverage = z.object({
  legislation: z.enum(LEGISLATIONS),
  covered: z.boolean(),
  /** Who pays: the business for its members or for people it invites, or the operator. */
  coveredBy: z.nullable(z.enum(['business_members', 'business_invitations', 'operator'])),
  /** What the person pays when not covered (from the configuration), else null. */
  price: z.nullable(z.object({ amount: z.string(), currency: z.string() })),
  /** §9 methods for this legislation and coverage. */
  methods: z.array(z.enum(IDENTIFICATION_METHODS)),
});
export type IdentPaymentCoverage = z.infer<typeof IdentPaymentCoverage>;

const Text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const IsoDate = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'A date as YYYY-MM-DD' }));

export const DOCUMENT_TYPES = ['passport', 'id_card', 'residence_permit'] as const;

/** The identity data the person supplies, as on the document. */
export const IdentityData = z.strictObject({
  firstNames: Text(100),
  lastName: Text(100),
  dateOfBirth: IsoDate,
  /** ISO 3166-1 alpha-2. */
  nationality: z.string().check(z.regex(/^[A-Z]{2}$/, { message: 'A two-letter country code' })),
  documentType: z.enum(DOCUMENT_TYPES),
  documentNumber: z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z0-9<-]{4,30}$/, { message: '4 to 30 letters or digits' })),
  documentExpiry: IsoDate,
});
export type IdentityData = z.infer<typeof IdentityData>;

export const IdentificationIdParams = z.strictObject({ id: Id });
export const PHOTO_KINDS = ['document', 'face'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];
export const IdentificationPhotoParams = z.strictObject({ id: Id, kind: z.enum(PHOTO_KINDS) });

/** What an officer sees of one identification (identity data only on the evidence call). */
export const DeskIdentification = z.object({
  id: z.string(),
  person: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  legislation: z.enum(LEGISLATIONS),
  method: z.enum(IDENTIFICATION_METHODS),
  status: z.enum(IDENT_PROVIDER_STATUSES),
  submittedAt: z.nullable(z.string()),
});
export type DeskIdentification = z.infer<typeof DeskIdentification>;

export const DeskEvidence = z.object({
  identification: DeskIdentification,
  identity: z.nullable(IdentityData),
  photos: z.array(z.enum(PHOTO_KINDS)),
  /** Set once the retention period removed the evidence. */
  evidenceDeletedAt: z.nullable(z.string()),
});
export type DeskEvidence = z.infer<typeof DeskEvidence>;

export const RejectIdentificationBody = z.strictObject({ reason: Text(500) });
