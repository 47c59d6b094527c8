import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * Which of the given blobs any row still refers to: a document version (current or original), an
 * attachment, a signature protocol, a rendered page image, a business logo (current or earlier:
 * the same bytes uploaded as an attachment must not take a logo with them), a seal's stamp image
 * (docs/decisions/0710) or a handwritten visual signature. Every table that keeps a blob address
 * is named here: the collector and the sweep delete what this does not find.
 */
export async function referencedAmong(
  db: Executor,
  hashes: readonly string[],
): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const list = sql`${[...hashes]}::text[]`;
  const { rows } = await sql<{ hash: string }>`
    SELECT current_hash AS hash FROM documents WHERE current_hash = ANY(${list})
    UNION SELECT original_hash FROM documents WHERE original_hash = ANY(${list})
    UNION SELECT blob_hash FROM attachments WHERE blob_hash = ANY(${list})
    UNION SELECT blob_hash FROM signature_protocols WHERE blob_hash = ANY(${list})
    UNION SELECT image_hash FROM page_images WHERE image_hash = ANY(${list})
    UNION SELECT logo_hash FROM businesses WHERE logo_hash = ANY(${list})
    UNION SELECT history.hash FROM businesses,
            jsonb_array_elements_text(coalesce(settings -> 'logoHistory', '[]'::jsonb)) AS history(hash)
      WHERE settings -> 'logoHistory' IS NOT NULL AND history.hash = ANY(${list})
    UNION SELECT image_hash FROM seals WHERE image_hash = ANY(${list})
    UNION SELECT image_hash FROM visual_signatures WHERE image_hash = ANY(${list})`.execute(db);
  return new Set(rows.map((row) => row.hash));
}

/** Whether any row still refers to the blob (see referencedAmong). */
export async function isBlobReferenced(db: Executor, hash: string): Promise<boolean> {
  return (await referencedAmong(db, [hash])).has(hash);
}
