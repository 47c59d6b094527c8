import { z } from 'zod/mini';
import { Email } from '../rules/email.ts';
import { SignatureStatusCode, StatusOverall } from '../rules/signature-status.ts';
import { REQUEST_MESSAGE_MAX_LENGTH, REQUEST_TITLE_MAX_LENGTH } from '../rules/text-limits.ts';
import { LanguageCode } from './fields.schemas.ts';
import { SignerGroupId } from './signer-groups.schemas.ts';

// Shapes follow Skribble's Signing API v3 (../reference/skribble-api/sign_v3) so that
// integrations written for it work unchanged.

export const SignatureLegislation = z.enum(['ZERTES', 'EIDAS']);
export const SignatureQuality = z.enum(['SES', 'AES', 'AES_MINIMAL', 'QES', 'DEMO']);

export const RequestTitle = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(REQUEST_TITLE_MAX_LENGTH));
/** The owner's message to the signers; also the message of a decline, withdrawal or delegation. */
export const RequestMessage = z.string().check(z.maxLength(REQUEST_MESSAGE_MAX_LENGTH));
/**
 * Invitation mails (signers, observers, delegates, reminders, guest links) are limited so that an
 * account cannot relay mail to any address by adding and removing participants (ADR 0540): per
 * request a day, per account an hour, and per address on one request a day.
 */
export const INVITATIONS_PER_REQUEST_PER_DAY = 50;
export const INVITATIONS_PER_ACCOUNT_PER_HOUR = 200;
export const INVITATIONS_PER_ADDRESS_PER_REQUEST_PER_DAY = 5;
/**
 * Skribble's expiration_date: the last calendar day to sign (YYYY-MM-DD). The request expires when
 * that day ends in UTC (ADR 0550); the server refuses a day already past.
 */
export const ExpirationDate = z.string().check(
  z.refine(
    (value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return (
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(day.getTime()) &&
        day.toISOString().startsWith(value)
      );
    },
    { message: 'Must be a calendar date as YYYY-MM-DD' },
  ),
);
/** Automatic reminders go to the open signers this many days before the request expires. */
export const DEADLINE_REMINDER_DAYS = [3, 1] as const;
/** A deadline is at most this many days ahead. */
export const EXPIRATION_MAX_DAYS = 365;
/** A UUID (requests, documents, signatures, observers, attachments, send-to). */
export const Id = z.uuid();

/** Base64 bytes (RFC 4648 §4); whitespace is tolerated as mail and tools wrap it. */
export const Base64 = z
  .string()
  .check(z.minLength(1), z.regex(/^[A-Za-z0-9+/=\s]+$/, { message: 'Must be base64-encoded' }));

/** VisualSignaturePosition: page is a 0-based page index written as a string, as Skribble has it. */
export const VisualSignaturePosition = z.strictObject({
  page: z.pipe(
    z.union([
      z.string().check(z.regex(/^\d{1,5}$/)),
      z.number().check(z.int(), z.minimum(0), z.maximum(99_999)),
    ]),
    z.transform(String),
  ),
  x: z.number().check(z.minimum(0), z.maximum(14_400)),
  y: z.number().check(z.minimum(0), z.maximum(14_400)),
  width: z.number().check(z.positive(), z.maximum(14_400)),
  height: z.number().check(z.positive(), z.maximum(14_400)),
  rotation: z.optional(z.number().check(z.minimum(-360), z.maximum(360))),
});
export type VisualSignaturePosition = z.infer<typeof VisualSignaturePosition>;

export const VisualSignature = z.strictObject({
  positions: z.array(VisualSignaturePosition).check(z.minLength(1), z.maxLength(50)),
});

export const SignatureDocument = z.strictObject({
  document_id: Id,
  visual_signature: z.optional(z.nullable(VisualSignature)),
});
export type SignatureDocument = z.infer<typeof SignatureDocument>;

export const SignerIdentityData = z.strictObject({
  email_address: z.optional(Email),
  first_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  last_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  mobile_number: z.optional(z.string().check(z.trim(), z.maxLength(30))),
  language: z.optional(LanguageCode),
});
export type SignerIdentityData = z.infer<typeof SignerIdentityData>;

