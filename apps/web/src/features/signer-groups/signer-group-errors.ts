import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error.ts';

/** The API error codes these screens can meet, each with its text (namespace `groups`). */
const KNOWN = new Set([
  'SIGNER_GROUP_LIMIT',
  'SIGNER_GROUP_PARTICIPANT_LIMIT',
  'SIGNER_GROUP_NOT_MEMBER',
  'BUSINESS_DELETION_PENDING',
  'VALIDATION_FAILED',
  'FORBIDDEN',
  'NOT_FOUND',
  'SIGNERS_LOCKED',
  'RATE_LIMITED',
  'NETWORK',
]);

/** A readable text for a failed signer group call; unknown codes get a generic one. */
export function groupErrorText(t: TFunction<'groups'>, error: unknown): string {
  const code = isApiError(error) && KNOWN.has(error.code) ? error.code : 'UNKNOWN';
  return t(`errors.${code}`);
}
