import type { Database } from '../../db/database.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';

/** A blob stored again within this time is in use by an upload that has not committed yet. */
const GRACE_MS = 10 * 60_000;

async function isReferenced(db: Database, hash: string): Promise<boolean> {
  const checks = await Promise.all([
    db
      .selectFrom('documents')
      .select('id')
      .where('current_hash', '=', hash)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('documents')
      .select('id')
      .where('original_hash', '=', hash)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('attachments')
      .select('id')
      .where('blob_hash', '=', hash)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('signature_protocols')
      .select('request_id')
      .where('blob_hash', '=', hash)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('page_images')
      .select('page')
      .where('image_hash', '=', hash)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return checks.some((row) => row !== undefined);
}

/**
 * Removes the given blobs once nothing refers to them, with the page images rendered from them.
 * Blobs are shared between documents with the same bytes, so a reference check decides, never
 * the deletion of one row.
 */
export async function collectBlobs(
  db: Database,
  blobs: BlobStore,
  hashes: readonly string[],
  now: Date,
): Promise<void> {
  for (const hash of hashes) {
    if (await isReferenced(db, hash)) continue;
    const age = await blobs.ageMs(hash, now);
    // Freshly stored (again): an upload of the same bytes may be on its way in; a later sweep decides.
    if (age !== undefined && age >= 0 && age < GRACE_MS) continue;
    const images = await db
      .deleteFrom('page_images')
      .where('pdf_hash', '=', hash)
      .returning('image_hash')
      .execute();
    await blobs.remove(hash);
    for (const image of images) {
      if (image.image_hash && !(await isReferenced(db, image.image_hash)))
        await blobs.remove(image.image_hash);
    }
  }
}
