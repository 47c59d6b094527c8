import type { Database } from '../../db/database.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import { referencedAmong } from './blob-collector.repository.ts';
import { collectBlobs } from './blob-collector.ts';

export const BLOB_SWEEP_JOB = 'documents.blob-sweep';
const EVERY_MS = 24 * 60 * 60_000;
const BATCH = 500;

/**
 * Removes every stored blob that no row refers to: left behind by deleted drafts, deleted
 * accounts, an upload whose request was never created, or a process that died between storing a
 * blob and recording it. Each candidate goes through the collector, which checks the references
 * once more and keeps a blob stored (again) within its grace window. Answers how many went.
 */
export async function sweepBlobs(db: Database, blobs: BlobStore, now: Date): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const referenced = await referencedAmong(db, batch);
    const candidates = batch.filter((hash) => !referenced.has(hash));
    for (const hash of candidates) {
      const before = await blobs.has(hash);
      await collectBlobs(db, blobs, [hash], now);
      if (before && !(await blobs.has(hash))) removed++;
    }
    batch = [];
  };
  for await (const hash of blobs.list()) {
    batch.push(hash);
    if (batch.length >= BATCH) await sweep();
  }
  await sweep();
  return removed;
}

/** Once a day, on one process at a time (a singleton row in the jobs table). */
export async function scheduleBlobSweep(
  runner: JobRunner,
  db: Database,
  clock: Clock,
  blobs: BlobStore,
): Promise<void> {
  runner.register(BLOB_SWEEP_JOB, async () => {
    await sweepBlobs(db, blobs, clock());
    return new Date(clock().getTime() + EVERY_MS);
  });
  await runner.enqueue(BLOB_SWEEP_JOB, {}, { singletonKey: BLOB_SWEEP_JOB });
}
