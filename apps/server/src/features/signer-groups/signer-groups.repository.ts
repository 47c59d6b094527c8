import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { SignerGroupRow } from '../../db/tables/signer-groups.tables.ts';

export interface GroupMemberRow {
  group_id: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** The groups of a business, by name; `id` narrows it to one. */
export function findGroups(
  db: Executor,
  businessId: string,
  id?: string,
): Promise<SignerGroupRow[]> {
  return db
    .selectFrom('signer_groups')
    .selectAll()
    .where('business_id', '=', businessId)
    .$if(id !== undefined, (q) => q.where('id', '=', id ?? ''))
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/** The members of these groups with their names and addresses, by name then address. */
export function findGroupMembers(db: Executor, groupIds: readonly string[]) {
  if (groupIds.length === 0) return Promise.resolve([] as GroupMemberRow[]);
  return db
    .selectFrom('signer_group_members as g')
    .innerJoin('business_members as m', (join) =>
      join.onRef('m.user_id', '=', 'g.user_id').onRef('m.business_id', '=', 'g.business_id'),
    )
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .select(['g.group_id', 'g.user_id', 'u.email', 'u.first_name', 'u.last_name'])
    .where('g.group_id', 'in', groupIds)
    .orderBy('m.sort_name')
    .orderBy('m.email')
    .execute();
}

export async function countGroups(db: Executor, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('signer_groups')
    .select(sql<string>`count(*)`.as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Which of these accounts are members of the business. */
export async function findBusinessMembers(
  db: Executor,
  businessId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('business_members')
    .select('user_id')
    .where('business_id', '=', businessId)
    .where('user_id', 'in', userIds)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

export async function insertGroup(
  db: Executor,
  group: { id: string; businessId: string; name: string; at: Date },
): Promise<void> {
  await db
    .insertInto('signer_groups')
    .values({
      id: group.id,
      business_id: group.businessId,
      name: group.name,
      created_at: group.at,
      updated_at: group.at,
    })
    .execute();
}

/** The new name (if any), one more version, the time: every change counts (groupVersions). */
export async function touchGroup(
  db: Executor,
  id: string,
  changes: { name?: string; at: Date },
): Promise<void> {
  await db
    .updateTable('signer_groups')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      version: sql`version + 1`,
      updated_at: changes.at,
    })
    .where('id', '=', id)
    .execute();
}

/** Makes the group's members exactly `userIds` (all members of its business). */
export async function replaceMembers(
  db: Executor,
  group: { id: string; businessId: string },
  userIds: readonly string[],
  at: Date,
): Promise<void> {
  let removal = db.deleteFrom('signer_group_members').where('group_id', '=', group.id);
  if (userIds.length > 0) removal = removal.where('user_id', 'not in', userIds);
  await removal.execute();
  if (userIds.length === 0) return;
  await db
    .insertInto('signer_group_members')
    .values(
      userIds.map((userId) => ({
        group_id: group.id,
        user_id: userId,
        business_id: group.businessId,
        added_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .execute();
}

export async function deleteGroup(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('signer_groups').where('id', '=', id).execute();
}

/** The groups an account is in, with their versions (User.groupInfo). */
export function findGroupsOfAccount(db: Executor, userId: string) {
  return db
    .selectFrom('signer_group_members as m')
    .innerJoin('signer_groups as g', 'g.id', 'm.group_id')
    .select(['g.id', 'g.version'])
    .where('m.user_id', '=', userId)
    .orderBy('g.id')
    .execute();
}

/** The current members' addresses of these groups (mails to a group reach each member). */
export async function findMemberEmails(
  db: Executor,
  groupIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byGroup = new Map<string, string[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .selectFrom('signer_group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.group_id', 'u.email'])
    .where('m.group_id', 'in', groupIds)
    .orderBy('u.email')
    .execute();
  for (const row of rows) {
    byGroup.set(row.group_id, [...(byGroup.get(row.group_id) ?? []), row.email]);
  }
  return byGroup;
}
