import { RenderError, type RenderedPage, type Renderer } from '@signet/pdf';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import { findPageImage, listRenderedPages, savePageImage } from './page-images.repository.ts';
import type { WorkGate } from './work-gate.ts';

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

/**
 * A first page rendered from an upload's bytes is kept this long for the upload to commit; an
 * upload that failed meanwhile never claims it, and it is dropped.
 */
const UNCLAIMED_FIRST_PAGE_MS = 60_000;

/**
 * How long a request for a page that is not rendered yet waits for it before answering 503 with
 * Retry-After (§8): long enough for one page on a busy machine, short of any client's timeout.
 * A viewer on a high-density screen asks for a scale no upload renders ahead; waiting spares it
 * the second of Retry-After.
 */
export const PAGE_WAIT_MS = 2_000;

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

const pageKey = ({ hash, page, scale }: PagePayload) => `${hash}:${page}:${scale}`;

/**
 * Page images are rendered by background jobs in the jobs table (durable; any server process
 * may run them). A request for a page not rendered yet queues its job and has it rendered at once
 * while it waits up to PAGE_WAIT_MS; past that it answers 503 with Retry-After.
 * A new upload's first page starts at once (ADR 0530), a bounded number at a time (ADR 0536).
 */
export class PageRenderJobs {
  /** First pages rendering from uploads not committed yet (see `startFirstPage`). */
  private readonly firstPages = new Map<string, Promise<RenderedPage | undefined>>();
  /** Page images being rendered and stored by this process, so that each is rendered once. */
  private readonly inFlight = new Map<string, Promise<void>>();
  /** First pages of new uploads rendering now: background pages wait for them. */
  private readonly urgent = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly blobs: BlobStore,
    private readonly renderer: Renderer,
    private readonly runner: JobRunner,
    private readonly waitMs = PAGE_WAIT_MS,
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
   * Someone waits for this page now: its job is queued (so it is rendered even if this process
   * stops), and it is rendered here at once, ahead of background pages, unless it is rendering
   * already. Resolves true when the page's row was written within the wait, false otherwise.
   */
  async waitForPage(hash: string, page: number, scale: number): Promise<boolean> {
    await this.requestPage(hash, page, scale);
    if (this.waitMs <= 0) return false;
    const payload = { hash, page, scale };
    const work =
      this.inFlight.get(pageKey(payload)) ??
      this.track(payload, this.renderFromBlob(payload, 'high')).catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.waitMs);
    });
    try {
      return await Promise.race([work.then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * As soon as an upload's bytes are accepted, while its rows are still being written: renders
   * its first page ahead of every page queued in the background, when `gate` has a slot for it
   * (ADR 0536); it reads the document through `pdf` only once it runs. With no slot and no room
   * in the gate's queue it is not drawn ahead: its job renders it, or a request for it. The image
   * is stored only when `requestDocument` follows for the same document (the upload committed).
   */
  startFirstPage(
    hash: string,
    scale: number,
    gate: WorkGate,
    pdf: () => Promise<Uint8Array>,
  ): void {
    const key = pageKey({ hash, page: 0, scale });
    if (this.firstPages.has(key) || this.inFlight.has(key)) return;
    const image = gate.offer(this.firstPageWork(hash, scale, pdf));
    if (!image) return;
    // Whoever claims it handles its failure; unclaimed, it is dropped.
    image.catch(() => {});
    this.urgent.add(image);
    const done = () => this.urgent.delete(image);
    image.then(done, done);
    this.firstPages.set(key, image);
    const drop = setTimeout(() => {
      if (this.firstPages.get(key) === image) this.firstPages.delete(key);
    }, UNCLAIMED_FIRST_PAGE_MS);
    drop.unref();
  }

  /**
   * The render of a first page, made apart from `startFirstPage`: the closures made there (the
   * unclaimed page's timer) must not keep the document's bytes for their minute.
   */
  private firstPageWork(hash: string, scale: number, pdf: () => Promise<Uint8Array>) {
    return async () => {
      // Unless the same bytes were uploaded before and their first page is there already.
      if (await findPageImage(this.db, hash, 0, scale)) return undefined;
      const options = { scale, format: PAGE_FORMAT, priority: 'high' } as const;
      return this.renderer.render(await pdf(), 1, options);
    };
  }

  /**
   * Right after an upload committed: the first `pageCount` pages at the default scale. The first
   * page comes first: rendering already when `startFirstPage` began it, else a job of its own,
   * queued ahead of the document's (the same job a request for it would queue, so it is rendered
   * once). The job is queued in either case, so that the page is rendered even if this process
   * stops first.
   */
  async requestDocument(hash: string, pageCount: number, scale: number): Promise<void> {
    if (pageCount < 1) return;
    const first = { hash, page: 0, scale };
    const started = this.firstPages.get(pageKey(first));
    if (started) {
      this.firstPages.delete(pageKey(first));
      // Stored in the background; a failure leaves the queued job to render the page again.
      this.track(first, this.store(first, started)).catch(() => {});
    }
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
    // A new upload's first page has a thread of its own, but on few cores it would still share
    // them with this page: background pages start only when no first page is rendering.
    await Promise.allSettled(this.urgent);
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

  private async renderOne(payload: PagePayload): Promise<void> {
    // Rendering here already (a new upload's first page, a waiting request): wait for it instead
    // of rendering twice.
    await this.inFlight.get(pageKey(payload))?.catch(() => {});
    await this.track(payload, this.renderFromBlob(payload));
  }

  /** Renders a page from the stored document and stores it, unless it is there already. */
  private async renderFromBlob(payload: PagePayload, priority?: 'high'): Promise<void> {
    const { hash, page, scale } = payload;
    if (await findPageImage(this.db, hash, page, scale)) return;
    if (!(await this.blobs.has(hash))) return;
    const pdf = await blobBytes(this.blobs, hash);
    const image = this.renderer.render(pdf, page + 1, { scale, format: PAGE_FORMAT, priority });
    await this.store(payload, image);
  }

  private track(payload: PagePayload, work: Promise<void>): Promise<void> {
    const key = pageKey(payload);
    this.inFlight.set(key, work);
    const done = () => {
      if (this.inFlight.get(key) === work) this.inFlight.delete(key);
    };
    work.then(done, done);
    return work;
  }

  /**
   * Stores a rendered page image with its row; a failure that rendering again would only repeat
   * is stored in the row instead.
   */
  private async store(
    { hash, page, scale }: PagePayload,
    rendering: Promise<RenderedPage | undefined>,
  ): Promise<void> {
    try {
      const image = await rendering;
      if (!image) return;
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

/**
 * A stored document's bytes for the renderer: a plain view of the store's buffer, not a copy, which
 * would hold the document twice while it renders.
 */
export async function blobBytes(blobs: BlobStore, hash: string): Promise<Uint8Array> {
  const bytes = await blobs.get(hash);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
