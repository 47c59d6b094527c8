import { AppError } from '@signet/contract';
import type { Actor } from '../signature-requests/access.ts';
import { loadVisible, type VisibleRequest } from '../signature-requests/request-access.ts';
import type { DocumentRow } from '../signature-requests/signature-requests.tables.ts';
import type { Executor } from '../users/users.repository.ts';

/** A document is visible to whoever may see its request; anyone else gets 404. */
export async function loadVisibleDocument(
  db: Executor,
  actor: Actor,
  documentId: string,
  options: { lock?: boolean } = {},
): Promise<{ document: DocumentRow; visible: VisibleRequest }> {
  const found = await db
    .selectFrom('documents')
    .select('request_id')
    .where('id', '=', documentId)
    .executeTakeFirst();
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

/** RFC 5987 attr-char: encodeURIComponent leaves ' ( ) * ! as they are, which ext-value forbids. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Characters safe in a Content-Disposition filename (RFC 6266), with the UTF-8 name alongside.
 * Names are cut by code points, never inside a surrogate pair (which encodeURIComponent rejects).
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string, extension: string) {
  const base =
    Array.from(
      name
        .replace(/\.[A-Za-z0-9]{1,5}$/, '')
        .replace(/\p{Cc}/gu, ' ')
        .replace(/\p{Cs}/gu, '\uFFFD'),
    )
      .slice(0, 100)
      .join('')
      .trim() || 'document';
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9 ._-]/g, '_')
      .slice(0, 100) || 'document';
  return `${kind}; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeExtValue(`${base}.${extension}`)}`;
}
