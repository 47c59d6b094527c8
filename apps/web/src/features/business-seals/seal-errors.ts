import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error.ts';

/** The API error codes the seal screens can meet, each with its text in the `seals` namespace. */
const ERROR_KEYS: Record<string, string> = {
  SEAL_IMAGE_TYPE: 'errors.SEAL_IMAGE_TYPE',
  SEAL_IMAGE_TOO_LARGE: 'errors.SEAL_IMAGE_TOO_LARGE',
  SEAL_IMAGE_INVALID: 'errors.SEAL_IMAGE_INVALID',
  SEAL_MEMBER_NOT_IN_BUSINESS: 'errors.SEAL_MEMBER_NOT_IN_BUSINESS',
  SEAL_NAME_TAKEN: 'errors.SEAL_NAME_TAKEN',
  SEAL_NOT_FOUND: 'errors.SEAL_NOT_FOUND',
  BUSINESS_DELETION_PENDING: 'errors.BUSINESS_DELETION_PENDING',
  VALIDATION_FAILED: 'errors.VALIDATION_FAILED',
  FORBIDDEN: 'errors.FORBIDDEN',
  RATE_LIMITED: 'errors.RATE_LIMITED',
  NETWORK: 'errors.NETWORK',
};

/** A readable text for a failed seal call (a `seals` translation); unknown codes get a generic one. */
export function sealErrorText(t: TFunction, error: unknown): string {
  const key = isApiError(error) ? ERROR_KEYS[error.code] : undefined;
  return t(key ?? 'errors.UNKNOWN');
}

export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}
