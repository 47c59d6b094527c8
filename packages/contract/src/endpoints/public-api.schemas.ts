import { z } from 'zod/mini';
import { Email } from '../rules/email.ts';
import { SignatureStatusCode, StatusOverall } from '../rules/signature-status.ts';
import {
  ApiRequestSettings,
  ApiRequestSettingsView,
  OutboundUrl,
} from './public-api-callbacks.schemas.ts';
import {
  Base64,
  Id,
  RequestMessage,
  RequestTitle,
  SignatureLegislation,
  SignatureQuality,
  SignerIdentityData,
  VisualSignaturePosition,
} from './signature-requests.schemas.ts';

// The Skribble-compatible public API's own shapes (Skribble API v2; ADR 0900). Field names are
// Skribble's (snake_case, `api-key`); what Signet leaves out is listed in the ADR.

/** POST …/access/login, as JSON or as form fields. */
export const ApiLoginBody = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  'api-key': z.string().check(z.minLength(1), z.maxLength(200)),
});
export type ApiLoginBody = z.infer<typeof ApiLoginBody>;

/** VisualSignature: one position or several, on the request's document. */
export const ApiVisualSignature = z
  .strictObject({
    position: z.optional(VisualSignaturePosition),
    positions: z.optional(z.array(VisualSignaturePosition).check(z.maxLength(50))),
  })
  .check(
    z.refine((v) => (v.position ? 1 : 0) + (v.positions?.length ? 1 : 0) === 1, {
      message: 'Give position or positions',
    }),
  );

/** SignatureRecipient of Skribble v2: a signer by account_email or signer_identity_data. */
export const ApiSignatureRecipient = z
  .strictObject({
    account_email: z.optional(Email),
    signer_identity_data: z.optional(SignerIdentityData),
    sequence: z.optional(z.number().check(z.int(), z.minimum(-1), z.maximum(1000))),
    notify: z.optional(z.boolean()),
    visual_signature: z.optional(z.nullable(ApiVisualSignature)),
  })
  .check(
    z.refine((s) => s.account_email !== undefined || s.signer_identity_data?.email_address, {
      message: 'Give account_email or signer_identity_data.email_address',
      path: ['account_email'],
    }),
  );
export type ApiSignatureRecipient = z.infer<typeof ApiSignatureRecipient>;

/** CreateSignatureRequest of Skribble v2: the document as `content` (base64), `file_url` or `document_id`. */
export const ApiCreateSignatureRequestBody = z
  .strictObject({
    title: RequestTitle,
    message: z.optional(RequestMessage),
    legislation: z.optional(SignatureLegislation),
    quality: z.optional(SignatureQuality),
    content: z.optional(Base64),
    content_type: z.optional(z.literal('application/pdf')),
    document_id: z.optional(Id),
    /** Fetched by the server: https and a public address only (ADR 0901). */
    file_url: z.optional(OutboundUrl),
    signatures: z.optional(z.nullable(z.array(ApiSignatureRecipient).check(z.maxLength(100)))),
    cc_email_addresses: z.optional(z.nullable(z.array(Email).check(z.maxLength(100)))),
    ...ApiRequestSettings,
  })
  .check(
    z.refine((b) => [b.content, b.document_id, b.file_url].filter(Boolean).length === 1, {
      message: 'Give either content, document_id or file_url',
      path: ['content'],
    }),
  );
export type ApiCreateSignatureRequestBody = z.infer<typeof ApiCreateSignatureRequestBody>;

const Position = z.object({
  page: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  rotation: z.optional(z.number()),
});

export const ApiSignatureResponse = z.object({
  sid: z.string(),
  status_code: SignatureStatusCode,
  account_email: z.optional(z.string()),
  signer_identity_data: z.optional(SignerIdentityData),
  sequence: z.number(),
  notify: z.boolean(),
  visual_signature: z.optional(z.object({ positions: z.array(Position) })),
});

/** SignatureResponse of Skribble v2. */
export const ApiSignatureRequest = z.object({
  id: z.string(),
  title: z.string(),
  message: z.optional(z.string()),
  document_id: z.string(),
  legislation: z.optional(SignatureLegislation),
  quality: z.optional(SignatureQuality),
  signing_url: z.string(),
  status_overall: StatusOverall,
  business: z.optional(z.string()),
  signatures: z.array(ApiSignatureResponse),
  cc_email_addresses: z.array(z.string()),
  attachments: z.optional(z.array(z.object({ attachment_id: z.string(), filename: z.string() }))),
  owner: z.string(),
  read_access: z.array(z.string()),
  write_access: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  ...ApiRequestSettingsView,
});
export type ApiSignatureRequest = z.infer<typeof ApiSignatureRequest>;

/** GET …/signature-requests: Skribble v2's filters and paging. */
export const ApiSignatureRequestListQuery = z.object({
  status_overall: z.optional(StatusOverall),
  account_email: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))),
  page_number: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
});

/** DocumentResponse of Skribble v2. */
export const ApiDocument = z.object({
  id: z.string(),
  title: z.string(),
  content_type: z.string(),
  size: z.number(),
  page_count: z.number(),
  /** The first page's size in points, rounded; left out for a document without pages. */
  page_width: z.optional(z.number()),
  page_height: z.optional(z.number()),
  owner: z.string(),
  read_access: z.array(z.string()),
  write_access: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApiDocument = z.infer<typeof ApiDocument>;

export const ApiDocumentContent = z.object({
  content_type: z.string(),
  content_size: z.number(),
  content: z.string(),
});

const QualityEntry = z.object({
  quality: z.string(),
  provider: z.string(),
  legislation: z.string(),
});

/** UserSignatureQualitiesResponse: what this API account's requests can be signed at. */
export const ApiSignatureQualities = z.object({
  qes: z.optional(z.object({ zertes: z.optional(QualityEntry), eidas: z.optional(QualityEntry) })),
  aes: z.optional(z.object({ any: QualityEntry })),
  ses: z.optional(z.object({ any: QualityEntry })),
  demo: z.optional(z.object({ any: QualityEntry })),
  seal: z.optional(
    z.object({
      aes: z.record(z.string(), z.unknown()),
      qes: z.record(z.string(), z.unknown()),
    }),
  ),
});

export const ApiHealth = z.object({ status: z.string(), groups: z.array(z.string()) });

export const ApiIdParams = z.strictObject({ id: Id });
