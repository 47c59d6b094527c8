import { PDFDict, type PDFDocument } from '@cantoo/pdf-lib';
import { loadFullParse } from '../sign/full-parse.ts';
import { type PageSize, type Resolver, walkPageTree } from './page-tree.ts';
import { PreflightError } from './preflight-error.ts';

function damaged(reason: string): PreflightError {
  return new PreflightError('PDF_DAMAGED', `The PDF is damaged beyond repair: ${reason}`);
}

function describe(error: unknown): string {
  if (error instanceof RangeError) return 'objects are nested too deeply to read';
  return error instanceof Error ? error.message : String(error);
}

/**
 * A file cut off inside an object: pdf-lib's scan crawls an unfinished tail byte by byte, retrying
 * an object header at each (seconds for a few kilobytes). What a recovery can use are the
 * complete objects before it, so the scan stops after the last `endobj` (or reads nothing when
 * there is none) when nothing of the file's end (xref, trailer, startxref) follows it.
 */
export function completeObjects(bytes: Uint8Array): Uint8Array {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const last = buffer.lastIndexOf('endobj', buffer.length, 'latin1');
  const tail = buffer.subarray(Math.max(0, last));
  if (['xref', 'trailer', 'startxref'].some((word) => tail.includes(word, 0, 'latin1'))) {
    return bytes;
  }
  // Not one complete object: nothing to recover.
  return bytes.subarray(0, last < 0 ? 0 : last + 6);
}

/** Parses every object in file order, ignoring the cross-reference data (as qpdf's recovery does). */
export async function loadByScanning(bytes: Uint8Array, fault: string): Promise<PDFDocument> {
  try {
    return await loadFullParse(completeObjects(bytes), {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch {
    throw damaged(`${fault}, and no document could be recovered from its objects`);
  }
}

/**
 * Rebuilds a file whose cross-reference data does not hold up: all objects are re-read by
 * scanning and written out once as a fresh file with a correct cross-reference table.
 */
export async function repair(document: PDFDocument, maxPages: number, fault: string) {
  const resolve: Resolver = (object) => document.context.lookup(object);
  const catalog = document.catalog;
  if (!(catalog instanceof PDFDict)) throw damaged('no document catalog found');
  let pages: PageSize[];
  try {
    pages = walkPageTree(catalog.Pages(), resolve, maxPages);
  } catch (error) {
    if (error instanceof PreflightError) {
      throw error.code === 'PDF_DAMAGED' ? damaged(error.message.replace(/^The /, 'the ')) : error;
    }
    throw damaged(`${fault}; its page tree cannot be recovered (${describe(error)})`);
  }
  let repaired: Uint8Array;
  try {
    repaired = await document.save({
      useObjectStreams: false,
      addDefaultPage: false,
      updateFieldAppearances: false,
    });
  } catch (error) {
    throw damaged(describe(error));
  }
  return { bytes: repaired, pages };
}
