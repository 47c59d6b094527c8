import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api/api-error.ts';
import { ERROR_TEXT } from './texts.ts';

/** The identification texts of an API failure; anything else is the generic failure text. */
export function identificationErrorText(t: TFunction, error: unknown): string {
  const key = error instanceof ApiError ? ERROR_TEXT[error.code] : undefined;
  return t(key ?? 'errors.other');
}
