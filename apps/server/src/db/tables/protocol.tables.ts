import type { ColumnType } from 'kysely';

/** A protocol sealed for the completion e-mails of a request (migration 20261122T1300). */
export interface SignatureProtocolsTable {
  request_id: string;
  blob_hash: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
}
