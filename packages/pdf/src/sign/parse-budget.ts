/** Why the engine's own reader gave up on a file's structure (each code names one reason). */
export type PdfSyntaxErrorCode =
  /** A cross-reference section cannot be what it claims (field widths, /Index, /Size). */
  | 'XREF_INVALID'
  /** An object stream's /N or /First cannot be what it claims. */
  | 'OBJECT_STREAM_INVALID'
  /** The parse took more steps than any real file needs: it was built to keep a reader busy. */
  | 'PARSE_BUDGET_EXCEEDED'
  /** A stream decodes past the limit for one stream (a decompression bomb). */
  | 'STREAM_TOO_LARGE';

export class PdfSyntaxError extends Error {
  override readonly name = 'PdfSyntaxError';
  constructor(
    readonly code: PdfSyntaxErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Steps one parse may take: cross-reference entries read, objects looked up, object-stream
 * entries indexed. The largest file of the test corpus (206 pages) takes under 100 000; a file
 * that claims millions of entries in a few bytes is stopped here instead of looping.
 */
export const DEFAULT_PARSE_STEPS = 5_000_000;

/** Counts the steps of one parse and stops it past its limit. */
export class ParseBudget {
  private used = 0;
  constructor(readonly limit = DEFAULT_PARSE_STEPS) {}

  spend(steps = 1): void {
    this.used += steps;
    if (this.used > this.limit) {
      throw new PdfSyntaxError(
        'PARSE_BUDGET_EXCEEDED',
        `Reading the PDF took more than ${this.limit} steps; its structure is built to exhaust a reader`,
      );
    }
  }

  get spent(): number {
    return this.used;
  }
}
