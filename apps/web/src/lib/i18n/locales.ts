import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  type Language,
  SELECTABLE_LANGUAGES,
  SUPPORTED_LANGUAGES,
} from '@signet/contract';

export { formatAmount, formatDateTime } from '@signet/contract';

/** §9 locales; en-gb is the default and the fallback. */
export const LOCALES = SUPPORTED_LANGUAGES;
export type Locale = Language;
export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE;

/** §9: Italian is supported but not selectable in the language menu. */
export const SELECTABLE_LOCALES: readonly Locale[] = SELECTABLE_LANGUAGES;

/** §5: language codes are accepted only when they are in the supported list. */
export function toLocale(value: string | null | undefined): Locale | null {
  const lower = value?.trim().toLowerCase() ?? '';
  return isSupportedLanguage(lower) ? lower : null;
}

/** BCP 47 tag for `<html lang>`: de-ch → de-CH. */
export function bcp47(locale: Locale): string {
  const [language, region] = locale.split('-');
  return region ? `${language}-${region.toUpperCase()}` : language!;
}
