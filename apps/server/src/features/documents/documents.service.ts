import { Readable } from 'node:stream';
import {
  AppError,
  type DocumentMetadata,
  PAGE_SCALES,
  type StatusOverall,
  snapPageScale,
} from '@signet/contract';
import type { Database } from '../../db/database.ts';
import type { DocumentRow, StoredPageSize } from '../../db/tables/signature-requests.tables.ts';
import { forbidden } from '../../http/access-errors.ts';
import type { AccountThrottle } from '../../http/account-throttle.ts';
import type { Actor } from '../../http/actor.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import { appendEvent } from '../events/index.ts';
import {
  assertDraft,
  documentHashes,
  findOwnerEmail,
  loadVisible,
  loadVisibleDocument,
  updateRequest,
} from '../request-core/index.ts';
import { collectBlobs } from './blob-collector.ts';
import { deleteDocument } from './documents.repository.ts';
import { findPageImage } from './page-images.repository.ts';
import type { PageRenderJobs } from './page-render.jobs.ts';
import { uniqueNames, zipStream } from './zip-writer.ts';

/** A page bitmap above this many pixels is refused before rendering (memory of a render worker). */
export const MAX_PAGE_PIXELS = 40_000_000;

export type PageAnswer =
  | { kind: 'image'; bytes: Buffer; etag: string; contentType: string; scale: number }
  | { kind: 'rendering' };

