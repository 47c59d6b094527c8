import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { BusinessMemberRole } from '../../db/tables/business.tables.ts';

/** A member with what the members table shows of their account. */
export interface MemberRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: BusinessMemberRole;
  joined_at: Date;
  attributes: Record<string, string[]>;
}

function members(db: Executor, businessId: string) {
  return db
    .selectFrom('business_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'm.role',
      'm.joined_at',
      'u.attributes',
    ])
    .where('m.business_id', '=', businessId);
}

export async function insertMember(
  db: Executor,
  member: { userId: string; businessId: string; role: BusinessMemberRole; at: Date },
): Promise<void> {
  await db
    .insertInto('business_members')
    .values({
      user_id: member.userId,
      business_id: member.businessId,
      role: member.role,
      joined_at: member.at,
    })
    .execute();
}

/** The named members of this business (ids of anyone else are simply not returned). */
export function findMembers(
  db: Executor,
  businessId: string,
  userIds: readonly string[],
): Promise<MemberRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return members(db, businessId)
    .where('m.user_id', 'in', [...userIds])
    .execute();
}

export function listAdmins(db: Executor, businessId: string): Promise<MemberRow[]> {
  return members(db, businessId)
    .where('m.role', '=', 'admin')
    .orderBy('m.joined_at')
    .orderBy('m.user_id')
    .execute();
}

/** Everyone in the business (the deletion job tells them all). */
export function listAllMembers(db: Executor, businessId: string): Promise<MemberRow[]> {
  return members(db, businessId).execute();
}

export async function countAdmins(db: Executor, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('business_members')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('business_id', '=', businessId)
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setRole(
  db: Executor,
  businessId: string,
  userIds: readonly string[],
  role: BusinessMemberRole,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('business_members')
    .set({ role })
    .where('business_id', '=', businessId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

export async function deleteMembers(
  db: Executor,
  businessId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .deleteFrom('business_members')
    .where('business_id', '=', businessId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

/**
 * Sets a server-owned flag attribute (removed_from_business, business_deleted) to 'true' in one
 * statement per call, without a read-modify-write of the attributes.
 */
export async function flagAccounts(
  db: Executor,
  userIds: readonly string[],
  attribute: 'removed_from_business' | 'business_deleted',
  at: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('users')
    .set({
      attributes: sql`attributes || jsonb_build_object(${attribute}::text, jsonb_build_array('true'))`,
      updated_at: at,
    })
    .where('id', 'in', [...userIds])
    .execute();
}
