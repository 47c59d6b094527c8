import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/database.ts';
import type { DocumentRow } from '../../db/tables/signature-requests.tables.ts';
import type { AcceptedDocument } from '../documents/index.ts';
import { insertDocument } from './signature-requests.repository.ts';

/** Inserts documents in order and answers their rows. */
export async function insertDocuments(
  tx: Executor,
  requestId: string,
  stored: readonly { title: string; accepted: AcceptedDocument }[],
  now: Date,
  firstPosition = 0,
): Promise<DocumentRow[]> {
  const rows: DocumentRow[] = [];
  for (const [index, { title, accepted }] of stored.entries()) {
    const row = {
      id: randomUUID(),
      request_id: requestId,
      position: firstPosition + index,
      title,
      original_hash: accepted.hash,
      current_hash: accepted.hash,
      size: accepted.size,
      page_count: accepted.pageCount,
      pages: JSON.stringify(accepted.pages),
      normalized: accepted.normalized,
      created_at: now,
      updated_at: now,
    };
    await insertDocument(tx, row);
    rows.push({ ...row, pages: accepted.pages as unknown as DocumentRow['pages'] });
  }
  return rows;
}
