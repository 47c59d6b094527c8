import type { Executor } from '../../db/database.ts';
import type { DocumentRow } from '../../db/tables/signature-requests.tables.ts';

/** Marks a new draft as the holder of a document uploaded on its own (ADR 0911). */
export async function insertHolder(db: Executor, requestId: string, now: Date): Promise<void> {
  await db
    .insertInto('api_document_holders')
    .values({ request_id: requestId, created_at: now })
    .execute();
}

/** The holder draft of a document uploaded on its own, while it is a draft. */
export async function findHolderOf(db: Executor, documentId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('documents')
    .innerJoin('api_document_holders as holder', 'holder.request_id', 'documents.request_id')
    .innerJoin('signature_requests as r', 'r.id', 'holder.request_id')
    .select('holder.request_id')
    .where('documents.id', '=', documentId)
    .where('r.status_overall', '=', 'DRAFT')
    .executeTakeFirst();
  return row?.request_id;
}

/**
 * One page of the documents of the requests `ownerId` owns and has not hidden (what the owner can
 * read), by request newest first, then in the request's order: the owner's requests are read along
 * signature_requests_owner_status, so a page costs the owner's own history, as the request list.
 */
export function pageOfOwnDocuments(
  db: Executor,
  ownerId: string,
  page: { page_number: number; page_size: number },
): Promise<DocumentRow[]> {
  return db
    .selectFrom('documents as d')
    .innerJoin('signature_requests as r', 'r.id', 'd.request_id')
    .selectAll('d')
    .where('r.owner_id', '=', ownerId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('request_hidden as h')
            .select('h.request_id')
            .where('h.user_id', '=', ownerId)
            .whereRef('h.request_id', '=', 'r.id'),
        ),
      ),
    )
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .orderBy('d.position', 'asc')
    .limit(page.page_size)
    .offset((page.page_number - 1) * page.page_size)
    .execute();
}