/**
 * SignatureRecipient: a person, reachable by account_email or signer_identity_data.email_address,
 * or a signer group of the owner's business (Skribble v3 signer_group_id, without either address),
 * for which any one of its members signs.
 */
export const SignatureRecipient = z
  .strictObject({
    account_email: z.optional(Email),
    signer_identity_data: z.optional(SignerIdentityData),
    signer_group_id: z.optional(SignerGroupId),
    document_signatures: z.optional(z.array(SignatureDocument).check(z.maxLength(50))),
    sequence: z.optional(z.number().check(z.int(), z.minimum(-1), z.maximum(1000))),
    notify: z.optional(z.boolean()),
  })
  .check(
    z.refine(
      (s) =>
        s.signer_group_id !== undefined ||
        s.account_email !== undefined ||
        s.signer_identity_data?.email_address,
      {
        message: 'Give account_email, signer_identity_data.email_address or signer_group_id',
        path: ['account_email'],
      },
    ),
    z.refine(
      (s) =>
        s.signer_group_id === undefined ||
        (s.account_email === undefined && s.signer_identity_data === undefined),
      {
        message: 'A group signer takes no account_email or signer_identity_data',
        path: ['signer_group_id'],
      },
    ),
  );
export type SignatureRecipient = z.infer<typeof SignatureRecipient>;

/** A document of CreateSignatureRequest: new bytes (`content`) or one of the caller's documents. */
export const DocumentInSignature = z
  .strictObject({
    content: z.optional(Base64),
    document_id: z.optional(Id),
    /** Alias of document_id (Skribble's DocumentInSignature.id). */
    id: z.optional(Id),
    title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(255))),
  })
  .check(
    z.refine((d) => [d.content, d.document_id ?? d.id].filter(Boolean).length === 1, {
      message: 'Give either content or document_id',
    }),
  );

export const CreateSignatureRequestBody = z.strictObject({
  title: RequestTitle,
  message: z.optional(RequestMessage),
  legislation: z.optional(SignatureLegislation),
  quality: z.optional(SignatureQuality),
  /** Part 11 mode: signers give a signing name and reason (a business setting once businesses exist). */
  part11: z.optional(z.boolean()),
  documents: z.array(DocumentInSignature).check(z.minLength(1), z.maxLength(50)),
  signatures: z.optional(z.nullable(z.array(SignatureRecipient).check(z.maxLength(100)))),
  observers: z.optional(z.array(Email).check(z.maxLength(100))),
  expiration_date: z.optional(z.nullable(ExpirationDate)),
});
export type CreateSignatureRequestBody = z.infer<typeof CreateSignatureRequestBody>;

export const UpdateSignatureRequestBody = z.strictObject({
  id: z.optional(Id),
  title: z.optional(RequestTitle),
  message: z.optional(z.nullable(RequestMessage)),
  legislation: z.optional(z.nullable(SignatureLegislation)),
  quality: z.optional(z.nullable(SignatureQuality)),
  part11: z.optional(z.boolean()),
  /** Replaces every signer (Skribble: signers left out are removed). */
  signatures: z.optional(z.nullable(z.array(SignatureRecipient).check(z.maxLength(100)))),
  /** Set, moved or (null) removed while the request is a DRAFT or OPEN. */
  expiration_date: z.optional(z.nullable(ExpirationDate)),
});
export type UpdateSignatureRequestBody = z.infer<typeof UpdateSignatureRequestBody>;

export const DocumentInSignatureResponse = z.object({
  id: z.string(),
  name: z.string(),
  version_id: z.string(),
  page_count: z.number().check(z.int()),
  size: z.number().check(z.int()),
});

