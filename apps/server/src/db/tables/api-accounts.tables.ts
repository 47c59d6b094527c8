import type { ColumnType, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type ApiAccountKind = 'demo' | 'production';

/** An API account of a business (migration 20261126T1500, spec §7 "API accounts", ADR 0900). */
export interface ApiAccountsTable {
  /** `api_demo_…` or `api_production_…`: the public API's login name. */
  username: string;
  business_id: string;
  /** The account in `users` that owns the requests made with this key. */
  user_id: string;
  name: string;
  kind: ApiAccountKind;
  /** SHA-256 of the key (base64url); the key itself is shown once and never stored. */
  key_hash: string;
  /** Counts resets; access tokens carry it, so a reset revokes them at once. */
  key_version: ColumnType<number, number | undefined, number>;
  seal_account_name: string | null;
  created_by: string | null;
  created_at: Timestamp;
  key_reset_at: Timestamp;
}

/**
 * A draft request that only holds a document uploaded on its own through the public API
 * (migration 20261127T0500, ADR 0911).
 */
export interface ApiDocumentHoldersTable {
  request_id: string;
  created_at: Timestamp;
}

export interface ApiAccountTables {
  api_accounts: ApiAccountsTable;
  api_document_holders: ApiDocumentHoldersTable;
}

export type ApiAccountRow = Selectable<ApiAccountsTable>;
export type NewApiAccount = Insertable<ApiAccountsTable>;
