/** Why a signing operation refused a document or its options. */
export type SignErrorCode =
  /** The file carries an /Encrypt dictionary; it must be decrypted by preflight first. */
  | 'ENCRYPTED'
  /** The named signature field already holds a signature. */
  | 'FIELD_ALREADY_SIGNED'
  /** The named field exists but is not a signature field. */
  | 'FIELD_NOT_SIGNATURE'
  /** The appearance names a page the document does not have. */
  | 'PAGE_OUT_OF_RANGE'
  /** An option is missing or out of range (the message names it). */
  | 'INVALID_OPTION'
  /** The CMS (with chain, timestamp or revocation data) does not fit the reserved space. */
  | 'SIGNATURE_TOO_LARGE'
  /** The document cannot be read well enough to append to it. */
  | 'UNREADABLE_PDF';

export class SignError extends Error {
  override readonly name = 'SignError';
  constructor(
    readonly code: SignErrorCode,
    message: string,
  ) {
    super(message);
  }
}
