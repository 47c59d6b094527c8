import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The callback URLs a request is created with, one per kind. */
export type CallbackUrlType = 'SUCCESS' | 'UPDATE' | 'ERROR';
/** Skribble's CallbackType: each goes to one of the three URLs (ADR 0913). */
export type CallbackType = CallbackUrlType | 'START_SIGN' | 'INITIATE' | 'IDENT_ERROR';
/** Skribble's CallbackState. */
export type CallbackState = 'OPEN' | 'COMPLETED' | 'RESIGNATED';

/** A request's callback URLs (migration 20261127T0100, ADR 0902) and `custom` (ADR 0914). */
export interface PublicApiCallbacksTable {
  request_id: string;
  /** The API account whose callback key signs the deliveries. */
  api_username: string;
  success_url: string | null;
  update_url: string | null;
  error_url: string | null;
  /** Skribble's `custom`: the integration's own value, read back by the account that set it. */
  custom: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** One callback to send, and its log. */
export interface CallbackDeliveriesTable {
  id: string;
  request_id: string;
  /** The request event it reports. */
  event_seq: number;
  type: CallbackType;
  state: CallbackState;
  /** The URL after placeholder substitution. */
  url: string;
  /** The JSON body sent, signed as it is. */
  body: ColumnType<unknown, string, string>;
  attempts: Generated<number>;
  /** One line per failed attempt (`Failed 500`, `Timed out`). */
  messages: ColumnType<string[], string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PublicApiCallbackTables {
  public_api_callbacks: PublicApiCallbacksTable;
  callback_deliveries: CallbackDeliveriesTable;
}

export type CallbackDeliveryRow = Selectable<CallbackDeliveriesTable>;
