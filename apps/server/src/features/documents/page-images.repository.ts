import type { Executor } from '../../db/database.ts';
import type { PageImageRow } from '../../db/tables/signature-requests.tables.ts';

export function findPageImage(
  db: Executor,
  pdfHash: string,
  page: number,
  scale: number,
): Promise<PageImageRow | undefined> {
  return db
    .selectFrom('page_images')
    .selectAll()
    .where('pdf_hash', '=', pdfHash)
    .where('page', '=', page)
    .where('scale', '=', scale)
    .executeTakeFirst();
}

export async function listRenderedPages(db: Executor, pdfHash: string, scale: number) {
  const rows = await db
    .selectFrom('page_images')
    .select('page')
    .where('pdf_hash', '=', pdfHash)
    .where('scale', '=', scale)
    .execute();
  return new Set(rows.map((row) => row.page));
}

export async function savePageImage(
  db: Executor,
  row: Omit<PageImageRow, 'created_at'> & { created_at: Date },
): Promise<void> {
  await db
    .insertInto('page_images')
    .values(row)
    .onConflict((oc) => oc.columns(['pdf_hash', 'page', 'scale']).doNothing())
    .execute();
}

/** The page counts of the documents whose current version is one of `hashes`. */
export async function findPageCounts(db: Executor, hashes: string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('documents')
    .select(['current_hash', 'page_count'])
    .where('current_hash', 'in', hashes)
    .execute();
  return new Map(rows.map((row) => [row.current_hash, row.page_count]));
}

/** Removes every page image rendered from a PDF, answering the image blobs they pointed to. */
export function deletePageImagesOf(
  db: Executor,
  pdfHash: string,
): Promise<{ image_hash: string | null }[]> {
  return db
    .deleteFrom('page_images')
    .where('pdf_hash', '=', pdfHash)
    .returning('image_hash')
    .execute();
}
