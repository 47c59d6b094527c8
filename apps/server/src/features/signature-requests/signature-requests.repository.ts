import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type {
  DocumentRow,
  DocumentsTable,
  SignatureRequestRow,
} from '../../db/tables/signature-requests.tables.ts';

export async function insertDocument(db: Executor, row: Insertable<DocumentsTable>): Promise<void> {
  await db.insertInto('documents').values(row).execute();
}

/**
 * A document of one of the caller's requests whose documents are still there (the source of a
 * copy into a new request); undefined for anyone else's.
 */
export function findOwnDocument(
  db: Executor,
  ownerId: string,
  documentId: string,
): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('documents')
    .innerJoin('signature_requests', 'signature_requests.id', 'documents.request_id')
    .selectAll('documents')
    .where('documents.id', '=', documentId)
    .where('signature_requests.owner_id', '=', ownerId)
    .where('signature_requests.documents_deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findRequests(db: Executor, ids: readonly string[]): Promise<SignatureRequestRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('signature_requests')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}
