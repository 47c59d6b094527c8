import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type {
  AccountActivityAction,
  AccountActivityDetail,
} from '../../db/tables/activity.tables.ts';

/**
 * Records a membership change of the named members, in the caller's transaction, from their
 * membership rows: after a join or a role change (the new role), before a removal (the role they
 * held). The account's name and address are copied, so the record outlives the account.
 */
export async function recordAccountActivity(
  db: Executor,
  input: {
    businessId: string;
    userIds: readonly string[];
    at: Date;
    action: AccountActivityAction;
    detail?: AccountActivityDetail;
    /** The admin who made the change; absent when the account did it itself. */
    actorId?: string;
  },
): Promise<void> {
  if (input.userIds.length === 0) return;
  await db
    .insertInto('business_account_activities')
    .columns([
      'business_id',
      'at',
      'action',
      'user_id',
      'email',
      'name',
      'role',
      'detail',
      'actor_id',
    ])
    .expression((eb) =>
      eb
        .selectFrom('business_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select([
          'm.business_id',
          sql<Date>`${input.at}::timestamptz`.as('at'),
          sql<string>`${input.action}::text`.as('action'),
          'm.user_id',
          'u.email',
          sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('name'),
          'm.role',
          sql<string | null>`${input.detail ?? null}::text`.as('detail'),
          sql<string | null>`${input.actorId ?? null}::text`.as('actor_id'),
        ])
        .where('m.business_id', '=', input.businessId)
        .where('m.user_id', 'in', [...input.userIds]),
    )
    .execute();
}
