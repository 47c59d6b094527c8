import { z } from 'zod';
import { Email } from '../rules/email.ts';
import { SignatureStatusCode, StatusOverall } from '../rules/signature-status.ts';
import { LanguageCode } from './fields.schemas.ts';

// Shapes follow Skribble's Signing API v3 (../reference/skribble-api/sign_v3) so that
// integrations written for it work unchanged.

export const SignatureLegislation = z.enum(['ZERTES', 'EIDAS']);
export const SignatureQuality = z.enum(['SES', 'AES', 'AES_MINIMAL', 'QES', 'DEMO']);

const Title = z.string().trim().min(1).max(500);
const Message = z.string().max(2048);
/** A UUID (requests, documents, signatures, observers, attachments, send-to). */
export const Id = z.uuid();

/** Base64 bytes (RFC 4648 §4); whitespace is tolerated as mail and tools wrap it. */
export const Base64 = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9+/=\s]+$/, { message: 'Must be base64-encoded' });

/** VisualSignaturePosition: page is a 0-based page index written as a string, as Skribble has it. */
export const VisualSignaturePosition = z.strictObject({
  page: z
    .union([z.string().regex(/^\d{1,5}$/), z.number().int().min(0).max(99_999)])
    .transform(String),
  x: z.number().min(0).max(14_400),
  y: z.number().min(0).max(14_400),
  width: z.number().positive().max(14_400),
  height: z.number().positive().max(14_400),
  rotation: z.number().min(-360).max(360).optional(),
});
export type VisualSignaturePosition = z.infer<typeof VisualSignaturePosition>;

export const VisualSignature = z.strictObject({
  positions: z.array(VisualSignaturePosition).min(1).max(50),
});

export const SignatureDocument = z.strictObject({
  document_id: Id,
  visual_signature: VisualSignature.nullable().optional(),
});
export type SignatureDocument = z.infer<typeof SignatureDocument>;

export const SignerIdentityData = z.strictObject({
  email_address: Email.optional(),
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  mobile_number: z.string().trim().max(30).optional(),
  language: LanguageCode.optional(),
});
export type SignerIdentityData = z.infer<typeof SignerIdentityData>;

/** SignatureRecipient (user signer): reachable by account_email or signer_identity_data.email_address. */
export const SignatureRecipient = z
  .strictObject({
    account_email: Email.optional(),
    signer_identity_data: SignerIdentityData.optional(),
    document_signatures: z.array(SignatureDocument).max(50).optional(),
    sequence: z.number().int().min(-1).max(1000).optional(),
    notify: z.boolean().optional(),
  })
  .refine((s) => s.account_email !== undefined || s.signer_identity_data?.email_address, {
    message: 'Give account_email or signer_identity_data.email_address',
    path: ['account_email'],
  });
export type SignatureRecipient = z.infer<typeof SignatureRecipient>;

/** A document of CreateSignatureRequest: new bytes (`content`) or one of the caller's documents. */
export const DocumentInSignature = z
  .strictObject({
    content: Base64.optional(),
    document_id: Id.optional(),
    /** Alias of document_id (Skribble's DocumentInSignature.id). */
    id: Id.optional(),
    title: z.string().trim().min(1).max(255).optional(),
  })
  .refine((d) => [d.content, d.document_id ?? d.id].filter(Boolean).length === 1, {
    message: 'Give either content or document_id',
  });

export const CreateSignatureRequestBody = z.strictObject({
  title: Title,
  message: Message.optional(),
  legislation: SignatureLegislation.optional(),
  quality: SignatureQuality.optional(),
  /** Part 11 mode: signers give a signing name and reason (a business setting once businesses exist). */
  part11: z.boolean().optional(),
  documents: z.array(DocumentInSignature).min(1).max(50),
  signatures: z.array(SignatureRecipient).max(100).nullable().optional(),
  observers: z.array(Email).max(100).optional(),
});
export type CreateSignatureRequestBody = z.infer<typeof CreateSignatureRequestBody>;

export const UpdateSignatureRequestBody = z.strictObject({
  id: Id.optional(),
  title: Title.optional(),
  message: Message.nullable().optional(),
  legislation: SignatureLegislation.nullable().optional(),
  quality: SignatureQuality.nullable().optional(),
  part11: z.boolean().optional(),
  /** Replaces every signer (Skribble: signers left out are removed). */
  signatures: z.array(SignatureRecipient).max(100).nullable().optional(),
});
export type UpdateSignatureRequestBody = z.infer<typeof UpdateSignatureRequestBody>;

export const DocumentInSignatureResponse = z.object({
  id: z.string(),
  name: z.string(),
  version_id: z.string(),
  page_count: z.number().int(),
  size: z.number().int(),
});

export const SignatureRecipientResponse = z.object({
  sid: z.string(),
  account_email: z.string().nullable(),
  signer_identity_data: SignerIdentityData.nullable(),
  document_signatures: z.array(
    z.object({
      document_id: z.string(),
      visual_signature: z
        .object({ positions: z.array(VisualSignaturePosition.extend({ page: z.string() })) })
        .nullable(),
    }),
  ),
  sequence: z.number().int(),
  status_code: SignatureStatusCode,
  notify: z.boolean(),
  invited_by: z.string(),
  last_reminded_at: z.string().nullable(),
});
export type SignatureRecipientResponse = z.infer<typeof SignatureRecipientResponse>;

