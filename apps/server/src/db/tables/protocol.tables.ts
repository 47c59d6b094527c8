import type { ColumnType } from 'kysely';

/**
 * A protocol sealed for a request (migration 20261122T1300): for its completion e-mails, and for
 * each request state it was downloaded in (`state_key`, migration 20261127T0200, ADR 0136).
 */
export interface SignatureProtocolsTable {
  request_id: string;
  blob_hash: string;
  state_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string, Date | string>;
}
