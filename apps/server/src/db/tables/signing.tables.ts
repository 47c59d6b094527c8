import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** The account's current TAN and its lock (migration 20261122T1000). */
export interface SigningTansTable {
  user_id: string;
  /** HMAC-SHA-256 of the TAN; null once used or ended by the lock. */
  tan_hash: string | null;
  /** The requests the TAN was sent for; it signs no other. */
  request_ids: Json<string[]>;
  created_at: Timestamp;
  expires_at: Timestamp;
  failures: Generated<number>;
  locked_until: Timestamp | null;
}

export type SealQuality = 'aes' | 'qes';

/** The seal's credential at the trust service, as kept after its first use. */
export interface StoredSealCredential {
  credentialId: string;
  /** Base64 DER, signer first. */
  chain: string[];
  keyAlgorithm: 'ECDSA-P256' | 'RSA-3072';
}

/** §3 Business seals: accountName, displayName; quality seal.aes or seal.qes. */
export interface SealsTable {
  account_name: string;
  display_name: string;
  quality: SealQuality;
  credential: Json<StoredSealCredential | null>;
  created_at: Timestamp;
  /** The business the seal belongs to; null for a seal only the operator manages (migration 20261126T1000). */
  business_id: string | null;
  /** The organisation its certificate names (null: the display name, for seals made before). */
  organisation_name: string | null;
  /** The stamp's lines beside the display name (§3 optionalLine, location). */
  stamp_line: string | null;
  stamp_location: string | null;
  /** The stamp's image: a content-addressed PNG blob. */
  image_hash: string | null;
  image_width: number | null;
  image_height: number | null;
  updated_at: Timestamp | null;
}

export interface SealMembersTable {
  account_name: string;
  user_id: string;
  added_at: Timestamp;
}

/** A signing waiting for the code a mobile provider sent to the phone (docs/decisions/0622). */
export interface SigningProceedsTable {
  id: string;
  user_id: string;
  direct: boolean;
  /** The sign call's body without a code: the requests and their stamp placements. */
  body: ColumnType<Record<string, unknown>, string, never>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: ColumnType<Date, Date | string, Date | string>;
}

export interface SigningTables {
  signing_proceeds: SigningProceedsTable;
  signing_tans: SigningTansTable;
  seals: SealsTable;
  seal_members: SealMembersTable;
}

export type SigningTanRow = Selectable<SigningTansTable>;
export type SealRow = Selectable<SealsTable>;
