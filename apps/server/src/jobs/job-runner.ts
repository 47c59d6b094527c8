import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { JobRow } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import {
  claimDueJobs,
  deleteJob,
  enqueueJob,
  type JobLease,
  type KindFilter,
  leaseOf,
  markJobDead,
  renewLease,
  rescheduleJob,
} from './jobs.repository.ts';
import { LeaseKeeper } from './lease-keeper.ts';

/** What a handler may do with its own run. */
export interface JobRun {
  /**
   * Ends the job inside the caller's transaction: deletes it if this run still holds its lease,
   * else throws JobLeaseLost (the transaction rolls back). What commits with it happens once even
   * if a stalled node's lease ran out and another node ran the job too.
   */
  endIn(tx: Database): Promise<void>;
}

/** A job handler; returning a Date runs the same job again then (recurring work). */
export type JobHandler = (payload: unknown, run: JobRun) => Promise<Date | undefined>;

export class JobLeaseLost extends Error {
  constructor(id: number) {
    super(`Job ${id}: its lease ran out and another process took it`);
  }
}

/** How long a claim holds a job unless renewed: a dead process's jobs run elsewhere after it. */
export const DEFAULT_LEASE_MS = 60_000;
const BATCH = 20;
/**
 * Failed attempts wait 2 s, 4 s, 8 s … doubling up to 2 hours; the 20th failure, some 18 hours after
 * the first, marks the job dead. A completion protocol or a mail thus outlives an outage of hours.
 */
export const MAX_ATTEMPTS = 20;
const MAX_BACKOFF_MS = 2 * 3_600_000;

/** The wait after the given number of failed attempts. */
export function backoffMs(attempts: number): number {
  return Math.min(1000 * 2 ** attempts, MAX_BACKOFF_MS);
}

