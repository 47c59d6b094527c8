import type { Executor } from '../../db/database.ts';
import type { BusinessMemberRole, BusinessRow } from '../../db/tables/business.tables.ts';

export interface Membership {
  role: BusinessMemberRole;
  business: BusinessRow;
}

/** The business `userId` belongs to, and as what; undefined for a user without one. */
export async function findMembership(
  db: Executor,
  userId: string,
): Promise<Membership | undefined> {
  const row = await db
    .selectFrom('business_members')
    .innerJoin('businesses', 'businesses.id', 'business_members.business_id')
    .selectAll('businesses')
    .select('business_members.role as member_role')
    .where('business_members.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { member_role, ...business } = row;
  return { role: member_role, business };
}

/** A business by id (scheduled for deletion or not). */
export function findBusiness(db: Executor, id: string): Promise<BusinessRow | undefined> {
  return db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The caller's business and role only (the access check of list reads). */
export async function findRole(
  db: Executor,
  userId: string,
): Promise<
  { businessId: string; role: BusinessMemberRole; deletionScheduled: boolean } | undefined
> {
  const row = await db
    .selectFrom('business_members as m')
    .innerJoin('businesses as b', 'b.id', 'm.business_id')
    .select(['m.business_id', 'm.role', 'b.deletion_scheduled_at'])
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      businessId: row.business_id,
      role: row.role,
      deletionScheduled: row.deletion_scheduled_at !== null,
    }
  );
}
