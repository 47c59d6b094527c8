import type { Database } from '../db/database.ts';
import { deleteStaleEmailTokens } from '../features/email-tokens/email-tokens.repository.ts';
import { deleteStaleFailures } from '../features/sessions/login-lockout.repository.ts';
import { deleteExpiredSessions } from '../features/sessions/sessions.repository.ts';
import type { RateLimitRepository } from '../http/rate-limit.repository.ts';
import type { Clock } from './clock.ts';
import type { JobRunner } from './job-runner.ts';

export const CLEANUP_JOB = 'cleanup.expired';
const EVERY_MS = 60 * 60_000;
const TOKEN_GRACE_MS = 24 * 60 * 60_000;

/**
 * Removes expired sessions, old link tokens, stale login-failure counters and rate-limit windows.
 * One row in the jobs table (a singleton key) carries it, however many processes run.
 */
export async function scheduleCleanup(
  runner: JobRunner,
  db: Database,
  clock: Clock,
  rateLimits: RateLimitRepository,
): Promise<void> {
  runner.register(CLEANUP_JOB, async () => {
    const now = clock();
    await deleteExpiredSessions(db, now);
    await deleteStaleEmailTokens(db, new Date(now.getTime() - TOKEN_GRACE_MS));
    await deleteStaleFailures(db, now);
    await rateLimits.deleteExpired();
    return new Date(now.getTime() + EVERY_MS);
  });
  await runner.enqueue(CLEANUP_JOB, {}, { singletonKey: CLEANUP_JOB });
}
