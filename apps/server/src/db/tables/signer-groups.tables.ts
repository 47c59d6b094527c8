import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A business's signer group (migration 20261126T1100, spec §7 "Signer groups"). */
export interface SignerGroupsTable {
  /** `gr_` and 32 hex digits, as Skribble's signer_group_id. */
  id: string;
  business_id: string;
  name: string;
  /** Counts every change of name or members (User.groupInfo.groupVersions). */
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A member of a group: always a member of the group's business (a foreign key to it). */
export interface SignerGroupMembersTable {
  group_id: string;
  user_id: string;
  business_id: string;
  added_at: Timestamp;
}

export interface SignerGroupTables {
  signer_groups: SignerGroupsTable;
  signer_group_members: SignerGroupMembersTable;
}

export type SignerGroupRow = Selectable<SignerGroupsTable>;
