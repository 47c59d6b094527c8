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
import { listSendTosCreatedBefore, listStaleSendTos } from './sendto.repository.ts';
import { SENDTO_MAX_AGE_MS } from './sendto.service.ts';

export const RETENTION_JOB = 'signature-requests.retention';
const EVERY_MS = 60 * 60_000;
const BATCH = 100;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Auto-deletion (§1, §2 activate/deactivate auto-deletion): the documents of a request that ended
 * (SIGNED, DECLINED, WITHDRAWN) are deleted once the owner's `retention` (days, set with
 * PUT /v1/user; null = keep) has passed since it ended, or for a request of a business its
 * settings.signatureRequests.retention, whichever is first. The request and its event trail remain,
 * and the trail records the deletion. Unclaimed send-to drafts go after their lifetime (a day),
 * and every send-to with its request after 90 days, as Skribble's send-to does.
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
  // expires_at is the end of the day it was handed over: past it, an unclaimed one goes.
  const stale = await listStaleSendTos(db, now, BATCH);
  const old = await listSendTosCreatedBefore(
    db,
    new Date(now.getTime() - SENDTO_MAX_AGE_MS),
    BATCH,
  );
  for (const { request_id } of [...stale, ...old]) await removeSendTo(db, blobs, request_id, now);
  return deleted;
}

/** A send-to's request goes whole: documents, attachments, signatures, events (Skribble). */
async function removeSendTo(db: Database, blobs: BlobStore, requestId: string, now: Date) {
  const hashes = await db.transaction().execute(async (tx) => {
    if (!(await lockRequest(tx, requestId))) return [];
    const documents = await listRequestDocuments(tx, requestId);
    const attachments = await deleteRequestAttachments(tx, requestId);
    await deleteRequest(tx, requestId);
    return [...blobsOf(documents), ...attachments.map((a) => a.blob_hash)];
  });
  await collectBlobs(db, blobs, hashes, now);
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
