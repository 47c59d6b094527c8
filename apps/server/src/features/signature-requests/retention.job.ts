import type { Database } from '../../db/database.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import { blobsOf, collectBlobs } from '../documents/index.ts';
import { appendEvent } from '../events/index.ts';
import { deleteRequest, lockRequest, updateRequest } from '../request-core/index.ts';
import {
  deleteRequestAttachments,
  deleteRequestDocuments,
  findRequestsDueForDeletion,
  listRequestDocuments,
} from './retention.repository.ts';
import { listStaleSendTos } from './sendto.repository.ts';
import { SENDTO_LIFETIME_MS } from './sendto.service.ts';

export const RETENTION_JOB = 'signature-requests.retention';
const EVERY_MS = 60 * 60_000;
const BATCH = 100;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Auto-deletion (§1, §2 activate/deactivate auto-deletion): the documents of a request that ended
 * (SIGNED, DECLINED, WITHDRAWN) are deleted once the owner's `retention` (days, set with
 * PUT /v1/user; null = keep) has passed since it ended, or for a request of a business its
 * settings.signatureRequests.retention, whichever is first. The request and its event trail remain,
 * and the trail records the deletion. Unclaimed send-to drafts go after their lifetime.
 */
export async function runRetention(db: Database, blobs: BlobStore, now: Date): Promise<number> {
  const due = await findRequestsDueForDeletion(db, now, BATCH);
  let deleted = 0;
  for (const { id } of due) {
    const hashes = await db.transaction().execute(async (tx) => {
      const request = await lockRequest(tx, id);
      if (!request || request.documents_deleted_at) return [];
      const documents = await listRequestDocuments(tx, id);
      await deleteRequestDocuments(tx, id);
      const attachments = await deleteRequestAttachments(tx, id);
      await updateRequest(tx, id, { documents_deleted_at: now });
      await appendEvent(tx, {
        requestId: id,
        action: 'documents_deleted',
        actorId: null,
        actorEmail: null,
        ip: null,
        documentHashes: [],
        at: now,
        data: { reason: 'retention', documents: documents.map((d) => d.current_hash) },
      });
      return [...blobsOf(documents), ...attachments.map((a) => a.blob_hash)];
    });
    await collectBlobs(db, blobs, hashes, now);
    deleted++;
  }
  const stale = await listStaleSendTos(db, new Date(now.getTime() - SENDTO_LIFETIME_MS), BATCH);
  for (const { request_id } of stale) {
    const documents = await listRequestDocuments(db, request_id);
    await deleteRequest(db, request_id);
    await collectBlobs(db, blobs, blobsOf(documents), now);
  }
  return deleted;
}

export async function scheduleRetention(
  runner: JobRunner,
  db: Database,
  clock: Clock,
  blobs: BlobStore,
) {
  runner.register(RETENTION_JOB, async () => {
    await runRetention(db, blobs, clock());
    return new Date(clock().getTime() + EVERY_MS);
  });
  await runner.enqueue(RETENTION_JOB, {}, { singletonKey: RETENTION_JOB });
}

export { DAY_MS };
