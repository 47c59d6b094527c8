import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { SealRow } from '../../db/tables/signing.tables.ts';

/** A seal of the business with its counts (§3 Business.seals). */
export interface SealListRow {
  account_name: string;
  display_name: string;
  amount_members: number;
  amount_api_keys: number;
}

/** The API accounts that may seal with a seal (their `seal_account_name`, ADR 0900). */
export async function countApiKeysWithSeal(db: Executor, accountName: string): Promise<number> {
  const row = await db
    .selectFrom('api_accounts')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('seal_account_name', '=', accountName)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listSealsOfBusiness(db: Executor, businessId: string): Promise<SealListRow[]> {
  return db
    .selectFrom('seals as s')
    .select((eb) => [
      's.account_name',
      's.display_name',
      eb
        .selectFrom('seal_members as m')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('m.account_name', '=', 's.account_name')
        .as('amount_members'),
      eb
        .selectFrom('api_accounts as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('a.seal_account_name', '=', 's.account_name')
        .as('amount_api_keys'),
    ])
    .where('s.business_id', '=', businessId)
    .orderBy('s.account_name')
    .execute() as Promise<SealListRow[]>;
}

/** The business's seal by name; another business's (or none's) is not found. */
export function findSealOfBusiness(
  db: Executor,
  businessId: string,
  accountName: string,
  lock = false,
): Promise<SealRow | undefined> {
  const query = db
    .selectFrom('seals')
    .selectAll()
    .where('account_name', '=', accountName)
    .where('business_id', '=', businessId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export interface SealMemberRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
}

export function findSealMembers(db: Executor, accountName: string): Promise<SealMemberRow[]> {
  return db
    .selectFrom('seal_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.email', 'u.first_name', 'u.last_name'])
    .where('m.account_name', '=', accountName)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.email')
    .execute();
}

export async function updateSealRow(
  db: Executor,
  accountName: string,
  values: {
    display_name?: string;
    stamp_line?: string | null;
    stamp_location?: string | null;
    image_hash?: string | null;
    image_width?: number | null;
    image_height?: number | null;
    updated_at: Date;
  },
): Promise<void> {
  await db.updateTable('seals').set(values).where('account_name', '=', accountName).execute();
}

/** Of these ids, the ones that are members of the business. */
export async function businessMemberIds(
  db: Executor,
  businessId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('business_members')
    .select('user_id')
    .where('business_id', '=', businessId)
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

export async function removeSealMemberRows(
  db: Executor,
  accountName: string,
  userIds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('seal_members')
    .where('account_name', '=', accountName)
    .where('user_id', 'in', [...userIds])
    .execute();
}

/** A business's admins, as the seal mails address them. */
export function findBusinessAdmins(db: Executor, businessId: string) {
  return db
    .selectFrom('business_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.email', 'u.first_name', 'u.last_name', 'u.attributes'])
    .where('m.business_id', '=', businessId)
    .where('m.role', '=', 'admin')
    .orderBy('u.email')
    .execute();
}
