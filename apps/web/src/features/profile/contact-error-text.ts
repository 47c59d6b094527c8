import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error.ts';
import { apiErrorText } from '../auth/index.ts';

/** The refusals of a mobile-number or e-mail change, in the 'account' namespace's words. */
export function contactErrorText(t: TFunction, ta: TFunction, error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'MOBILE_CODE_WRONG') return ta('mobile.code_wrong');
    if (error.code === 'MOBILE_CHANGE_NOT_FOUND') return ta('mobile.code_gone');
    if (error.code === 'TAN_RATE_LIMITED') return ta('mobile.too_many');
    if (error.fields.some((field) => field.field === 'body.mobile')) {
      return ta('mobile.invalid');
    }
  }
  return apiErrorText(t, error);
}
