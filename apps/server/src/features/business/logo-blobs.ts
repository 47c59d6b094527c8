import type { Executor } from '../../db/database.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import { collectBlobs } from '../documents/index.ts';
import { isLogoReferenced } from './businesses.repository.ts';

/** How many earlier logos a business keeps serving (for mails already sent). */
export const LOGO_HISTORY = 10;

/**
 * Removes logo blobs no business shows any more, now or in its history; the collector checks the
 * documents' references too (blobs are shared by content).
 */
export async function releaseLogos(
  db: Executor,
  blobs: BlobStore,
  hashes: readonly (string | null | undefined)[],
  now: Date,
): Promise<void> {
  for (const hash of new Set(hashes)) {
    if (!hash || (await isLogoReferenced(db, hash))) continue;
    await collectBlobs(db, blobs, [hash], now);
  }
}
