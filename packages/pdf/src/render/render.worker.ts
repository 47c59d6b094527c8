import { parentPort, workerData } from 'node:worker_threads';
import type { Canvas } from '@napi-rs/canvas';
import { type PreflightResult, preflight } from '../preflight/preflight.ts';
import { PreflightError } from '../preflight/preflight-error.ts';
import {
  documentInfo,
  openDocument,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from './pdfjs-document.ts';
import { primerPdf } from './primer.ts';
import { RenderError } from './render-error.ts';
import { documentsToDrop, MAX_PIXELS, pixelSize, RECENT_PAGES } from './render-limits.ts';
import type { RenderedPage, RenderOptions, WorkerReply, WorkerRequest } from './render-types.ts';

const port = parentPort!;
const documents = new Map<string, Promise<PDFDocumentProxy>>();
/** The size in bytes of each document in `documents`. */
const sizes = new Map<string, number>();

const CONTENT_TYPES = { jpeg: 'image/jpeg', webp: 'image/webp', png: 'image/png' } as const;

function cachedDocument(key: string, bytes: Uint8Array | undefined) {
  let document = documents.get(key);
  if (document) {
    // Map order is the recency order: move the hit to the end, as the pool's mirror does.
    documents.delete(key);
    documents.set(key, document);
    return document;
  }
  if (!bytes) return undefined;
  document = openDocument(bytes);
  documents.set(key, document);
  sizes.set(key, bytes.length);
  document.catch(() => {
    documents.delete(key);
    sizes.delete(key);
  });
  const keys = [...documents.keys()];
  for (const oldest of keys.slice(0, documentsToDrop(keys.map((k) => sizes.get(k) ?? 0)))) {
    const evicted = documents.get(oldest)!;
    documents.delete(oldest);
    sizes.delete(oldest);
    evicted.then((d) => d.destroy()).catch(() => {});
  }
  return document;
}

async function renderPage(
  document: PDFDocumentProxy,
  number: number,
  options: Required<RenderOptions>,
): Promise<RenderedPage> {
  if (number > document.numPages) {
    throw new RenderError(
      'PAGE_OUT_OF_RANGE',
      `The PDF has ${document.numPages} pages, not ${number}`,
    );
  }
  const page = await readPage(document, number);
  try {
    const viewport = page.getViewport({ scale: options.scale / 100 });
    const { width, height } = pixelSize(viewport.width, viewport.height);
    if (width * height > MAX_PIXELS) {
      throw new RenderError(
        'INVALID_OPTION',
        `scale ${options.scale} makes page ${number} too large to render`,
      );
    }
    const factory = (document as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
    const { canvas, context } = factory.create(width, height);
    try {
      await page.render({ canvasContext: context as never, canvas: canvas as never, viewport })
        .promise;
      const encoded =
        options.format === 'png'
          ? await canvas.encode('png')
          : await canvas.encode(options.format, options.quality);
      // A copy the worker owns outright, so it can be transferred instead of cloned.
      const bytes = new Uint8Array(encoded);
      return { bytes, width, height, contentType: CONTENT_TYPES[options.format] };
    } finally {
      factory.destroy({ canvas, context });
    }
  } finally {
    keepRecent(page);
  }
}

/** pdf.js rejects broken page trees (a /Kids loop, a missing page) when a page is fetched. */
export async function readPage(document: PDFDocumentProxy, number: number): Promise<PDFPageProxy> {
  try {
    return await document.getPage(number);
  } catch (error) {
    throw new RenderError(
      'PDF_DAMAGED',
      `Page ${number} cannot be read: ${(error as Error).message}`,
    );
  }
}

/**
 * The last few rendered pages keep pdf.js's parsed content (operator lists, decoded images), so a
 * page shown again — a thumbnail, then the full view — is not parsed again; older ones are freed.
 */
const recentPages: PDFPageProxy[] = [];

function keepRecent(page: PDFPageProxy) {
  const at = recentPages.indexOf(page);
  if (at >= 0) recentPages.splice(at, 1);
  recentPages.push(page);
  while (recentPages.length > RECENT_PAGES) {
    try {
      recentPages.shift()!.cleanup();
    } catch {
      // Its document was destroyed already, which freed the page too.
    }
  }
}

interface CanvasFactory {
  create(width: number, height: number): { canvas: Canvas; context: unknown };
  destroy(entry: { canvas: Canvas; context: unknown }): void;
}

async function handle(request: WorkerRequest): Promise<WorkerReply> {
  if (request.kind === 'preflight') {
    if (!request.bytes) return { kind: 'missing', id: request.id };
    return {
      kind: 'result',
      id: request.id,
      result: await preflight(request.bytes, request.options),
    };
  }
  const document = cachedDocument(request.key, request.bytes);
  if (!document) return { kind: 'missing', id: request.id };
  const result =
    request.kind === 'info'
      ? await documentInfo(await document)
      : await renderPage(await document, request.page, request.options);
  return { kind: 'result', id: request.id, result };
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (reply) => {
      const result = reply.kind === 'result' ? reply.result : undefined;
      const transfer =
        result && 'bytes' in result
          ? [result.bytes.buffer]
          : result && 'pdf' in result
            ? [(result as PreflightResult).pdf.buffer]
            : [];
      port.postMessage(reply, transfer as ArrayBuffer[]);
    },
    (error: unknown) => {
      if (error instanceof PreflightError) {
        const { code, message } = error;
        port.postMessage({ kind: 'refused', id: request.id, code, message } satisfies WorkerReply);
        return;
      }
      const code = error instanceof RenderError ? error.code : 'RENDER_FAILED';
      const message = error instanceof Error ? error.message : String(error);
      port.postMessage({ kind: 'error', id: request.id, code, message } satisfies WorkerReply);
    },
  );
});

/** Draws the primer page once in each format, so that the first real page runs warm code. */
async function prime() {
  try {
    const document = await openDocument(primerPdf());
    try {
      for (const format of ['webp', 'jpeg'] as const) {
        await renderPage(document, 1, { scale: 100, format, quality: 85 });
      }
    } finally {
      await document.destroy();
    }
  } catch {
    // Only a head start: a thread that cannot draw the primer reports its errors on real work.
  }
}

if ((workerData as { prime?: boolean } | null)?.prime) await prime();
port.postMessage({ kind: 'ready' } satisfies WorkerReply);
