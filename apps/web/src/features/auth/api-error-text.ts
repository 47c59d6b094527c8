import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error.ts';

/** Catalog keys for the API error codes a form can meet (conventions: `errors.<CODE>`). */
const ERROR_KEYS: Record<string, string> = {
  INVALID_CREDENTIALS: 'errors.INVALID_CREDENTIALS',
  ACCOUNT_LOCKED: 'errors.ACCOUNT_LOCKED',
  RATE_LIMITED: 'errors.RATE_LIMITED',
  VALIDATION_FAILED: 'errors.VALIDATION_FAILED',
  NOT_FOUND: 'errors.NOT_FOUND',
  FORBIDDEN: 'errors.FORBIDDEN',
  TOKEN_INVALID: 'errors.TOKEN_INVALID',
  TOKEN_EXPIRED: 'errors.TOKEN_INVALID',
  TOKEN_USED: 'errors.TOKEN_INVALID',
  PASSWORD_TOO_SHORT: 'password.errors.too_short',
  PASSWORD_TOO_COMMON: 'password.errors.too_common',
  PASSWORD_CONTAINS_EMAIL: 'password.errors.contains_email',
  EMAIL_TAKEN: 'errors.EMAIL_TAKEN',
  WRONG_PASSWORD: 'errors.WRONG_PASSWORD',
  NETWORK: 'errors.NETWORK',
};

export function apiErrorText(t: TFunction, error: unknown): string {
  const key = isApiError(error) ? ERROR_KEYS[error.code] : undefined;
  return t(key ?? 'errors.UNKNOWN');
}

/** The contract's PasswordProblem codes (§7 check-password). */
const PASSWORD_KEYS: Record<string, string> = {
  PASSWORD_TOO_SHORT: 'password.errors.too_short',
  PASSWORD_TOO_COMMON: 'password.errors.too_common',
  PASSWORD_CONTAINS_EMAIL: 'password.errors.contains_email',
};

export function passwordErrorText(t: TFunction, code: string): string {
  return t(PASSWORD_KEYS[code] ?? 'password.errors.too_weak');
}
