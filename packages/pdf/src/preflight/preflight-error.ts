/** Why preflight refused a document (issue "Preflight"; each code names one reason). */
export type PreflightErrorCode =
  /** The bytes are not a PDF at all (no `%PDF-` header). */
  | 'PDF_NOT_PDF'
  /** The file is encrypted: it needs a password, or it would need its new revision encrypted. */
  | 'PDF_ENCRYPTED'
  /** A certification signature with DocMDP P=1 forbids any change, a new signature included. */
  | 'PDF_CERTIFIED_NO_CHANGES'
  /** The structure is broken beyond repair, or repairing it would break signatures it carries. */
  | 'PDF_DAMAGED'
  /** More pages than the configured limit. */
  | 'PDF_TOO_MANY_PAGES'
  /** A stream, or all of them together, decodes past the limits (a decompression bomb). */
  | 'PDF_INFLATES_TOO_LARGE';

export class PreflightError extends Error {
  override readonly name = 'PreflightError';
  constructor(
    readonly code: PreflightErrorCode,
    message: string,
  ) {
    super(message);
  }
}
