import type { Clock } from './clock.ts';
import type { JobRunner } from './job-runner.ts';

export const CLEANUP_JOB = 'cleanup.expired';
const EVERY_MS = 60 * 60_000;

/** One housekeeping task of a feature: removes what expired before `now`. */
export type CleanupTask = (now: Date) => Promise<unknown>;

/**
 * Runs the features' housekeeping every hour (expired sessions, old link tokens, stale
 * login-failure counters and rate-limit windows). One row in the jobs table (a singleton key)
 * carries it, however many processes run.
 */
export async function scheduleCleanup(
  runner: JobRunner,
  clock: Clock,
  tasks: readonly CleanupTask[],
): Promise<void> {
  runner.register(CLEANUP_JOB, async () => {
    const now = clock();
    for (const task of tasks) await task(now);
    return new Date(now.getTime() + EVERY_MS);
  });
  await runner.enqueue(CLEANUP_JOB, {}, { singletonKey: CLEANUP_JOB });
}
