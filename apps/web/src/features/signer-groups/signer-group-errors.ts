import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error.ts';

/** Catalog keys (namespace `groups`) of the API error codes these screens can meet. */
const ERROR_KEYS: Record<string, string> = {
  SIGNER_GROUP_LIMIT: 'errors.SIGNER_GROUP_LIMIT',
  SIGNER_GROUP_PARTICIPANT_LIMIT: 'errors.SIGNER_GROUP_PARTICIPANT_LIMIT',
  SIGNER_GROUP_NOT_MEMBER: 'errors.SIGNER_GROUP_NOT_MEMBER',
  BUSINESS_DELETION_PENDING: 'errors.BUSINESS_DELETION_PENDING',
  VALIDATION_FAILED: 'errors.VALIDATION_FAILED',
  FORBIDDEN: 'errors.FORBIDDEN',
  NOT_FOUND: 'errors.NOT_FOUND',
  SIGNERS_LOCKED: 'errors.SIGNERS_LOCKED',
  RATE_LIMITED: 'errors.RATE_LIMITED',
  NETWORK: 'errors.NETWORK',
};

/** A readable text for a failed signer group call; unknown codes get a generic one. */
export function groupErrorText(t: TFunction<'groups'>, error: unknown): string {
  const key = isApiError(error) ? ERROR_KEYS[error.code] : undefined;
  return t(key ?? 'errors.UNKNOWN');
}
