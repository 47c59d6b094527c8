import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import { blobsOf, collectBlobs } from '../documents/index.ts';
import { appendEvent } from '../events/index.ts';
import {
  deleteRequest,
  documentHashes,
  loadAggregate,
  lockRequest,
  type RequestAggregate,
  updateRequest,
} from '../request-core/index.ts';
import { deleteRequestAttachments, listRequestDocuments } from './retention.repository.ts';
import { withdrawIn } from './withdrawal.ts';

/** The account that is being deleted, as the requests it owns need it. */
export interface Leaver {
  id: string;
  email: string;
  /** The owner's auto-deletion setting (days; null = keep), carried onto what stays. */
  retention: number | null;
}

/** Someone besides the leaver was asked to sign or to watch: the request is theirs too. */
function othersTakePart(aggregate: RequestAggregate, leaver: Leaver): boolean {
  const { request, signatures, observers } = aggregate;
  if (request.status_overall === 'DRAFT') return false;
  return (
    signatures.some((s) => s.email !== leaver.email || s.signer_group_id !== null) ||
    observers.some((o) => o.email !== leaver.email)
  );
}

/**
 * The requests of an account being deleted (issue 13 point 3, ADR 0130), in the transaction that
 * deletes the account (`deleteAccount`). A request only the leaver was in goes with its files, as
 * before. One others take part in stays for them, ownerless: an OPEN one is withdrawn (nobody is
 * left to complete it), its documents, signatures, events and protocol remain, and an
 * `owner_deleted` event closes the trail. The leaver's address stays where the evidence holds it
 * (the events they caused, their signatures); the account itself is removed.
 */
export async function removeLeaversRequests(
  db: Database,
  blobs: BlobStore,
  clock: Clock,
  leaver: Leaver,
  deleteAccount: (tx: Executor) => Promise<void>,
): Promise<void> {
  const now = clock();
  const released = await db.transaction().execute(async (tx) => {
    const owned = await tx
      .selectFrom('signature_requests')
      .select('id')
      .where('owner_id', '=', leaver.id)
      .orderBy('id')
      .execute();
    const hashes: string[] = [];
    for (const { id } of owned) {
      if (!(await lockRequest(tx, id))) continue;
      const aggregate = (await loadAggregate(tx, id))!;
      if (!othersTakePart(aggregate, leaver)) {
        hashes.push(...blobsOf(await listRequestDocuments(tx, id)));
        hashes.push(...(await deleteRequestAttachments(tx, id)).map((a) => a.blob_hash));
        await deleteRequest(tx, id);
        continue;
      }
      await keepForOthers(tx, aggregate, leaver, now);
    }
    await deleteAccount(tx);
    return hashes;
  });
  await collectBlobs(db, blobs, released, now);
}

async function keepForOthers(
  tx: Executor,
  aggregate: RequestAggregate,
  leaver: Leaver,
  now: Date,
): Promise<void> {
  const { id } = aggregate.request;
  if (aggregate.request.status_overall === 'OPEN') {
    const actor = { userId: leaver.id, email: leaver.email, ip: null, language: undefined };
    await withdrawIn(tx, aggregate, { ...actor, signerGroups: [] }, now, null);
  }
  await updateRequest(tx, id, {
    owner_id: null,
    owner_left_at: now,
    owner_retention: leaver.retention,
    updated_at: now,
  });
  await appendEvent(tx, {
    requestId: id,
    action: 'owner_deleted',
    actorId: null,
    actorEmail: null,
    ip: null,
    documentHashes: documentHashes(aggregate),
    at: now,
    data: {},
  });
}