/** §7 "Documents": metadata, download, page images and deletion. */
export class DocumentsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly blobs: BlobStore,
    private readonly pages: PageRenderJobs,
    /** Per-account budgets of ZIP downloads and page images (ADR 0139); none in unit set-ups. */
    private readonly throttle?: AccountThrottle,
  ) {}

  async metadata(actor: Actor, id: string): Promise<DocumentMetadata> {
    const { document, visible } = await loadVisibleDocument(this.db, actor, id);
    const owner = visible.aggregate.request.owner_id;
    const ownerEmail = owner ? await findOwnerEmail(this.db, owner) : undefined;
    const pages = document.pages as unknown as StoredPageSize[];
    return {
      id: document.id,
      title: document.title,
      content_type: 'application/pdf',
      size: document.size,
      page_count: document.page_count,
      page_width: Math.round(pages[0]?.width ?? 0),
      page_height: Math.round(pages[0]?.height ?? 0),
      pages,
      signature_request_id: document.request_id,
      version_id: document.current_hash,
      normalized: document.normalized,
      owner: ownerEmail ?? null,
      created_at: new Date(document.created_at).toISOString(),
      updated_at: new Date(document.updated_at).toISOString(),
    };
  }

  async download(actor: Actor, id: string, signed: boolean) {
    const { document } = await loadVisibleDocument(this.db, actor, id);
    const bytes = await this.blobs.get(signed ? document.current_hash : document.original_hash);
    return { bytes, disposition: contentDisposition('attachment', document.title, 'pdf') };
  }

  async zip(actor: Actor, requestId: string, signed: boolean) {
    await this.throttle?.admit('zip', actor.userId);
    const { aggregate } = await loadVisible(this.db, actor, requestId);
    if (aggregate.request.documents_deleted_at) {
      throw new AppError('DOCUMENTS_DELETED', 'The documents of this request were deleted');
    }
    const names = uniqueNames(aggregate.documents.map((d) => pdfName(d.title)));
    const entries = aggregate.documents.map((document, index) => ({
      name: names[index]!,
      modified: new Date(document.updated_at),
      load: () => this.blobs.get(signed ? document.current_hash : document.original_hash),
    }));
    // The first entry is loaded now, so a missing blob is an error answer, not a cut archive.
    const chunks = zipStream(entries);
    const first = await chunks.next();
    return {
      stream: Readable.from(prepend(first, chunks)),
      disposition: contentDisposition('attachment', aggregate.request.title, 'zip'),
    };
  }

  /** A page image; the scale is snapped up to one of PAGE_SCALES (ADR 0138). */
  async page(actor: Actor, id: string, page: number, asked: number): Promise<PageAnswer> {
    const scale = snapPageScale(asked);
    await this.throttle?.admit('pageImage', actor.userId);
    const { document } = await loadVisibleDocument(this.db, actor, id);
    const size = (document.pages as unknown as StoredPageSize[])[page];
    if (!size)
      throw new AppError(
        'NOT_FOUND',
        `The document has no page ${page} (pages are 0 to ${document.page_count - 1})`,
      );
    const pixelsAt = (at: number) => ((size.width * at) / 100) * ((size.height * at) / 100);
    if (pixelsAt(scale) > MAX_PAGE_PIXELS) {
      const largest = [...PAGE_SCALES].reverse().find((at) => pixelsAt(at) <= MAX_PAGE_PIXELS);
      throw new AppError('VALIDATION_FAILED', 'query.scale is too large for this page', {
        fields: [
          {
            field: 'query.scale',
            message: largest
              ? `At most ${largest} for this page`
              : 'This page is too large to render',
          },
        ],
      });
    }
    const hash = document.current_hash;
    const stored = await this.storedPage(hash, page, scale);
    if (stored) return stored;
    // Not rendered yet: rendered now while the caller waits a little, else 503 and Retry-After.
    if (await this.pages.waitForPage(hash, page, scale)) {
      const rendered = await this.storedPage(hash, page, scale);
      if (rendered) return rendered;
    }
    return { kind: 'rendering' };
  }

  /** The stored image of a page at a scale; undefined while it is not rendered. */
  private async storedPage(
    hash: string,
    page: number,
    scale: number,
  ): Promise<PageAnswer | undefined> {
    const image = await findPageImage(this.db, hash, page, scale);
    if (image?.error)
      throw new AppError('PAGE_RENDER_FAILED', `Page ${page} could not be rendered`);
    if (!image?.image_hash) return undefined;
    return {
      kind: 'image',
      bytes: await this.blobs.get(image.image_hash),
      etag: `"${image.image_hash}"`,
      scale,
      contentType: image.content_type ?? 'application/octet-stream',
    };
  }

  /**
   * The owner removes a document from a DRAFT, or erases the content of a request that ended
   * (§2 "delete documents"); an OPEN request keeps its documents.
   */
  async delete(actor: Actor, id: string, fromRequest?: string): Promise<void> {
    const hashes = await this.db.transaction().execute(async (tx) => {
      const { document, visible } = await loadVisibleDocument(tx, actor, id, { lock: true });
      if (fromRequest !== undefined && document.request_id !== fromRequest) {
        throw new AppError('NOT_FOUND', 'No such document');
      }
      if (!visible.roles.includes('owner')) throw forbidden('Only the owner can delete documents');
      const status = visible.aggregate.request.status_overall as StatusOverall;
      // Removing a document from a request is a DRAFT edit; erasing one is for ended requests.
      if (status === 'OPEN' || fromRequest !== undefined) assertDraft(status);
      const now = this.clock();
      await deleteDocument(tx, id);
      const remaining = visible.aggregate.documents.filter((d) => d.id !== id);
      if (status !== 'DRAFT' && remaining.length === 0) {
        await updateRequest(tx, visible.aggregate.request.id, { documents_deleted_at: now });
      }
      await updateRequest(tx, visible.aggregate.request.id, { updated_at: now });
      await appendEvent(tx, {
        requestId: visible.aggregate.request.id,
        action: 'document_removed',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes({ documents: remaining }),
        at: now,
        data: { document_id: id, sha256: document.current_hash },
      });
      return blobsOf([document]);
    });
    await collectBlobs(this.db, this.blobs, hashes, this.clock());
  }
}

export function blobsOf(documents: readonly Pick<DocumentRow, 'current_hash' | 'original_hash'>[]) {
  return [...new Set(documents.flatMap((d) => [d.current_hash, d.original_hash]))];
}

async function* prepend<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

function pdfName(title: string): string {
  const safe =
    [...title]
      .map((char) => (char.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(char) ? '_' : char))
      .join('')
      .slice(0, 150) || 'document';
  return /\.pdf$/i.test(safe) ? safe : `${safe}.pdf`;
}
