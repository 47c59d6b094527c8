import type { Executor } from '../../db/database.ts';

/** The address of a member of this business by their user id; undefined for anyone else. */
export function findMemberAddress(db: Executor, businessId: string, userId: string) {
  return db
    .selectFrom('business_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('u.email')
    .where('m.business_id', '=', businessId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}
