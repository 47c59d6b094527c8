import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api/api-error.ts';

const NAMESPACES = ['api', 'translation'];

/** The API-account texts, with the core catalog behind them. */
export function useApiTranslation() {
  return useTranslation(NAMESPACES, { nsMode: 'fallback' });
}

/** The error codes these screens can meet, each with its text in the `api` namespace. */
const ERROR_KEYS: Record<string, string> = {
  API_ACCOUNT_NOT_FOUND: 'errors.API_ACCOUNT_NOT_FOUND',
  API_ACCOUNT_LIMIT: 'errors.API_ACCOUNT_LIMIT',
  API_SEAL_NOT_IN_BUSINESS: 'errors.API_SEAL_NOT_IN_BUSINESS',
  BUSINESS_DELETION_PENDING: 'errors.BUSINESS_DELETION_PENDING',
  VALIDATION_FAILED: 'errors.VALIDATION_FAILED',
  FORBIDDEN: 'errors.FORBIDDEN',
  RATE_LIMITED: 'errors.RATE_LIMITED',
  NETWORK: 'errors.NETWORK',
};

export function apiErrorText(t: TFunction, error: unknown): string {
  const key = isApiError(error) ? ERROR_KEYS[error.code] : undefined;
  return t(key ?? 'errors.UNKNOWN');
}
