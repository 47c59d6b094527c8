import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { RenderError } from './render-error.ts';
import type { DocumentInfo } from './render-types.ts';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

// pdf.js runs its parser in-thread on Node ("fake worker"); handing it the worker module up front
// spares a dynamic import per document. This file is loaded only inside render workers.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(
  'pdfjs-dist/legacy/build/pdf.worker.mjs'
);
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

export type { PDFDocumentProxy, PDFPageProxy };

/** Opens a document with pdf.js, pointing it at its own fonts, CMaps, ICC profiles and decoders. */
export async function openDocument(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const task = pdfjs.getDocument({
    data: bytes,
    // Standard 14 fonts and CJK CMaps for files that do not embed them.
    standardFontDataUrl: join(pdfjsRoot, 'standard_fonts/'),
    cMapUrl: join(pdfjsRoot, 'cmaps/'),
    cMapPacked: true,
    // JPX (OpenJPEG) and ICC colour decoding are WebAssembly modules shipped with pdf.js.
    wasmUrl: join(pdfjsRoot, 'wasm/'),
    iccUrl: join(pdfjsRoot, 'iccs/'),
    // Documents come from users: never let a PDF's font programs reach eval.
    isEvalSupported: false,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') {
      throw new RenderError('PDF_ENCRYPTED', 'The PDF is protected by a password');
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new RenderError('PDF_DAMAGED', `The PDF cannot be read: ${reason}`);
  }
}

/** Page sizes as displayed: pdf.js clips the CropBox to the MediaBox and applies /Rotate. */
export async function documentInfo(document: PDFDocumentProxy): Promise<DocumentInfo> {
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number).catch((error: Error) => {
      throw new RenderError('PDF_DAMAGED', `Page ${number} cannot be read: ${error.message}`);
    });
    const viewport = page.getViewport({ scale: 1 });
    pages.push({ width: viewport.width, height: viewport.height, rotation: page.rotate });
    page.cleanup();
  }
  return { pageCount: document.numPages, pages };
}
