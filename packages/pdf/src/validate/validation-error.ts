/** Why a file could not be validated at all (per-signature findings go into the report instead). */
export type ValidationErrorCode =
  /** The bytes are not a PDF. */
  | 'PDF_NOT_PDF'
  /** The PDF cannot be read well enough to find its signatures. */
  | 'PDF_DAMAGED';

export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  constructor(
    readonly code: ValidationErrorCode,
    message: string,
  ) {
    super(message);
  }
}
