import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { DocumentRow } from '../../db/tables/signature-requests.tables.ts';

/**
 * Ended requests whose documents are still there although the owner's retention (days after the
 * end; null = keep) has passed by `now`, at most `limit` of them.
 */
export function findRequestsDueForDeletion(
  db: Executor,
  now: Date,
  limit: number,
): Promise<{ id: string }[]> {
  return db
    .selectFrom('signature_requests')
    .innerJoin('users', 'users.id', 'signature_requests.owner_id')
    .select('signature_requests.id')
    .where('signature_requests.ended_at', 'is not', null)
    .where('signature_requests.documents_deleted_at', 'is', null)
    .where('users.retention', 'is not', null)
    .where(sql<boolean>`signature_requests.ended_at + users.retention * interval '1 day' <= ${now}`)
    .limit(limit)
    .execute();
}

/** Every document of the request, in no particular order (their blobs are collected after). */
export function listRequestDocuments(db: Executor, requestId: string): Promise<DocumentRow[]> {
  return db.selectFrom('documents').selectAll().where('request_id', '=', requestId).execute();
}

export async function deleteRequestDocuments(db: Executor, requestId: string): Promise<void> {
  await db.deleteFrom('documents').where('request_id', '=', requestId).execute();
}

/** Removes the request's attachments, answering the blobs they pointed to. */
export function deleteRequestAttachments(
  db: Executor,
  requestId: string,
): Promise<{ blob_hash: string }[]> {
  return db
    .deleteFrom('attachments')
    .where('request_id', '=', requestId)
    .returning('blob_hash')
    .execute();
}
