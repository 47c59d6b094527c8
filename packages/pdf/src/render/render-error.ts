/** Why a page could not be rendered. */
export type RenderErrorCode =
  /** The PDF needs a password to open. */
  | 'PDF_ENCRYPTED'
  /** The PDF cannot be read. */
  | 'PDF_DAMAGED'
  /** The page number is not a page of the document. */
  | 'PAGE_OUT_OF_RANGE'
  /** An option is out of range (the message names it). */
  | 'INVALID_OPTION'
  /** Rendering did not finish within the time limit; the worker was replaced. */
  | 'RENDER_TIMEOUT'
  /** The renderer failed for another reason (the message says which). */
  | 'RENDER_FAILED'
  /** The renderer has been closed. */
  | 'RENDERER_CLOSED';

export class RenderError extends Error {
  override readonly name = 'RenderError';
  constructor(
    readonly code: RenderErrorCode,
    message: string,
  ) {
    super(message);
  }
}
