import { AppError } from '@signet/contract';
import type { Executor } from '../../db/database.ts';
import type { DocumentRow } from '../../db/tables/signature-requests.tables.ts';
import type { Actor } from '../../http/actor.ts';
import { loadVisible, type VisibleRequest } from './request-access.ts';
import { findDocumentRequest } from './signature-requests.repository.ts';

/** A document is visible to whoever may see its request; anyone else gets 404. */
export async function loadVisibleDocument(
  db: Executor,
  actor: Actor,
  documentId: string,
  options: { lock?: boolean } = {},
): Promise<{ document: DocumentRow; visible: VisibleRequest }> {
  const found = await findDocumentRequest(db, documentId);
  const notFound = new AppError('NOT_FOUND', 'No such document');
  if (!found) throw notFound;
  let visible: VisibleRequest;
  try {
    visible = await loadVisible(db, actor, found.request_id, options);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound;
    throw error;
  }
  const document = visible.aggregate.documents.find((row) => row.id === documentId);
  if (!document) throw notFound;
  return { document, visible };
}
