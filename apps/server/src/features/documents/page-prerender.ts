import { PAGE_SCALE } from '@signet/contract';
import type { Database } from '../../db/database.ts';
import { findPageCounts } from './page-images.repository.ts';
import type { PageRenderJobs } from './page-render.jobs.ts';

/**
 * Page images drawn ahead of the first look (docs/decisions/0530): a new upload's first page at
 * once, and once its documents are stored, PRERENDER_PAGES of each; the rest when first asked for.
 */
export class PagePrerender {
  constructor(
    private readonly db: Database,
    private readonly pages: PageRenderJobs,
    /** PRERENDER_PAGES: 0 turns drawing ahead off. */
    private readonly prerenderPages: number,
  ) {}

  /** A PDF passed the upload checks: its first page is drawn while the upload is answered. */
  readonly accepted = (hash: string, pdf: Uint8Array): void => {
    if (this.prerenderPages > 0) this.pages.startFirstPage(hash, pdf, PAGE_SCALE.default);
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
