import { z } from 'zod/mini';
import type { Language } from './languages.ts';
import type { Platform } from './platform.ts';

/**
 * §3 Country list entry: two-letter, three-letter and numeric codes, the subdivision standard
 * label, and names in German, English, French and Italian.
 */
export const Country = z.object({
  alpha2: z.string().check(z.length(2)),
  alpha3: z.string().check(z.length(3)),
  numeric: z.string().check(z.regex(/^\d{3}$/)),
  subdivisionLabel: z.string(),
  names: z.object({ de: z.string(), en: z.string(), fr: z.string(), it: z.string() }),
});
export type Country = z.infer<typeof Country>;

/** §9 "Country list puts CH, DE, FR, AT first (DE first on EU)." */
export const LEADING_COUNTRIES: Record<Platform, readonly string[]> = {
  CH: ['CH', 'DE', 'FR', 'AT'],
  EU: ['DE', 'CH', 'FR', 'AT'],
};

const NAME_KEY: Record<Language, keyof Country['names']> = {
  'en-gb': 'en',
  'de-ch': 'de',
  'fr-ch': 'fr',
  it: 'it',
};

/** The country's name in the UI language. */
export function countryName(country: Country, language: Language): string {
  return country.names[NAME_KEY[language]];
}

/**
 * §9: the leading countries of the platform first, in their fixed order; the rest alphabetically
 * by name in the UI language (locale collation, so Österreich sorts with O in German).
 */
export function orderCountries<C extends Country>(
  countries: readonly C[],
  platform: Platform,
  language: Language,
): C[] {
  const leading = LEADING_COUNTRIES[platform];
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const first = leading.flatMap((code) => countries.filter((c) => c.alpha2.toUpperCase() === code));
  const rest = countries
    .filter((c) => !leading.includes(c.alpha2.toUpperCase()))
    .sort((a, b) => collator.compare(countryName(a, language), countryName(b, language)));
  return [...first, ...rest];
}
