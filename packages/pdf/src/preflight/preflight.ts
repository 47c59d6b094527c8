import { PDFDict, PDFName } from '@cantoo/pdf-lib';
import { isFilledSignature, signatureFields } from '../validate/signature-fields.ts';
import { docMdpPermission } from './certification.ts';
import { encryptedFileError } from './encryption.ts';
import { type PageSize, walkPageTree } from './page-tree.ts';
import { PreflightError } from './preflight-error.ts';
import { loadByScanning, repair } from './repair.ts';
import { checkStreamBudget, type StreamLimits } from './stream-budget.ts';
import { readStrictStructure, type StrictStructure } from './strict-structure.ts';
import { checkSyntaxLimits } from './syntax-limits.ts';

export interface PreflightResult {
  /** The bytes to sign: the input itself, or its one-time normalised rewrite. */
  pdf: Uint8Array;
  /** True when the input was damaged and has been rewritten. */
  normalized: boolean;
  pageCount: number;
  pages: PageSize[];
}

export interface PreflightOptions {
  /** Refuse documents with more pages than this (default 10 000). */
  maxPages?: number;
  /** Refuse documents whose streams decode past these limits (default 256 MB one, 2 GB all). */
  streamLimits?: StreamLimits;
}

const HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

function hasPdfHeader(bytes: Uint8Array): boolean {
  // ISO 32000-1 §7.5.2; readers accept the header within the first 1024 bytes (Annex H).
  const limit = Math.min(bytes.length - HEADER.length, 1024);
  for (let i = 0; i <= limit; i++) {
    if (HEADER.every((b, k) => bytes[i + k] === b)) return true;
  }
  return false;
}

function containsToken(bytes: Uint8Array, token: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).includes(token, 0, 'latin1');
}

function describe(error: unknown): string {
  if (error instanceof RangeError) return 'objects are nested too deeply to read';
  return error instanceof Error ? error.message : String(error);
}

function checkCertification(structure: Pick<StrictStructure, 'catalog' | 'resolve'>) {
  if (docMdpPermission(structure.catalog, structure.resolve) === 1) {
    throw new PreflightError(
      'PDF_CERTIFIED_NO_CHANGES',
      'The PDF is certified with DocMDP permission 1, which forbids any change, a new signature included',
    );
  }
}

function pagesOf(structure: StrictStructure, maxPages: number): PageSize[] {
  const root = structure.resolve(structure.catalog.get(PDFName.of('Pages')));
  if (!(root instanceof PDFDict)) throw new Error('the catalog has no page tree');
  return walkPageTree(root, structure.resolve, maxPages);
}

/**
 * Decides whether a document can be signed and hands back the bytes to sign (issue §2
 * "Preflight"). A sound file is returned untouched. A damaged one is normalised once, here,
 * before its first signature; a damaged file that already carries signatures is refused, since
 * rewriting it would break them.
 */
export async function preflight(
  pdf: Uint8Array,
  options: PreflightOptions = {},
): Promise<PreflightResult> {
  const maxPages = options.maxPages ?? 10_000;
  if (!(pdf instanceof Uint8Array) || !hasPdfHeader(pdf)) {
    throw new PreflightError('PDF_NOT_PDF', 'The file is not a PDF (no %PDF- header)');
  }
  // Before any reader decodes a stream: every stream, through every filter of its chain, bounded.
  await checkStreamBudget(pdf, options.streamLimits);
  checkSyntaxLimits(pdf);
  let fault = '';
  try {
    const structure = readStrictStructure(pdf);
    if (structure.reader.trailer.has(PDFName.of('Encrypt'))) throw await encryptedFileError(pdf);
    checkCertification(structure);
    const pages = pagesOf(structure, maxPages);
    return { pdf, normalized: false, pageCount: pages.length, pages };
  } catch (error) {
    if (error instanceof PreflightError) throw error;
    fault = describe(error);
  }
  try {
    return await recoverDamaged(pdf, fault, maxPages);
  } catch (error) {
    if (error instanceof PreflightError) throw error;
    // A file too broken for the recovery itself is damaged beyond repair, not a crash.
    throw new PreflightError(
      'PDF_DAMAGED',
      `The PDF is damaged beyond repair: ${fault}; recovery failed (${describe(error)})`,
    );
  }
}

async function recoverDamaged(
  pdf: Uint8Array,
  fault: string,
  maxPages: number,
): Promise<PreflightResult> {
  const document = await loadByScanning(pdf, fault);
  if (document.isEncrypted) throw await encryptedFileError(pdf);
  const resolve = (object: Parameters<typeof document.context.lookup>[0]) =>
    document.context.lookup(object);
  const catalog = document.catalog;
  const signed =
    signatureFields(catalog, resolve).some((field) => isFilledSignature(field.value, resolve)) ||
    containsToken(pdf, '/ByteRange');
  if (signed) {
    throw new PreflightError(
      'PDF_DAMAGED',
      `The PDF is damaged (${fault}) and carries signatures that a repair would invalidate`,
    );
  }
  checkCertification({ catalog, resolve });
  const repaired = await repair(document, maxPages, fault);
  return {
    pdf: repaired.bytes,
    normalized: true,
    pageCount: repaired.pages.length,
    pages: repaired.pages,
  };
}
