import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type SealRequestStatus = 'open' | 'issued' | 'rejected';

/** A business's request for a seal, decided by the platform operator (migration 20261126T1000). */
export interface SealRequestsTable {
  id: string;
  business_id: string;
  /** The admin who asked; null once that account is deleted. */
  requested_by: string | null;
  organisation_name: string;
  register_number: string;
  /** The seal's name as requested (its account name once issued). */
  account_name: string;
  status: SealRequestStatus;
  /** Why the operator rejected it. */
  reason: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

export interface SealTables {
  seal_requests: SealRequestsTable;
}

export type SealRequestRow = Selectable<SealRequestsTable>;
