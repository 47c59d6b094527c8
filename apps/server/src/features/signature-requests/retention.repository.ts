import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { DocumentRow } from '../../db/tables/signature-requests.tables.ts';
import { DEFAULT_BUSINESS_SETTINGS } from '../business/index.ts';

/**
 * Ended requests whose documents are still there although a retention has passed by `now`, at
 * most `limit` of them: the owner's (days after the end; null = keep), or for a request of a
 * business its settings.signatureRequests.retention (days after a SIGNED end, or after any end
 * with terminalState ANY), whichever comes first. Each half is read along its own index.
 */
export async function findRequestsDueForDeletion(
  db: Executor,
  now: Date,
  limit: number,
): Promise<{ id: string }[]> {
  const defaults = DEFAULT_BUSINESS_SETTINGS.retention;
  const ofOwner = db
    .selectFrom('signature_requests')
    .innerJoin('users', 'users.id', 'signature_requests.owner_id')
    .select('signature_requests.id')
    .where('signature_requests.ended_at', 'is not', null)
    .where('signature_requests.documents_deleted_at', 'is', null)
    .where('users.retention', 'is not', null)
    .where(
      sql<boolean>`signature_requests.ended_at + users.retention * interval '1 day' <= ${now}`,
    );
  // A request whose owner left keeps the retention the owner had set (ADR 0130).
  const ofLeaver = db
    .selectFrom('signature_requests')
    .select('signature_requests.id')
    .where('signature_requests.owner_left_at', 'is not', null)
    .where('signature_requests.ended_at', 'is not', null)
    .where('signature_requests.documents_deleted_at', 'is', null)
    .where('signature_requests.owner_retention', 'is not', null)
    .where(
      sql<boolean>`signature_requests.ended_at + signature_requests.owner_retention * interval '1 day' <= ${now}`,
    );
  const ofBusiness = db
    .selectFrom('businesses as b')
    .innerJoin('signature_requests as r', 'r.business_id', 'b.id')
    .select('r.id')
    .where(
      sql<boolean>`coalesce((b.settings->'retention'->>'enabled')::boolean, ${defaults.enabled})`,
    )
    .where('r.ended_at', 'is not', null)
    .where('r.documents_deleted_at', 'is', null)
    .where(
      sql<boolean>`(coalesce(b.settings->'retention'->>'terminalState', ${defaults.terminalState}) = 'ANY'
        OR r.status_overall = 'SIGNED')`,
    )
    .where(
      sql<boolean>`r.ended_at + coalesce((b.settings->'retention'->>'days')::int, ${defaults.days})
        * interval '1 day' <= ${now}`,
    );
  // UNION ALL under the limit stops reading once it has enough; a request due both ways is one.
  const rows = await db
    .selectFrom(ofOwner.unionAll(ofLeaver).unionAll(ofBusiness).as('due'))
    .select('due.id')
    .limit(limit)
    .execute();
  return [...new Set(rows.map((row) => row.id))].map((id) => ({ id }));
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
