import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type AccountActivityAction = 'joined' | 'left' | 'removed' | 'role_changed';
/** How a member joined (founded, invitation) or why a membership ended with no one removing it. */
export type AccountActivityDetail = 'founded' | 'invitation' | 'account_deleted';

/** A membership change of a business (migration 20261126T1200): joined, left, removed, role. */
export interface BusinessAccountActivitiesTable {
  id: Generated<number>;
  business_id: string;
  at: Timestamp;
  action: AccountActivityAction;
  user_id: string;
  /** The account's address and name when it happened. */
  email: string;
  name: string;
  /** The role after a change, or the role held when the membership ended. */
  role: 'admin' | 'member';
  detail: AccountActivityDetail | null;
  /** Who made the change (an admin), when it was not the account itself or the database. */
  actor_id: string | null;
}

/** A signature made by a member of the business, with the member's name as it was. */
export interface BusinessSignatureActivitiesTable {
  id: Generated<number>;
  business_id: string;
  signed_at: Timestamp;
  user_id: string;
  email: string;
  name: string;
  request_id: string;
  request_title: string;
  sid: string;
  /** ses, aes, qes, or seal (as business_usage counts it). */
  level: string;
  legislation: string | null;
  /** The seal's account name for a seal signature. */
  seal: string | null;
}

/** Signatures per business, UTC day and level, kept by the database's own trigger. */
export interface BusinessSignatureDaysTable {
  business_id: string;
  day: ColumnType<string, never, never>;
  level: string;
  count: ColumnType<number, never, never>;
}

/** An identification of a member (filled once identification exists, issue 17). */
export interface BusinessIdentificationActivitiesTable {
  id: Generated<number>;
  business_id: string;
  identified_at: Timestamp;
  user_id: string;
  email: string;
  name: string;
  method: string;
  legislation: string | null;
  result: string;
}

export interface ActivityTables {
  business_account_activities: BusinessAccountActivitiesTable;
  business_signature_activities: BusinessSignatureActivitiesTable;
  business_signature_days: BusinessSignatureDaysTable;
  business_identification_activities: BusinessIdentificationActivitiesTable;
}

export type AccountActivityRow = Selectable<BusinessAccountActivitiesTable>;
export type SignatureActivityRow = Selectable<BusinessSignatureActivitiesTable>;
export type IdentificationActivityRow = Selectable<BusinessIdentificationActivitiesTable>;
