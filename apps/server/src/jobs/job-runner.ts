import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { JobRow } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { claimDueJobs, deleteJob, enqueueJob, rescheduleJob } from './jobs.repository.ts';

/** A job handler; returning a Date runs the same job again then (recurring work). */
export type JobHandler = (payload: unknown) => Promise<Date | undefined>;

const LEASE_MS = 5 * 60_000;
const BATCH = 20;
const MAX_ATTEMPTS = 8;

/**
 * Runs the durable jobs table: polls every `pollMs`, and at once after `nudge()` (so that a mail
 * queued by a request leaves within milliseconds, while a crash still leaves it in the table).
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  async enqueue(
    kind: string,
    payload: unknown,
    options: { runAt?: Date; singletonKey?: string } = {},
  ) {
    await enqueueJob(this.db, { kind, payload, runAt: options.runAt ?? this.clock(), ...options });
    this.nudge();
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Runs due jobs soon; repeated nudges during a run cause one more pass. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  /** Runs every due job now and waits for it (tests, shutdown). */
  async drain(): Promise<void> {
    if (this.running) await this.running;
    await this.pass();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.pass()
        .catch((error: unknown) => this.log.error({ err: error }, 'job pass failed'))
        .finally(() => {
          this.running = undefined;
          if (this.stopped) return;
          const again = this.again;
          this.again = false;
          this.schedule(again ? 0 : this.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    for (;;) {
      const jobs = await claimDueJobs(this.db, this.clock(), LEASE_MS, BATCH);
      for (const job of jobs) await this.runOne(job);
      if (jobs.length < BATCH) return;
    }
  }

  private async runOne(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      const next = await handler(job.payload);
      if (next) await rescheduleJob(this.db, job.id, next, { resetAttempts: true });
      else await deleteJob(this.db, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts >= MAX_ATTEMPTS) {
        this.log.error({ jobId: job.id, kind: job.kind, err: error }, 'job failed for good');
        await deleteJob(this.db, job.id);
        return;
      }
      // Exponential backoff: 2 s, 4 s, 8 s … after each failed attempt.
      const retryAt = new Date(this.clock().getTime() + 1000 * 2 ** job.attempts);
      this.log.warn({ jobId: job.id, kind: job.kind, err: message }, 'job failed; will retry');
      await rescheduleJob(this.db, job.id, retryAt, { error: message });
    }
  }
}
