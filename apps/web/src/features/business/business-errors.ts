import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error.ts';
import { apiErrorText } from '../auth/index.ts';

/** Catalog keys (namespace `business`) for the error codes of the business calls. */
const BUSINESS_ERROR_KEYS: Record<string, string> = {
  ALREADY_IN_BUSINESS: 'errors.ALREADY_IN_BUSINESS',
  LAST_ADMIN: 'errors.LAST_ADMIN',
  INVITATION_NOT_FOUND: 'errors.INVITATION_NOT_FOUND',
  INVITATION_USED: 'errors.INVITATION_USED',
  INVITATION_WITHDRAWN: 'errors.INVITATION_WITHDRAWN',
  DOMAIN_NOT_CLAIMED: 'errors.DOMAIN_NOT_CLAIMED',
  BUSINESS_DELETION_PENDING: 'errors.BUSINESS_DELETION_PENDING',
  BUSINESS_NOT_DELETING: 'errors.BUSINESS_NOT_DELETING',
  SETTING_NOT_CUSTOMISABLE: 'errors.SETTING_NOT_CUSTOMISABLE',
  BUSINESS_LOGO_TYPE: 'errors.BUSINESS_LOGO_TYPE',
  BUSINESS_LOGO_TOO_LARGE: 'errors.BUSINESS_LOGO_TOO_LARGE',
  BUSINESS_LOGO_INVALID: 'errors.BUSINESS_LOGO_INVALID',
};

/**
 * A readable text for a failed business call. `t` reads the `business` namespace first and the
 * core catalog after it (useBusinessTranslation), so the general codes keep their core texts.
 */
export function businessErrorText(t: TFunction, error: unknown): string {
  const key = isApiError(error) ? BUSINESS_ERROR_KEYS[error.code] : undefined;
  return key ? t(key) : apiErrorText(t, error);
}

/** The error code of a failed call, when it is one of the API's. */
export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}
