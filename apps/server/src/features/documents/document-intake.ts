import { AppError, type ErrorCode } from '@signet/contract';
import {
  DEFAULT_STREAM_LIMITS,
  PreflightError,
  type PreflightErrorCode,
  type PreflightResult,
  type Renderer,
} from '@signet/pdf';
import type { StoredPageSize } from '../../db/tables/signature-requests.tables.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import { sha256Hex } from '../../providers/blobs/file-blob-store.ts';

export interface UploadLimits {
  maxUploadBytes: number;
  maxPages: number;
}

/** A document accepted and stored: its blob, what preflight measured, and what was uploaded. */
export interface AcceptedDocument {
  hash: string;
  size: number;
  pageCount: number;
  pages: StoredPageSize[];
  normalized: boolean;
  uploadedSha256: string;
}

/** ISO 32000-1 Annex C: user space is at most 14 400 units a side; larger pages are built to exhaust. */
export const MAX_PAGE_SIDE = 14_400;

const PREFLIGHT_CODES: Record<PreflightErrorCode, ErrorCode> = {
  PDF_NOT_PDF: 'DOCUMENT_NOT_PDF',
  PDF_ENCRYPTED: 'DOCUMENT_ENCRYPTED',
  PDF_CERTIFIED_NO_CHANGES: 'DOCUMENT_CERTIFIED',
  PDF_DAMAGED: 'DOCUMENT_DAMAGED',
  PDF_TOO_MANY_PAGES: 'DOCUMENT_TOO_MANY_PAGES',
  PDF_INFLATES_TOO_LARGE: 'DOCUMENT_INFLATES_TOO_LARGE',
};

const MB = 1_048_576;

/** `%PDF-` within the first 1024 bytes (ISO 32000-1 §7.5.2, Annex H): the bytes decide, not a name. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024 + 5));
  return head.includes('%PDF-', 0, 'latin1');
}

/** Size and type checks that need no parsing; `field` names the part of the request. */
export function checkUploadBytes(bytes: Uint8Array, limits: UploadLimits, field: string): void {
  const fields = (message: string) => ({ fields: [{ field, message }] });
  if (bytes.length === 0) {
    throw new AppError('DOCUMENT_EMPTY', `${field} is empty (0 bytes)`, fields('Empty file'));
  }
  if (bytes.length > limits.maxUploadBytes) {
    throw new AppError(
      'DOCUMENT_TOO_LARGE',
      `${field} is larger than ${Math.floor(limits.maxUploadBytes / 1_048_576)} MB`,
      fields('Too large'),
    );
  }
}

/**
 * Told about each document accepted, with the bytes to sign, as they start being stored
 * (`written` settles when the blob is written).
 */
export type OnDocumentAccepted = (hash: string, pdf: Uint8Array, written: Promise<string>) => void;

/** Where an upload is checked: preflight on the render workers, never on the event loop. */
export interface DocumentChecks {
  preflight: Renderer['preflight'];
  /** Learns of the bytes to sign before they are stored (the first page starts rendering). */
  onAccepted?: OnDocumentAccepted;
}

/**
 * Accepts a PDF for signing: checks it by its bytes, preflights it on a worker thread (it refuses
 * decompression bombs before any reader decodes them; encrypted, certified or damaged files are
 * refused with their reason; repairable damage is normalised once, here), and stores the bytes to
 * sign as a content-addressed blob. `onAccepted` learns of them before they are stored (the first
 * page starts rendering meanwhile).
 */
export async function acceptDocument(
  bytes: Uint8Array,
  limits: UploadLimits,
  blobs: BlobStore,
  field: string,
  checks: DocumentChecks,
): Promise<AcceptedDocument> {
  checkUploadBytes(bytes, limits, field);
  if (!looksLikePdf(bytes)) {
    throw new AppError('DOCUMENT_NOT_PDF', `${field} is not a PDF (it has no %PDF- header)`, {
      fields: [{ field, message: 'Not a PDF' }],
    });
  }
  let result: PreflightResult;
  try {
    result = await checks.preflight(bytes, { maxPages: limits.maxPages });
  } catch (error) {
    if (error instanceof PreflightError) {
      const { perStream, total } = DEFAULT_STREAM_LIMITS;
      const reason =
        error.code === 'PDF_TOO_MANY_PAGES'
          ? `${field} has more than ${limits.maxPages} pages`
          : error.code === 'PDF_INFLATES_TOO_LARGE'
            ? `${field}: ${error.message} (${perStream / MB} MB a stream, ${total / MB} MB in all)`
            : `${field}: ${error.message}`;
      const message =
        error.code === 'PDF_INFLATES_TOO_LARGE' ? 'Streams inflate too large' : error.message;
      throw new AppError(PREFLIGHT_CODES[error.code], reason, { fields: [{ field, message }] });
    }
    // Anything else preflight trips over while reading the bytes is damage it could not name.
    throw new AppError('DOCUMENT_DAMAGED', `${field}: the PDF cannot be read`, {
      fields: [{ field, message: 'Damaged PDF' }],
      cause: error,
    });
  }
  const oversized = result.pages.findIndex(
    (page) =>
      page.width > MAX_PAGE_SIDE ||
      page.height > MAX_PAGE_SIDE ||
      page.width < 1 ||
      page.height < 1,
  );
  if (oversized >= 0) {
    throw new AppError(
      'DOCUMENT_PAGE_TOO_LARGE',
      `${field}: page ${oversized + 1} measures outside 1–${MAX_PAGE_SIDE} points a side`,
      { fields: [{ field, message: 'Page size out of range' }] },
    );
  }
  const stored = blobs.store(result.pdf);
  checks.onAccepted?.(stored.hash, result.pdf, stored.written);
  const hash = await stored.written;
  return {
    hash,
    size: result.pdf.length,
    pageCount: result.pageCount,
    pages: result.pages.map((page) => ({
      width: page.width,
      height: page.height,
      rotation: page.rotation,
    })),
    normalized: result.normalized,
    uploadedSha256: result.normalized ? sha256Hex(bytes) : hash,
  };
}
