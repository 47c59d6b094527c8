import { RenderError, type Renderer } from '@signet/pdf';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { findPageImage, listRenderedPages, savePageImage } from './page-images.repository.ts';

export const RENDER_PAGE_JOB = 'documents.render-page';
export const RENDER_DOCUMENT_JOB = 'documents.render-document';

/**
 * Pages a document job renders before it yields to other jobs: one, so that mail and the first
 * page of the next upload wait for at most one page of someone else's document.
 */
const PAGES_PER_TURN = 1;

/** Page images are WebP, as Skribble's page previews. */
export const PAGE_FORMAT = 'webp' as const;
export const PAGE_CONTENT_TYPE = 'image/webp';

/** Failures that rendering again would only repeat: recorded, not retried. */
const FINAL: ReadonlySet<string> = new Set([
  'PDF_DAMAGED',
  'PDF_ENCRYPTED',
  'PAGE_OUT_OF_RANGE',
  'INVALID_OPTION',
]);

interface PagePayload {
  hash: string;
  page: number;
  scale: number;
}

interface DocumentPayload {
  hash: string;
  pageCount: number;
  scale: number;
}

/**
 * Page images are rendered by background jobs in the jobs table (durable; any server process
 * may run them), off the request path: a first request for a page enqueues it and answers 503.
 */
export class PageRenderJobs {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly blobs: BlobStore,
    private readonly renderer: Renderer,
    private readonly runner: JobRunner,
  ) {
    runner.register(RENDER_PAGE_JOB, async (payload) => {
      await this.renderOne(payload as PagePayload);
      return undefined;
    });
    runner.register(RENDER_DOCUMENT_JOB, async (payload) =>
      this.renderTurn(payload as DocumentPayload),
    );
  }

  async requestPage(hash: string, page: number, scale: number): Promise<void> {
    await this.runner.enqueue(RENDER_PAGE_JOB, { hash, page, scale } satisfies PagePayload, {
      singletonKey: `${RENDER_PAGE_JOB}:${hash}:${page}:${scale}`,
    });
  }

  /**
   * Right after an upload: the first `pageCount` pages at the default scale. The first page is a job of its own,
   * queued ahead of the document's, since the viewer shows it first (the same job a request for
   * it would queue, so it is rendered once).
   */
  async requestDocument(hash: string, pageCount: number, scale: number): Promise<void> {
    if (pageCount < 1) return;
    await this.requestPage(hash, 0, scale);
    if (pageCount === 1) return;
    await this.runner.enqueue(
      RENDER_DOCUMENT_JOB,
      { hash, pageCount, scale } satisfies DocumentPayload,
      {
        singletonKey: `${RENDER_DOCUMENT_JOB}:${hash}:${scale}`,
      },
    );
  }

  private async renderTurn(payload: DocumentPayload): Promise<Date | undefined> {
    const done = await listRenderedPages(this.db, payload.hash, payload.scale);
    const missing: number[] = [];
    for (let page = 0; page < payload.pageCount && missing.length <= PAGES_PER_TURN; page++) {
      if (!done.has(page)) missing.push(page);
    }
    for (const page of missing.slice(0, PAGES_PER_TURN)) {
      await this.renderOne({ hash: payload.hash, page, scale: payload.scale });
    }
    // More pages left: run again right away, behind whatever was queued meanwhile.
    return missing.length > PAGES_PER_TURN ? this.clock() : undefined;
  }

  private async renderOne({ hash, page, scale }: PagePayload): Promise<void> {
    if (await findPageImage(this.db, hash, page, scale)) return;
    if (!(await this.blobs.has(hash))) return;
    const pdf = new Uint8Array(await this.blobs.get(hash));
    try {
      const image = await this.renderer.render(pdf, page + 1, { scale, format: PAGE_FORMAT });
      const imageHash = await this.blobs.put(image.bytes);
      await savePageImage(this.db, {
        pdf_hash: hash,
        page,
        scale,
        image_hash: imageHash,
        content_type: image.contentType,
        width: image.width,
        height: image.height,
        error: null,
        created_at: this.clock(),
      });
    } catch (error) {
      if (error instanceof RenderError && FINAL.has(error.code)) {
        await savePageImage(this.db, {
          pdf_hash: hash,
          page,
          scale,
          image_hash: null,
          content_type: null,
          width: null,
          height: null,
          error: `${error.code}: ${error.message}`,
          created_at: this.clock(),
        });
        return;
      }
      throw error;
    }
  }
}
