import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** One page as preflight measured it (points, as displayed). */
export interface StoredPageSize {
  width: number;
  height: number;
  rotation: number;
}

export interface SignatureRequestsTable {
  id: string;
  owner_id: string | null;
  title: string;
  message: string | null;
  legislation: string | null;
  quality: string | null;
  status_overall: string;
  origin: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  ended_at: Timestamp | null;
  documents_deleted_at: Timestamp | null;
  /** Part 11 mode (signing name and reason required); migration 20261122T1000. */
  part11: Generated<boolean>;
  /** The business the request was created under (migration 20261126T0900); its settings apply. */
  business_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last day to sign, YYYY-MM-DD (migration 20261127T0100, ADR 0550); null: no deadline. */
  expiration_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** Automatic reminders already sent (or passed) for the current expiration_date. */
  deadline_reminders: Generated<number>;
  /** When the owner deleted their account and the request stayed for the others (ADR 0130). */
  owner_left_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The owner's retention (days) as it was when they left; null = keep (ADR 0130). */
  owner_retention: ColumnType<number | null, number | null | undefined, number | null>;
  /** Skribble's attach_on_success set through the public API; null: the business decides (ADR 0914). */
  attach_on_success: ColumnType<
    ('SIGNED_DOCUMENT' | 'SIGNATURE_PROTOCOL')[] | null,
    string | null | undefined,
    string | null
  >;
}

export interface DocumentsTable {
  id: string;
  request_id: string;
  position: number;
  title: string;
  original_hash: string;
  current_hash: string;
  size: number;
  page_count: number;
  pages: Json<StoredPageSize[]>;
  normalized: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SignaturesTable {
  sid: string;
  request_id: string;
  position: number;
  email: string;
  account_email: string | null;
  signer_identity_data: Json<Record<string, unknown> | null>;
  document_signatures: Json<unknown[]>;
  sequence: number;
  notify: boolean;
  status_code: string;
  invited_by: string;
  last_reminded_at: Timestamp | null;
  status_changed_at: Timestamp | null;
  created_at: Timestamp;
  /** Copies of the request's status_overall and created_at, kept by triggers (migration 1200). */
  request_status: ColumnType<string | null, never, never>;
  request_created_at: ColumnType<Date | null, never, never>;
  /**
   * A group as the signer (migration 20261126T1100): its id (also in `email`, the inbox's key) and
   * its name when it was added; null for a person.
   */
  signer_group_id: ColumnType<string | null, string | null | undefined, string | null>;
  signer_group_name: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ObserversTable {
  id: string;
  request_id: string;
  /** The observer's address, or the group's id for a group (no "@"; the list's key). */
  email: string;
  invited_by: string;
  invited_at: Timestamp;
  /**
   * A signer group as the observer (migration 20261127T0600): its id, and its name and version
   * when it was added; null for a person.
   */
  group_id: ColumnType<string | null, string | null | undefined, string | null>;
  group_name: ColumnType<string | null, string | null | undefined, string | null>;
  group_version: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface AttachmentsTable {
  id: string;
  request_id: string;
  filename: string;
  content_type: string;
  blob_hash: string;
  size: number;
  created_at: Timestamp;
}

export interface RequestHiddenTable {
  user_id: string;
  request_id: string;
}

export interface RequestEventsTable {
  request_id: string;
  seq: number;
  action: string;
  actor_id: string | null;
  actor_email: string | null;
  ip: string | null;
  document_hashes: Json<string[]>;
  data: Json<Record<string, unknown>>;
  /** ISO 8601 text, exactly as hashed. */
  created_at: string;
  prev_hash: string;
  hash: string;
}

export interface PageImagesTable {
  pdf_hash: string;
  page: number;
  scale: number;
  image_hash: string | null;
  content_type: string | null;
  width: number | null;
  height: number | null;
  error: string | null;
  created_at: Timestamp;
}

export interface SendtoTable {
  id: string;
  request_id: string;
  access_code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  claimed_by: string | null;
  claimed_at: Timestamp | null;
  /** The client address the document came from (quotas per address). */
  created_ip: string | null;
  /** The uploaded document's size in bytes (quotas of bytes). */
  size: ColumnType<number, number | undefined, number>;
  /** The business whose API account handed it over (migration 20261127T0100); else null. */
  api_business_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The tables of signature requests and documents (migration 20261122T0900). */
/**
 * Each request's list item without the caller's parts, written only by the database's own
 * triggers (migration 20261123T0900): read by the list, never written by the server.
 */
export interface RequestListItemsTable {
  request_id: string;
  owner_id: string | null;
  item: string;
  access: string[];
  signers: string[];
  observers: string[];
  refreshed_in: string;
}

export interface SignatureRequestTables {
  signature_requests: SignatureRequestsTable;
  documents: DocumentsTable;
  signatures: SignaturesTable;
  observers: ObserversTable;
  attachments: AttachmentsTable;
  request_hidden: RequestHiddenTable;
  request_list_items: RequestListItemsTable;
  request_events: RequestEventsTable;
  page_images: PageImagesTable;
  sendto: SendtoTable;
}

export type SignatureRequestRow = Selectable<SignatureRequestsTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type SignatureRow = Selectable<SignaturesTable>;
export type ObserverRow = Selectable<ObserversTable>;
export type AttachmentRow = Selectable<AttachmentsTable>;
export type RequestEventRow = Selectable<RequestEventsTable>;
export type PageImageRow = Selectable<PageImagesTable>;
export type SendtoRow = Selectable<SendtoTable>;
