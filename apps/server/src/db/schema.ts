import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccountChangeTables } from './tables/account-changes.tables.ts';
import type { ActivityTables } from './tables/activity.tables.ts';
import type { ApiAccountTables } from './tables/api-accounts.tables.ts';
import type { BusinessTables } from './tables/business.tables.ts';
import type { CscServerTables } from './tables/csc-server.tables.ts';
import type { DirectSignTables } from './tables/direct-sign.tables.ts';
import type { IdentificationTables } from './tables/identification.tables.ts';
import type { SignatureProtocolsTable } from './tables/protocol.tables.ts';
import type { PublicApiCallbackTables } from './tables/public-api-callbacks.tables.ts';
import type { SealTables } from './tables/seals.tables.ts';
import type { SignatureRequestTables } from './tables/signature-requests.tables.ts';
import type { SignerGroupTables } from './tables/signer-groups.tables.ts';
import type { SigningTables } from './tables/signing.tables.ts';
import type { VisualSignatureTables } from './tables/visual-signatures.tables.ts';

/** §3 User attributes: every attribute is a list of strings. */
export type UserAttributes = Record<string, string[]>;

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable {
  id: string;
  email: string;
  email_verified: boolean;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  has_sso: boolean;
  retention: number | null;
  last_login_at: Timestamp | null;
  attributes: ColumnType<UserAttributes, string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface LoginFailuresTable {
  email: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

export type EmailTokenPurpose =
  | 'signup'
  | 'business_signup'
  | 'email_change'
  | 'password_reset'
  | 'business_invite'
  | 'aes_for_business';

export interface EmailTokensTable {
  token_hash: string;
  purpose: EmailTokenPurpose;
  email: string;
  user_id: string | null;
  language: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface ContactsTable {
  user_id: string;
  email: string;
  last_used_at: Timestamp;
}

export type OutboxChannel = 'mail' | 'sms';

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** What was attached: name, type, size and SHA-256 of each file. */
  attachments: ColumnType<OutboxAttachment[] | null, string | undefined, string | null>;
  created_at: Timestamp;
}

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: ColumnType<unknown, string, string>;
  singleton_key: string | null;
  run_at: Timestamp;
  attempts: Generated<number>;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  /** Set when the last attempt failed: kept for the operator (`npm run jobs`), never run. */
  dead_at: Timestamp | null;
}

export interface RateLimitCountersTable {
  key: string;
  hits: number;
  window_ends_at: Timestamp;
}

export interface DB
  extends SignatureRequestTables,
    VisualSignatureTables,
    SigningTables,
    BusinessTables,
    ActivityTables,
    SealTables,
    SignerGroupTables,
    DirectSignTables,
    ApiAccountTables,
    PublicApiCallbackTables,
    CscServerTables,
    IdentificationTables,
    AccountChangeTables {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  email_tokens: EmailTokensTable;
  contacts: ContactsTable;
  outbox_messages: OutboxMessagesTable;
  jobs: JobsTable;
  rate_limit_counters: RateLimitCountersTable;
  signature_protocols: SignatureProtocolsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type EmailTokenRow = Selectable<EmailTokensTable>;
export type OutboxMessageRow = Selectable<OutboxMessagesTable>;
export type JobRow = Selectable<JobsTable>;
