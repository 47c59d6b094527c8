import type { Clock } from '../../jobs/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { BusinessDeletion } from './deletion.service.ts';

export const BUSINESS_DELETION_JOB = 'business.deletion';
const EVERY_MS = 10 * 60_000;

/**
 * Looks for businesses whose grace period has ended every ten minutes (one singleton row in the
 * jobs table, however many processes run); the partial index on deletion_scheduled_at makes the
 * look cheap.
 */
export async function scheduleBusinessDeletion(
  runner: JobRunner,
  deletion: BusinessDeletion,
  clock: Clock,
): Promise<void> {
  runner.register(BUSINESS_DELETION_JOB, async () => {
    await deletion.runDue(clock());
    return new Date(clock().getTime() + EVERY_MS);
  });
  await runner.enqueue(BUSINESS_DELETION_JOB, {}, { singletonKey: BUSINESS_DELETION_JOB });
}
