import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A client registered with Signet's CSC server (migration 20261126T1500, ADR 0612). */
export interface CscClientsTable {
  /** `csc_` and 32 hex digits: the OAuth2 client_id. */
  id: string;
  name: string;
  /** SHA-256 (hex) of the client secret; the secret itself is shown once, at registration. */
  secret_hash: string;
  created_at: Timestamp;
}

/** A bearer token of the client-credentials grant, stored as its SHA-256 (hex). */
export interface CscTokensTable {
  token_hash: string;
  client_id: string;
  expires_at: Timestamp;
}

/** A credential of the built-in trust service that a client enrolled for one of its users. */
export interface CscCredentialsTable {
  credential_id: string;
  client_id: string;
  /** The client's own user id (the CSC userID), scoped to the client. */
  user_id: string;
  /** Where credentials/sendOTP sends the one-time code; none for seals (implicit authorisation). */
  mobile: string | null;
  created_at: Timestamp;
}

export interface CscServerTables {
  csc_clients: CscClientsTable;
  csc_tokens: CscTokensTable;
  csc_credentials: CscCredentialsTable;
}

export type CscClientRow = Selectable<CscClientsTable>;
export type CscCredentialRow = Selectable<CscCredentialsTable>;
