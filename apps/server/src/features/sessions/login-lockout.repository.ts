import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

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
 * Counts one failure in a single atomic upsert (several server processes share the counter),
 * starting a new count when the address's window began at or before `windowStart`; answers the
 * count it reached.
 */
export async function countFailure(
  db: Executor,
  email: string,
  now: Date,
  windowStart: Date,
): Promise<number> {
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
  return row.failures;
}

/** Locks the address until `lockEnd`, which also starts its next window with no failures. */
export async function lockAddress(db: Executor, email: string, lockEnd: Date): Promise<void> {
  await db
    .updateTable('login_failures')
    .set({ locked_until: lockEnd, failures: 0, window_started_at: lockEnd })
    .where('email', '=', email)
    .execute();
}

export async function clearFailures(db: Executor, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}

/** Counters whose window began at or before `windowStart` and that hold no lock past `now`. */
export async function deleteStaleFailures(
  db: Executor,
  windowStart: Date,
  now: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('login_failures')
    .where('window_started_at', '<=', windowStart)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