export const SignatureRecipientResponse = z.object({
  sid: z.string(),
  account_email: z.nullable(z.string()),
  signer_identity_data: z.nullable(SignerIdentityData),
  document_signatures: z.array(
    z.object({
      document_id: z.string(),
      visual_signature: z.nullable(
        z.object({ positions: z.array(z.extend(VisualSignaturePosition, { page: z.string() })) }),
      ),
    }),
  ),
  sequence: z.number().check(z.int()),
  status_code: SignatureStatusCode,
  notify: z.boolean(),
  invited_by: z.string(),
  last_reminded_at: z.nullable(z.string()),
  /**
   * The signer group this signature is for (its name when it was added), or null for a person;
   * account_email is then null until one of its members signs, and names who did.
   */
  signer_group: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /**
   * For the request's owner only (ADR 0640): whether this open signer, who has an account, lacks
   * what the request's level and legislation need (an identification, or a verified address for
   * SES), so that they cannot sign until they get it or the level changes. Absent for a signer
   * without an account, a signer group, a signature no longer open, and for everyone else.
   */
  level_missing: z.optional(z.boolean()),
});
export type SignatureRecipientResponse = z.infer<typeof SignatureRecipientResponse>;

/**
 * SignatureObserverResponse: a person (type USER, by address) or a signer group of the request's
 * business (type GROUP, ADR 0915), whose current members observe; the group as the signatures'
 * signer_group shows it, {id, name}, with Skribble's version_id: its name and version (as text)
 * when it was added.
 */
export const SignatureObserverResponse = z.discriminatedUnion('type', [
  z.object({
    id: z.string(),
    type: z.literal('USER'),
    invited_at: z.string(),
    invited_by: z.string(),
    user_info: z.object({ email: z.string() }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('GROUP'),
    invited_at: z.string(),
    invited_by: z.string(),
    group_info: z.object({ id: z.string(), name: z.string(), version_id: z.string() }),
  }),
]);
export type SignatureObserverResponse = z.infer<typeof SignatureObserverResponse>;

export const SignatureAttachmentResponse = z.object({
  attachment_id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().check(z.int()),
});

/** SignatureResponse_v3, plus the caller's own roles so the web app can show the right controls. */
export const SignatureRequest = z.object({
  id: z.string(),
  title: z.string(),
  message: z.nullable(z.string()),
  documents: z.array(DocumentInSignatureResponse),
  legislation: z.nullable(SignatureLegislation),
  quality: z.nullable(SignatureQuality),
  /** Part 11 mode: signing name and reason are required to sign (always sent by this server). */
  part11: z.optional(z.boolean()),
  signing_url: z.string(),
  status_overall: StatusOverall,
  signatures: z.array(SignatureRecipientResponse),
  observers: z.array(SignatureObserverResponse),
  attachments: z.array(SignatureAttachmentResponse),
  origin: z.string(),
  owner: z.nullable(z.string()),
  read_access: z.array(z.string()),
  write_access: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  documents_deleted: z.boolean(),
  /** The last day to sign (YYYY-MM-DD); at its end an OPEN request expires (ADR 0550). */
  expiration_date: z.nullable(z.string()),
  /** What the caller is on this request: owner, signer and/or observer. */
  roles: z.array(z.enum(['owner', 'signer', 'observer'])),
  /**
   * The business the request was created under (its owner's, then): the signing page reads its
   * public information (logo, support contact). Absent (or null) for a personal request; the list
   * leaves it out.
   */
  business_id: z.optional(z.nullable(z.string())),
  /**
   * The account names of the owner and of the signers who have an account, by their address
   * (issue 20: people are shown by name, with the address beside it). Accounts without a name and
   * people without an account are not listed.
   */
  names: z.optional(z.record(z.string(), z.string())),
});
export type SignatureRequest = z.infer<typeof SignatureRequest>;

const Flag = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((value) => value === 'true' || value === '1'),
);

export const ListSortField = z.enum(['created_at', 'updated_at', 'title']);

/** GET /v3/signature-requests: the §7 filters (see SignatureRequestListFilters), search, paging. */
export const SignatureRequestListQuery = z.strictObject({
  status_overall: z.optional(z.string()),
  account_email: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))),
  signature_status: z.optional(SignatureStatusCode),
  signatures_count: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1000))),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  page_number: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
  order_by: z._default(ListSortField, 'created_at'),
  sort: z._default(z.enum(['asc', 'desc']), 'desc'),
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
      account_email: z.nullable(z.string()),
      status_code: SignatureStatusCode,
    }),
  ),
});

