import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A new mobile number waiting for its code (migration 20261127T0100, issue 13). */
export interface MobileChangesTable {
  user_id: string;
  /** E.164. */
  mobile: string;
  /** HMAC of the six-digit code with the server's key. */
  code_hash: string;
  failures: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface AccountChangeTables {
  mobile_changes: MobileChangesTable;
}

export type MobileChangeRow = Selectable<MobileChangesTable>;
