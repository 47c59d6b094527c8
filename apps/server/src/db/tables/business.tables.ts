import type { AesForBusiness, PaymentState } from '@signet/contract';
import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/**
 * The settings a business has changed from the defaults (§3 Business.settings); what is absent
 * takes the deployment's default. The logo lives in its own columns.
 */
export interface StoredBusinessSettings {
  supportContact?: { email: string; phone: string };
  part11?: boolean;
  retention?: { enabled: boolean; terminalState: 'SIGNED' | 'ANY'; days: number };
  attachments?: {
    signedDocument?: { enabled?: boolean; customisable?: boolean };
    signatureProtocol?: { enabled?: boolean; customisable?: boolean };
  };
  signerGroups?: { maxGroups?: number; maxParticipants?: number };
  affiliate?: boolean;
  userPilot?: boolean;
  /**
   * Earlier logos (content hashes, newest first, a few): mails already sent still show them, and
   * only these and the current one are served for the business.
   */
  logoHistory?: string[];
}

/** AES for business as stored; its status is derived (enabled, confirmed). */
export type StoredAesForBusiness = Omit<AesForBusiness, 'status' | 'confirmedAt'>;

export interface BusinessesTable {
  id: string;
  name: string;
  email: string;
  phone: ColumnType<string, string | undefined, string>;
  payment_state: PaymentState;
  settings: ColumnType<StoredBusinessSettings, string | undefined, string>;
  aes4biz: NullableJson<StoredAesForBusiness>;
  aes4biz_confirmed_at: Timestamp | null;
  /** The hash of the representative's pending confirmation link (migration 20261126T0910). */
  aes4biz_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  logo_hash: string | null;
  logo_width: number | null;
  logo_height: number | null;
  billing: NullableJson<Record<string, unknown>>;
  price_plan: NullableJson<Record<string, unknown>>;
  active_price_plan_id: string | null;
  plan_start: Timestamp | null;
  stripe: NullableJson<Record<string, unknown>>;
  gtc_accepted_at: Timestamp | null;
  dpa_accepted_at: Timestamp | null;
  deletion_scheduled_at: Timestamp | null;
  /** Members and admins, kept by a trigger (migration 20261126T0900). */
  member_count: ColumnType<number, never, never>;
  /** Raised by a trigger on every change the members table shows (migration 20261126T0920). */
  members_version: ColumnType<number, never, never>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type BusinessMemberRole = 'admin' | 'member';

export interface BusinessMembersTable {
  user_id: string;
  business_id: string;
  role: BusinessMemberRole;
  joined_at: Timestamp;
  /** Lower-case "first last" and address of the account, kept by triggers (migration 0900). */
  sort_name: ColumnType<string, never, never>;
  email: ColumnType<string, never, never>;
}

export interface BusinessInvitationsTable {
  id: string;
  business_id: string;
  /** Lower-case. */
  email: string;
  invited_by: string | null;
  language: string;
  token_hash: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_by: string | null;
  withdrawn_at: Timestamp | null;
  declined_at: Timestamp | null;
}

export interface BusinessDomainsTable {
  domain: string;
  business_id: string;
  claimed_by: string | null;
  claimed_at: Timestamp;
}

export type BusinessUsageKind = 'signature' | 'request_created' | 'request_completed';

export interface BusinessUsageTable {
  business_id: string;
  /** First day of the month, UTC. */
  month: ColumnType<Date, Date | string, Date | string>;
  kind: BusinessUsageKind;
  level: string;
  count: ColumnType<string, number | bigint | string, number | bigint | string>;
}

export interface BusinessTables {
  businesses: BusinessesTable;
  business_members: BusinessMembersTable;
  business_invitations: BusinessInvitationsTable;
  business_domains: BusinessDomainsTable;
  business_usage: BusinessUsageTable;
}

export type BusinessRow = Selectable<BusinessesTable>;
export type BusinessMemberRow = Selectable<BusinessMembersTable>;
export type BusinessInvitationRow = Selectable<BusinessInvitationsTable>;
