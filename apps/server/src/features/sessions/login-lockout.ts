import type { Executor } from '../../db/database.ts';
import { countFailure, deleteStaleFailures, lockAddress } from './login-lockout.repository.ts';

/** §7 login: 10 failures within 15 minutes lock the account for 15 minutes. */
export const LOCKOUT = { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

/** Counts one failed login and answers the lock's end when this failure reached the limit. */
export async function recordFailure(
  db: Executor,
  email: string,
  now: Date,
): Promise<Date | undefined> {
  const windowStart = new Date(now.getTime() - LOCKOUT.windowMs);
  const lockEnd = new Date(now.getTime() + LOCKOUT.lockMs);
  const failures = await countFailure(db, email, now, windowStart);
  if (failures < LOCKOUT.maxFailures) return undefined;
  // The lock starts a fresh window: after it ends, the next failures count from zero.
  await lockAddress(db, email, lockEnd);
  return lockEnd;
}

/** Housekeeping: counters whose window has passed and that hold no lock any more. */
export function deleteStaleLoginFailures(db: Executor, now: Date): Promise<number> {
  return deleteStaleFailures(db, new Date(now.getTime() - LOCKOUT.windowMs), now);
}
