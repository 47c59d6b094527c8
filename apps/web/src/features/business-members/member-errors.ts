import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error.ts';

/** Catalog keys (namespace `members`) of the API error codes these screens can meet (§7, §8). */
const ERROR_KEYS: Record<string, string> = {
  LAST_ADMIN: 'errors.LAST_ADMIN',
  ALREADY_IN_BUSINESS: 'errors.ALREADY_IN_BUSINESS',
  INVITATION_NOT_FOUND: 'errors.INVITATION_GONE',
  INVITATION_USED: 'errors.INVITATION_USED',
  INVITATION_WITHDRAWN: 'errors.INVITATION_GONE',
  DOMAIN_NOT_OWNED: 'errors.DOMAIN_NOT_OWNED',
  DOMAIN_TAKEN: 'errors.DOMAIN_TAKEN',
  DOMAIN_NOT_CLAIMED: 'errors.DOMAIN_NOT_CLAIMED',
  BUSINESS_DELETION_PENDING: 'errors.BUSINESS_DELETION_PENDING',
  VALIDATION_FAILED: 'errors.VALIDATION_FAILED',
  FORBIDDEN: 'errors.FORBIDDEN',
  NOT_FOUND: 'errors.NOT_FOUND',
  RATE_LIMITED: 'errors.RATE_LIMITED',
  NETWORK: 'errors.NETWORK',
};

/** A readable text for a failed member, invitation or domain call; unknown codes get a generic one. */
export function memberErrorText(t: TFunction<'members'>, error: unknown): string {
  const key = isApiError(error) ? ERROR_KEYS[error.code] : undefined;
  return t(key ?? 'errors.UNKNOWN');
}

/** The API error's code, or undefined for anything else (a network failure has 'NETWORK'). */
export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}
