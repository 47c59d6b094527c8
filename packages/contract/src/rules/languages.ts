/** §9 "Locales: en-gb, de-ch, fr-ch, it." */
export const SUPPORTED_LANGUAGES = ['en-gb', 'de-ch', 'fr-ch', 'it'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** §9 "Default and fallback en-gb". */
export const DEFAULT_LANGUAGE: Language = 'en-gb';

/** §9 "Italian is not selectable": the language menu offers these. */
export const SELECTABLE_LANGUAGES: readonly Language[] = SUPPORTED_LANGUAGES.filter(
  (code) => code !== 'it',
);

export function isSupportedLanguage(code: string): code is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

/**
 * §5 "Language codes accepted only if in the supported list"; §9 Italian "is ignored in direct
 * sign"; fallback en-gb. Codes are compared without regard to letter case (`de-CH` is de-ch), but
 * no other spelling is guessed at.
 */
export function normalizeLanguage(
  code: string | null | undefined,
  options: { directSign?: boolean } = {},
): Language {
  const lowered = code?.trim().toLowerCase() ?? '';
  if (!isSupportedLanguage(lowered)) return DEFAULT_LANGUAGE;
  if (lowered === 'it' && options.directSign) return DEFAULT_LANGUAGE;
  return lowered;
}

/**
 * The first supported language in an Accept-Language header (RFC 9110 §12.5.4), by quality; for
 * choosing the language of a visitor who has none stored yet.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    if (isSupportedLanguage(tag)) return tag;
    // A bare or differently-regioned tag picks the product's variant of that language.
    const variant = SUPPORTED_LANGUAGES.find((code) => code.split('-')[0] === tag.split('-')[0]);
    if (variant) return variant;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * §9 "Default and fallback en-gb (fallback set outside development only)": in development a
 * missing text shows up as its key instead of silently reading English.
 */
export function fallbackLanguage(mode: string): Language | undefined {
  return mode === 'development' ? undefined : DEFAULT_LANGUAGE;
}
