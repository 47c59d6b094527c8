import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Clock } from './clock.ts';
import { type JobLease, renewLease } from './jobs.repository.ts';

/**
 * Keeps a running job's lease alive: every third of the lease it is extended by a whole lease, so
 * a job may run longer than its lease while its process lives, and another process takes it over
 * within one lease once that process dies. A renewal that finds the lease gone (the process was
 * stalled past it and another took the job) marks it lost; the run's result is then dropped.
 */
export class LeaseKeeper {
  private current: JobLease;
  private lost = false;
  private renewing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly leaseMs: number,
    lease: JobLease,
    private readonly log: FastifyBaseLogger,
  ) {
    this.current = lease;
    this.timer = setInterval(
      () => {
        this.renewing = this.renewing.then(() => this.renew());
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    this.timer.unref();
  }

  /** Stops renewing; the lease to end the run with, or undefined when it was lost. */
  async release(): Promise<JobLease | undefined> {
    clearInterval(this.timer);
    await this.renewing;
    return this.lost ? undefined : this.current;
  }

  private async renew(): Promise<void> {
    if (this.lost) return;
    const until = new Date(this.clock().getTime() + this.leaseMs);
    try {
      if (await renewLease(this.db, this.current, until))
        this.current = { id: this.current.id, until };
      else this.lost = true;
    } catch (error) {
      // The next renewal tries again; the lease still runs until `current.until`.
      this.log.warn({ jobId: this.current.id, err: error }, 'job lease renewal failed');
    }
  }
}
