import { useTranslation } from 'react-i18next';

const NAMESPACES = ['seals', 'translation'];

/** The seal texts, with the core catalog behind them (common.save, form.required). */
export function useSealsTranslation() {
  return useTranslation(NAMESPACES, { nsMode: 'fallback' });
}
