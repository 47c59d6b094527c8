import { PAGE_SCALE } from '@signet/contract';
import type { Database } from '../../db/database.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import { findPageCounts } from './page-images.repository.ts';
import { blobBytes, type PageRenderJobs } from './page-render.jobs.ts';
import type { WorkGate } from './work-gate.ts';

/** The bytes an upload holds in memory anyway: for a first page that starts at once. */
function inMemory(pdf: Uint8Array): () => Promise<Uint8Array> {
  return async () => pdf;
}

/** The stored blob, read once its write is done: for a first page that waited its turn. */
function fromBlob(
  blobs: BlobStore,
  hash: string,
  written: Promise<unknown>,
): () => Promise<Uint8Array> {
  return async () => {
    await written;
    return blobBytes(blobs, hash);
  };
}

/**
 * Page images drawn ahead of the first look (docs/decisions/0530): a new upload's first page at
 * once, and once its documents are stored, PRERENDER_PAGES of each; the rest when first asked for.
 * First pages go through `gate` (ADR 0536): a bounded number at once, a bounded number waiting.
 */
export class PagePrerender {
  constructor(
    private readonly db: Database,
    private readonly pages: PageRenderJobs,
    private readonly blobs: BlobStore,
    /** PRERENDER_PAGES: 0 turns drawing ahead off. */
    private readonly prerenderPages: number,
    /** PRERENDER_CONCURRENCY first pages at once, PRERENDER_QUEUE waiting. */
    private readonly gate: WorkGate,
  ) {}

  /**
   * A PDF passed the upload checks and is being stored (`written`): its first page is drawn while
   * the upload is answered. A page that must wait for a slot does not keep `pdf`: it reads the
   * stored blob when its turn comes.
   */
  readonly accepted = (hash: string, pdf: Uint8Array, written: Promise<unknown>): void => {
    if (this.prerenderPages === 0) return;
    const bytes = this.gate.hasRoom ? inMemory(pdf) : fromBlob(this.blobs, hash, written);
    this.pages.startFirstPage(hash, PAGE_SCALE.default, this.gate, bytes);
  };

  /** Documents were stored with these current versions: their first pages are queued. */
  readonly stored = async (hashes: string[]): Promise<void> => {
    if (hashes.length === 0) return;
    const counts = await findPageCounts(this.db, hashes);
    for (const [hash, pageCount] of counts)
      await this.pages.requestDocument(
        hash,
        Math.min(pageCount, this.prerenderPages),
        PAGE_SCALE.default,
      );
  };
}
