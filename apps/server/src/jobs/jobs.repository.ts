import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { JobRow } from '../db/schema.ts';

export async function enqueueJob(
  db: Database,
  job: { kind: string; payload: unknown; runAt: Date; singletonKey?: string },
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      singleton_key: job.singletonKey ?? null,
      run_at: job.runAt,
      locked_until: null,
      last_error: null,
      created_at: job.runAt,
    })
    // A recurring job is enqueued again at every start; one that died is armed again then.
    .onConflict((oc) =>
      oc
        .column('singleton_key')
        .doUpdateSet({ dead_at: null, attempts: 0, run_at: job.runAt, locked_until: null })
        .where('jobs.dead_at', 'is not', null),
    )
    .execute();
}

/** Which kinds a runner claims: only these, or all but these (a lane of their own). */
export interface KindFilter {
  only?: readonly string[];
  except?: readonly string[];
}

/**
 * Enqueues a job or, when its singleton key is taken, moves that job to `runAt` (with this
 * payload): a job that follows a date its owner may change (a request's deadline). Run inside the
 * change's transaction, the job moves with the change or not at all.
 */
export async function armJob(
  db: Database,
  job: { kind: string; payload: unknown; runAt: Date; singletonKey: string },
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      singleton_key: job.singletonKey,
      run_at: job.runAt,
      locked_until: null,
      last_error: null,
      created_at: job.runAt,
    })
    .onConflict((oc) =>
      oc.column('singleton_key').doUpdateSet({
        payload: JSON.stringify(job.payload),
        run_at: job.runAt,
        dead_at: null,
        attempts: 0,
        locked_until: null,
      }),
    )
    .execute();
}

/**
 * Claims due jobs for this process. `FOR UPDATE SKIP LOCKED` lets several processes poll the same
 * table without taking the same job; the lease (`locked_until`) hands a job to another process if
 * this one dies while running it.
 */
export async function claimDueJobs(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
  kinds: KindFilter = {},
): Promise<JobRow[]> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  return db.transaction().execute(async (tx) => {
    const due = await tx
      .selectFrom('jobs')
      .select('id')
      .where('run_at', '<=', now)
      .where('dead_at', 'is', null)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .$if(kinds.only !== undefined, (q) => q.where('kind', 'in', [...(kinds.only ?? [])]))
      .$if((kinds.except ?? []).length > 0, (q) =>
        q.where('kind', 'not in', [...(kinds.except ?? [])]),
      )
      .orderBy('run_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return tx
      .updateTable('jobs')
      .set({ locked_until: leaseEnd, attempts: sql`attempts + 1` })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .execute();
  });
}

/**
 * The lease a claim holds: the job's id and the `locked_until` it set. Every write that ends or
 * renews a run names it, so a process whose lease ran out (and another process took the job)
 * changes nothing: its late result is dropped instead of undoing the other's.
 */
export interface JobLease {
  id: number;
  until: Date;
}

export const leaseOf = (job: JobRow): JobLease => ({ id: job.id, until: job.locked_until! });

/** Extends a running job's lease; false when the lease is no longer this claimer's. */
export async function renewLease(db: Database, lease: JobLease, until: Date): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_until: until })
    .where('id', '=', lease.id)
    .where('locked_until', '=', lease.until)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the job if the lease still holds it (in the caller's transaction, when one is given). */
export async function deleteJob(db: Database, lease: JobLease): Promise<boolean> {
  const result = await db
    .deleteFrom('jobs')
    .where('id', '=', lease.id)
    .where('locked_until', '=', lease.until)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function rescheduleJob(
  db: Database,
  lease: JobLease,
  runAt: Date,
  outcome: { error?: string; resetAttempts?: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      run_at: runAt,
      locked_until: null,
      last_error: outcome.error ?? null,
      ...(outcome.resetAttempts ? { attempts: 0 } : {}),
    })
    .where('id', '=', lease.id)
    .where('locked_until', '=', lease.until)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** After its last attempt: kept, never run again unless retried (`npm run jobs -- retry`). */
export async function markJobDead(
  db: Database,
  lease: JobLease,
  now: Date,
  error: string,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ dead_at: now, locked_until: null, last_error: error })
    .where('id', '=', lease.id)
    .where('locked_until', '=', lease.until)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function listDeadJobs(db: Database) {
  return db
    .selectFrom('jobs')
    .select(['id', 'kind', 'attempts', 'last_error', 'dead_at', 'created_at'])
    .where('dead_at', 'is not', null)
    .orderBy('dead_at')
    .orderBy('id')
    .execute();
}

/** Arms dead jobs again from their first attempt; `ids` undefined retries every dead job. */
export async function retryDeadJobs(
  db: Database,
  now: Date,
  ids: readonly number[] | undefined,
): Promise<number> {
  let query = db
    .updateTable('jobs')
    .set({ dead_at: null, attempts: 0, run_at: now, locked_until: null })
    .where('dead_at', 'is not', null);
  if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : [-1]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
