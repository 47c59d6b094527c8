import type { Executor } from '../../db/database.ts';
import type { MobileChangeRow } from '../../db/tables/account-changes.tables.ts';

/** One change waits per account: a new request replaces the one before (and its tries). */
export async function saveMobileChange(
  db: Executor,
  change: { userId: string; mobile: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  const values = {
    mobile: change.mobile,
    code_hash: change.codeHash,
    failures: 0,
    created_at: change.createdAt,
    expires_at: change.expiresAt,
  };
  await db
    .insertInto('mobile_changes')
    .values({ user_id: change.userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export function lockMobileChange(
  db: Executor,
  userId: string,
): Promise<MobileChangeRow | undefined> {
  return db
    .selectFrom('mobile_changes')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function countMobileChangeFailure(db: Executor, userId: string): Promise<void> {
  await db
    .updateTable('mobile_changes')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteMobileChange(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('mobile_changes').where('user_id', '=', userId).execute();
}