export const SignatureObserverResponse = z.object({
  id: z.string(),
  type: z.literal('USER'),
  invited_at: z.string(),
  invited_by: z.string(),
  user_info: z.object({ email: z.string() }),
});

export const SignatureAttachmentResponse = z.object({
  attachment_id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});

/** SignatureResponse_v3, plus the caller's own roles so the web app can show the right controls. */
export const SignatureRequest = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string().nullable(),
  documents: z.array(DocumentInSignatureResponse),
  legislation: SignatureLegislation.nullable(),
  quality: SignatureQuality.nullable(),
  /** Part 11 mode: signing name and reason are required to sign (always sent by this server). */
  part11: z.boolean().optional(),
  signing_url: z.string(),
  status_overall: StatusOverall,
  signatures: z.array(SignatureRecipientResponse),
  observers: z.array(SignatureObserverResponse),
  attachments: z.array(SignatureAttachmentResponse),
  origin: z.string(),
  owner: z.string().nullable(),
  read_access: z.array(z.string()),
  write_access: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  documents_deleted: z.boolean(),
  /** What the caller is on this request: owner, signer and/or observer. */
  roles: z.array(z.enum(['owner', 'signer', 'observer'])),
});
export type SignatureRequest = z.infer<typeof SignatureRequest>;

const Flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const ListSortField = z.enum(['created_at', 'updated_at', 'title']);

/** GET /v3/signature-requests: the §7 filters (see SignatureRequestListFilters), search, paging. */
export const SignatureRequestListQuery = z.strictObject({
  status_overall: z.string().optional(),
  account_email: z.string().trim().toLowerCase().max(254).optional(),
  signature_status: SignatureStatusCode.optional(),
  signatures_count: z.coerce.number().int().min(0).max(1000).optional(),
  search: z.string().trim().max(200).optional(),
  page_number: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
  order_by: ListSortField.default('created_at'),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
export type SignatureRequestListQuery = z.output<typeof SignatureRequestListQuery>;

export const RequestIdParams = z.strictObject({ id: Id });
export const SignatureIdParams = z.strictObject({ id: Id, sid: Id });
export const ObserverIdParams = z.strictObject({ id: Id, oid: Id });
export const AttachmentIdParams = z.strictObject({ id: Id, aid: Id });
export const RequestDocumentParams = z.strictObject({ id: Id, docId: Id });

export const StatusResponse = z.object({
  id: z.string(),
  status_overall: StatusOverall,
  signatures: z.array(
    z.object({
      sid: z.string(),
      account_email: z.string().nullable(),
      status_code: SignatureStatusCode,
    }),
  ),
});

export const MessageBody = z.strictObject({ message: Message.optional() }).optional();

export const DelegateBody = z.strictObject({
  account_email: Email,
  message: Message.optional(),
  /** Which of the caller's signatures to hand over when they hold several. */
  sid: Id.optional(),
});

export const AddObserverBody = z.strictObject({
  type: z.literal('USER').optional(),
  email: Email,
});

export const UpdateSignatureBody = z.strictObject({
  document_signatures: z.array(SignatureDocument).max(50),
});

export const RemindResponse = z.object({
  reminded: z.array(z.string()),
});

export const LockStatus = z.object({
  /** Documents can no longer be added or removed (the request left DRAFT). */
  documents_locked: z.boolean(),
  /** Signers can no longer change (someone signed, or the request ended). */
  signers_locked: z.boolean(),
  status_overall: StatusOverall,
});

export const RequestEvent = z.object({
  seq: z.number().int(),
  action: z.string(),
  actor_email: z.string().nullable(),
  ip: z.string().nullable(),
  document_hashes: z.array(z.string()),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  prev_hash: z.string(),
  hash: z.string(),
});

export const EventsResponse = z.object({
  events: z.array(RequestEvent),
  /** Whether the hash chain verifies; broken_at names the first event that does not. */
  chain: z.object({ valid: z.boolean(), broken_at: z.number().int().nullable() }),
});

export const ZipQuery = z.strictObject({ signed: Flag.default(true) });

export const ReportQuery = z.strictObject({
  /**
   * `events`: the audit trail of the request (JSON or CSV, see `format`). `PDF` (Skribble's
   * ReportType): the signature protocol, an A4 PDF sealed by the platform.
   */
  type: z.enum(['events', 'PDF']).default('events'),
  /** For `type=events` only. */
  format: z.enum(['json', 'csv']).default('json'),
});

export const ATTACHMENT_CONTENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'image/gif',
  'image/jpeg',
  'image/png',
  'text/plain',
] as const;

/** CreateSignatureAttachmentRequest (Skribble v2). */
export const CreateAttachmentBody = z.strictObject({
  filename: z.string().trim().min(1).max(255),
  content_type: z.string().trim().toLowerCase().max(200),
  content: Base64,
});

export const SendToIdParams = z.strictObject({ id: Id });

export const CreateSendToBody = z.strictObject({
  title: Title,
  content: Base64,
});

export const CreateSendToResponse = z.object({
  url: z.string(),
  id: z.string(),
  access_code: z.string(),
});

export const SendToStatus = z.enum(['UNCLAIMED', 'EXPIRED', 'CLAIMED']);

export const SendToInternal = z.object({
  id: z.string(),
  status: SendToStatus,
  title: z.string(),
  document: DocumentInSignatureResponse.nullable(),
  /** Set once the caller claimed it. */
  signature_request_id: z.string().nullable(),
  expires_at: z.string(),
});
