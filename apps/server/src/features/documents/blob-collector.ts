import type { Database } from '../../db/database.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import { isBlobReferenced } from './blob-collector.repository.ts';
import { deletePageImagesOf } from './page-images.repository.ts';

/** A blob stored again within this time is in use by an upload that has not committed yet. */
const GRACE_MS = 10 * 60_000;

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
    if (await isBlobReferenced(db, hash)) continue;
    const age = await blobs.ageMs(hash, now);
    // Freshly stored (again): an upload of the same bytes may be on its way in; a later sweep decides.
    if (age !== undefined && age >= 0 && age < GRACE_MS) continue;
    const images = await deletePageImagesOf(db, hash);
    await blobs.remove(hash);
    for (const image of images) {
      if (image.image_hash && !(await isBlobReferenced(db, image.image_hash)))
        await blobs.remove(image.image_hash);
    }
  }
}
