import { isApiError } from '../../lib/api/api-error.ts';

/** Catalog keys (namespace `visual`) for what saving a visual signature can meet. */
const KEYS: Record<string, string> = {
  SIGNATURE_IMAGE_TYPE: 'errors.image_type',
  SIGNATURE_IMAGE_TOO_LARGE: 'errors.image_too_large',
  SIGNATURE_IMAGE_INVALID: 'errors.image_invalid',
  VISUAL_SIGNATURE_LIMIT: 'errors.limit',
  VALIDATION_FAILED: 'errors.validation',
  NOT_FOUND: 'errors.not_found',
};

export function imageErrorKey(error: unknown): string {
  return (isApiError(error) && KEYS[error.code]) || 'errors.unknown';
}
