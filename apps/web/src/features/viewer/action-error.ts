import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error.ts';

/** Catalog keys for the codes the viewer's actions can meet (packages/contract/src/errors.ts). */
const ERROR_KEYS: Record<string, string> = {
  REQUEST_NOT_DRAFT: 'errors.changed',
  REQUEST_NOT_OPEN: 'errors.changed',
  REQUEST_ENDED: 'errors.changed',
  SIGNERS_LOCKED: 'errors.signers_locked',
  REQUEST_INCOMPLETE: 'errors.incomplete',
  REMIND_TOO_SOON: 'errors.remind_too_soon',
  VALIDATION_FAILED: 'errors.invalid',
  NOT_FOUND: 'errors.not_found',
  NETWORK: 'errors.network',
};

export function actionErrorText(t: TFunction<'viewer'>, error: unknown): string {
  const key = isApiError(error) ? ERROR_KEYS[error.code] : undefined;
  return t(key ?? 'errors.unknown');
}