/**
 * Runs the durable jobs table: polls every `pollMs`, and at once after `nudge()` (so that a mail
 * queued by a request leaves within milliseconds, while a crash still leaves it in the table).
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private timerDue = 0;
  private running: Promise<void> | undefined;
  private waiting: Promise<void> | undefined;
  private stopped = true;
  private readonly lanes: JobRunner[] = [];
  private readonly except: string[] = [];

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
    private readonly leaseMs = DEFAULT_LEASE_MS,
    private readonly lane?: { kinds: readonly string[]; concurrency: number },
  ) {}

  /** The time by the runner's clock (what "due" is measured against). */
  now(): Date {
    return this.clock();
  }

  /**
   * Gives some kinds a lane of their own: their jobs are claimed by a runner of their own, up to
   * `concurrency` at once, so that slow work of theirs (an outside receiver that hangs until its
   * time limit) never holds the jobs of other kinds, nor more than `concurrency` connections.
   */
  addLane(kinds: readonly string[], concurrency: number, pollMs = this.pollMs): void {
    const lane = new JobRunner(this.db, this.clock, this.log, pollMs, this.leaseMs, {
      kinds,
      concurrency,
    });
    this.lanes.push(lane);
    this.except.push(...kinds);
    if (!this.stopped) lane.start();
  }

  register(kind: string, handler: JobHandler): void {
    const lane = this.lanes.find((l) => l.lane?.kinds.includes(kind));
    if (lane) lane.register(kind, handler);
    else this.handlers.set(kind, handler);
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
    for (const lane of this.lanes) lane.start();
  }

  /** Runs due jobs soon; nudges during a pass cause one more pass after it. */
  nudge(): void {
    for (const lane of this.lanes) lane.nudge();
    if (this.stopped) return;
    this.schedule(0);
  }

  /**
   * Runs every due job now and waits for it (tests, shutdown). It queues behind a pass already
   * running, and a timed pass that falls due meanwhile queues behind it: passes of one runner never
   * overlap, so a job this runner is claiming is never skipped as "locked" by its own other pass.
   */
  async drain(): Promise<void> {
    await this.exclusivePass();
    // A lane's jobs may be queued by the jobs above (a callback's deliveries by its event).
    for (const lane of this.lanes) await lane.drain();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await Promise.all([this.running, ...this.lanes.map((lane) => lane.stop())]);
  }

  /** Arms the timer for a pass in `delayMs`, unless one is already armed to come sooner. */
  private schedule(delayMs: number): void {
    const due = Date.now() + delayMs;
    if (this.timer && this.timerDue <= due) return;
    clearTimeout(this.timer);
    this.timerDue = due;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.exclusivePass()
        .catch((error: unknown) => this.log.error({ err: error }, 'job pass failed'))
        .finally(() => {
          if (!this.stopped) this.schedule(this.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  /**
   * A pass that starts when the pass before it (if any) has ended. Callers while one waits to start
   * share it: a burst of nudges during a long pass causes one more pass, not one each.
   */
  private exclusivePass(): Promise<void> {
    if (this.waiting) return this.waiting;
    const run = (this.running ?? Promise.resolve()).then(() => {
      this.waiting = undefined;
      return this.pass();
    });
    this.waiting = run;
    const settled: Promise<void> = run.then(
      () => this.settle(settled),
      () => this.settle(settled),
    );
    this.running = settled;
    return run;
  }

  private settle(pass: Promise<void>): void {
    if (this.running === pass) this.running = undefined;
  }

  private async pass(): Promise<void> {
    if (this.lane) return this.lanePass(this.lane);
    const kinds: KindFilter = { except: this.except };
    for (;;) {
      const jobs = await claimDueJobs(this.db, this.clock(), this.leaseMs, BATCH, kinds);
      for (const job of jobs) await this.runOne(job);
      if (jobs.length < BATCH) return;
    }
  }

  /** A lane runs up to `concurrency` jobs at once, until none is due (work may queue more). */
  private async lanePass(lane: { kinds: readonly string[]; concurrency: number }): Promise<void> {
    for (;;) {
      const jobs = await claimDueJobs(this.db, this.clock(), this.leaseMs, lane.concurrency, {
        only: lane.kinds,
      });
      if (jobs.length === 0) return;
      await Promise.all(jobs.map((job) => this.runOne(job)));
    }
  }

  private async runOne(job: JobRow): Promise<void> {
    if (job.attempts > MAX_ATTEMPTS) {
      // Claimed again after its last attempt's lease ran out: the process running it died.
      const error = `its last attempt did not end (the process stopped); ${job.last_error ?? ''}`;
      this.log.error(
        { jobId: job.id, kind: job.kind },
        'job is dead: its last attempt did not end',
      );
      await markJobDead(this.db, leaseOf(job), this.clock(), error.trim());
      return;
    }
    // A batch's later jobs waited for the earlier ones: their lease is renewed before each starts,
    // and one that ran out meanwhile (another node took the job) is left to that node.
    const start = { id: job.id, until: new Date(this.clock().getTime() + this.leaseMs) };
    if (!(await renewLease(this.db, leaseOf(job), start.until))) {
      this.log.warn({ jobId: job.id, kind: job.kind }, 'job lease lost before it started');
      return;
    }
    const keeper = new LeaseKeeper(this.db, this.clock, this.leaseMs, start, this.log);
    const handler = this.handlers.get(job.kind);
    let ended = false;
    const run: JobRun = {
      endIn: async (tx) => {
        const lease = await keeper.release();
        if (!lease || !(await deleteJob(tx, lease))) throw new JobLeaseLost(job.id);
        ended = true;
      },
    };
    let outcome: { next?: Date } | { error: unknown };
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      outcome = { next: await handler(job.payload, run) };
    } catch (error) {
      outcome = { error };
    }
    const lease = await keeper.release();
    if ('next' in outcome && ended) return;
    if (!lease || ('error' in outcome && outcome.error instanceof JobLeaseLost)) {
      this.log.warn({ jobId: job.id, kind: job.kind }, 'job lease lost; another process took it');
      return;
    }
    if ('error' in outcome) await this.failed(job, lease, outcome.error);
    else if (outcome.next)
      await rescheduleJob(this.db, lease, outcome.next, { resetAttempts: true });
    else await deleteJob(this.db, lease);
  }

  private async failed(job: JobRow, lease: JobLease, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    if (job.attempts >= MAX_ATTEMPTS) {
      this.log.error(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, err: error },
        'job is dead after its last attempt; `npm run jobs -- dead` lists it, `retry` runs it again',
      );
      await markJobDead(this.db, lease, this.clock(), message);
      return;
    }
    const retryAt = new Date(this.clock().getTime() + backoffMs(job.attempts));
    this.log.warn({ jobId: job.id, kind: job.kind, err: message }, 'job failed; will retry');
    await rescheduleJob(this.db, lease, retryAt, { error: message });
  }
}