export const MessageBody = z.optional(z.strictObject({ message: z.optional(RequestMessage) }));

export const DelegateBody = z.strictObject({
  account_email: Email,
  message: z.optional(RequestMessage),
  /** Which of the caller's signatures to hand over when they hold several. */
  sid: z.optional(Id),
});

export const AddObserverBody = z.strictObject({
  type: z.optional(z.literal('USER')),
  email: Email,
});

export const UpdateSignatureBody = z.strictObject({
  document_signatures: z.array(SignatureDocument).check(z.maxLength(50)),
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
  seq: z.number().check(z.int()),
  action: z.string(),
  actor_email: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  document_hashes: z.array(z.string()),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  prev_hash: z.string(),
  hash: z.string(),
});

export const EventsResponse = z.object({
  events: z.array(RequestEvent),
  /** Whether the hash chain verifies; broken_at names the first event that does not. */
  chain: z.object({ valid: z.boolean(), broken_at: z.nullable(z.number().check(z.int())) }),
});

/**
 * The events the request's timeline shows (issue 20): what happened to the request and its
 * signers, without the editing steps of a draft. The protocol prints every event.
 */
export const TIMELINE_ACTIONS = [
  'created',
  'initiated',
  'viewed',
  'tan_sent',
  'tan_failed',
  'identification_failed',
  'signed',
  'declined',
  'reminded',
  'delegated',
  'withdrawn',
  'expired',
  'completed',
] as const;
export const TimelineAction = z.enum(TIMELINE_ACTIONS);
export type TimelineAction = z.infer<typeof TimelineAction>;

/** A person by address, with the name of their account (or the name the sender gave), if any. */
export const TimelinePerson = z.object({ email: z.string(), name: z.nullable(z.string()) });
export type TimelinePerson = z.infer<typeof TimelinePerson>;

export const TimelineEntry = z.object({
  seq: z.number().check(z.int()),
  action: TimelineAction,
  /** When it happened (ISO 8601, UTC); the web shows it in the reader's time zone. */
  at: z.string(),
  /** Who did it; null for what the server did on its own (an automatic reminder, the expiry). */
  actor: z.nullable(TimelinePerson),
  /** Whom it concerned: the signers reminded, or the one a signature was delegated to. */
  people: z.array(TimelinePerson),
  /** A reminder the deadline sent (not the owner). */
  automatic: z.boolean(),
  /** The message of a decline, withdrawal or delegation. */
  message: z.nullable(z.string()),
  /**
   * For `tan_failed`: TAN_INVALID (a wrong TAN) or TAN_LOCKED (the last try locked signing). For
   * `identification_failed`: why (desk_rejected, expired, denied, nonce_mismatch, …).
   */
  code: z.nullable(z.string()),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const TimelineResponse = z.object({
  entries: z.array(TimelineEntry),
  /** The verdict on the whole hash chain the entries come from (as in /events). */
  chain: z.object({ valid: z.boolean(), broken_at: z.nullable(z.number().check(z.int())) }),
});
export type TimelineResponse = z.infer<typeof TimelineResponse>;

export const ZipQuery = z.strictObject({ signed: z._default(Flag, true) });

export const ReportQuery = z.strictObject({
  /**
   * `events`: the audit trail of the request (JSON or CSV, see `format`). `PDF` (Skribble's
   * ReportType): the signature protocol, an A4 PDF sealed by the platform.
   */
  type: z._default(z.enum(['events', 'PDF']), 'events'),
  /** For `type=events` only. */
  format: z._default(z.enum(['json', 'csv']), 'json'),
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
  filename: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  content_type: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(200)),
  content: Base64,
});

export const SendToIdParams = z.strictObject({ id: Id });

export const CreateSendToBody = z.strictObject({
  title: RequestTitle,
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
  document: z.nullable(DocumentInSignatureResponse),
  /** Set once the caller claimed it. */
  signature_request_id: z.nullable(z.string()),
  expires_at: z.string(),
});
