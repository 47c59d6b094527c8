import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error.ts';

/** The API error codes the seal screens can meet, each with its text in the `seals` namespace. */
const CODES = [
  'SEAL_IMAGE_TYPE',
  'SEAL_IMAGE_TOO_LARGE',
  'SEAL_IMAGE_INVALID',
  'SEAL_MEMBER_NOT_IN_BUSINESS',
  'SEAL_NAME_TAKEN',
  'SEAL_NOT_FOUND',
  'BUSINESS_DELETION_PENDING',
  'VALIDATION_FAILED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'NETWORK',
];

/** A readable text for a failed seal call; unknown codes get a generic one. */
export function sealErrorText(t: TFunction, error: unknown): string {
  const code = isApiError(error) ? error.code : undefined;
  return t(code && CODES.includes(code) ? `seals:errors.${code}` : 'seals:errors.UNKNOWN');
}

export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}
