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
    .onConflict((oc) => oc.column('singleton_key').doNothing())
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
): Promise<JobRow[]> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  return db.transaction().execute(async (tx) => {
    const due = await tx
      .selectFrom('jobs')
      .select('id')
      .where('run_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
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

export async function deleteJob(db: Database, id: number): Promise<void> {
  await db.deleteFrom('jobs').where('id', '=', id).execute();
}

export async function rescheduleJob(
  db: Database,
  id: number,
  runAt: Date,
  outcome: { error?: string; resetAttempts?: boolean },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      run_at: runAt,
      locked_until: null,
      last_error: outcome.error ?? null,
      ...(outcome.resetAttempts ? { attempts: 0 } : {}),
    })
    .where('id', '=', id)
    .execute();
}
