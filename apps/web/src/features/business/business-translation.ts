import { useTranslation } from 'react-i18next';

const NAMESPACES = ['business', 'translation'];

/**
 * The business texts, with the core catalog behind them: a key missing from the `business`
 * namespace (common.cancel, form.required, errors.UNKNOWN) is read from the core catalog.
 */
export function useBusinessTranslation() {
  return useTranslation(NAMESPACES, { nsMode: 'fallback' });
}
