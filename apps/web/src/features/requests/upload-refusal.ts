import { isApiError } from '../../lib/api/api-error.ts';

/**
 * The catalog key (namespace `requests`) that names why an upload was refused, from the API's
 * error code (packages/contract/src/errors.ts). A proxy that cuts a large body answers a bare 413.
 */
const REFUSAL_KEYS: Record<string, string> = {
  DOCUMENT_NOT_PDF: 'upload.refused.not_pdf',
  UNSUPPORTED_MEDIA_TYPE: 'upload.refused.not_pdf',
  DOCUMENT_EMPTY: 'upload.refused.empty',
  DOCUMENT_TOO_LARGE: 'upload.refused.too_large',
  BODY_TOO_LARGE: 'upload.refused.too_large',
  HTTP_413: 'upload.refused.too_large',
  DOCUMENT_TOO_MANY_PAGES: 'upload.refused.too_many_pages',
  DOCUMENT_PAGE_TOO_LARGE: 'upload.refused.page_too_large',
  DOCUMENT_ENCRYPTED: 'upload.refused.encrypted',
  DOCUMENT_DAMAGED: 'upload.refused.damaged',
  DOCUMENT_INFLATES_TOO_LARGE: 'upload.refused.inflates_too_large',
  DOCUMENT_CERTIFIED: 'upload.refused.certified',
  NETWORK: 'upload.refused.network',
  RATE_LIMITED: 'upload.refused.rate_limited',
};

export function uploadRefusalKey(error: unknown): string {
  const code = isApiError(error) ? error.code : undefined;
  return (code && REFUSAL_KEYS[code]) ?? 'upload.refused.unknown';
}

/**
 * Which of the uploaded files a refusal is about: the server names the field as
 * `body.<field>[<index>]`. Undefined when it names none (then the refusal is the whole upload's).
 */
export function refusedFileIndex(error: unknown): number | undefined {
  if (!isApiError(error)) return undefined;
  for (const { field } of error.fields) {
    const match = /\[(\d+)\]$/.exec(field);
    if (match) return Number(match[1]);
  }
  return undefined;
}
