import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A direct-sign link (migration 20261126T1400, docs/decisions/0800). */
export interface DirectSignLinksTable {
  id: string;
  request_id: string;
  sid: string;
  /** The guest account the link acts as (no password, no address of its own). */
  guest_id: string;
  /** SHA-256 of the whole token (base64url). */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  replaced_at: Timestamp | null;
  code_hash: string | null;
  code_failures: Generated<number>;
}

export type VerificationStatus = 'PENDING' | 'CONFIRMED' | 'CANCELLED';

export interface DirectSignVerificationsTable {
  id: string;
  guest_id: string;
  channel: 'mobile';
  target: string;
  secret_hash: string;
  status: VerificationStatus;
  failures: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  answered_at: Timestamp | null;
}

export interface DirectSignTables {
  direct_sign_links: DirectSignLinksTable;
  direct_sign_verifications: DirectSignVerificationsTable;
}

export type DirectSignLinkRow = Selectable<DirectSignLinksTable>;
export type DirectSignVerificationRow = Selectable<DirectSignVerificationsTable>;
