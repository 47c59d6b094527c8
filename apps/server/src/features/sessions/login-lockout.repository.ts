import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** §7 login: 10 failures within 15 minutes lock the account for 15 minutes. */
export const LOCKOUT = { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

export async function findLock(db: Executor, email: string, now: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom('login_failures')
    .select('locked_until')
    .where('email', '=', email)
    .where('locked_until', '>', now)
    .executeTakeFirst();
  return row?.locked_until ? new Date(row.locked_until) : undefined;
}

/**
 * Counts one failure in a single atomic upsert (several server processes share the counter) and
 * returns the lock's end when this failure reached the limit.
 */
export async function recordFailure(
  db: Executor,
  email: string,
  now: Date,
): Promise<Date | undefined> {
  const windowStart = new Date(now.getTime() - LOCKOUT.windowMs);
  const lockEnd = new Date(now.getTime() + LOCKOUT.lockMs);
  const stale = sql<boolean>`login_failures.window_started_at <= ${windowStart}`;
  const row = await db
    .insertInto('login_failures')
    .values({ email, failures: 1, window_started_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        failures: sql<number>`case when ${stale} then 1 else login_failures.failures + 1 end`,
        window_started_at: sql<Date>`case when ${stale} then ${now} else login_failures.window_started_at end`,
      }),
    )
    .returning(['failures'])
    .executeTakeFirstOrThrow();
  if (row.failures < LOCKOUT.maxFailures) return undefined;
  // The lock starts a fresh window: after it ends, the next failures count from zero.
  await db
    .updateTable('login_failures')
    .set({ locked_until: lockEnd, failures: 0, window_started_at: lockEnd })
    .where('email', '=', email)
    .execute();
  return lockEnd;
}

export async function clearFailures(db: Executor, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}

export async function deleteStaleFailures(db: Executor, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - LOCKOUT.windowMs);
  const result = await db
    .deleteFrom('login_failures')
    .where('window_started_at', '<=', windowStart)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
