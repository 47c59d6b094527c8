import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  fallbackLanguage,
  type Language,
  languageFromAcceptLanguage,
  normalizeLanguage,
  SELECTABLE_LANGUAGES,
  SUPPORTED_LANGUAGES,
} from './languages.ts';
import { currencyForLanguage, formatAmount, formatDateTime } from './locale-format.ts';

describe('languages (§9 "Locales: en-gb, de-ch, fr-ch, it. Default and fallback en-gb … Italian is not selectable")', () => {
  it('supported, selectable and default', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en-gb', 'de-ch', 'fr-ch', 'it']);
    expect(SELECTABLE_LANGUAGES).toEqual(['en-gb', 'de-ch', 'fr-ch']);
    expect(DEFAULT_LANGUAGE).toBe('en-gb');
  });
});

describe('normalizeLanguage (§5 "accepted only if in the supported list"; §9 Italian "ignored in direct sign")', () => {
  it.each<[string, string | null | undefined, boolean, Language]>([
    ['supported code kept', 'de-ch', false, 'de-ch'],
    ['letter case ignored', 'FR-CH', false, 'fr-ch'],
    ['surrounding space ignored', ' en-gb ', false, 'en-gb'],
    ['Italian kept outside direct sign', 'it', false, 'it'],
    ['Italian ignored in direct sign', 'it', true, 'en-gb'],
    ['German kept in direct sign', 'de-ch', true, 'de-ch'],
    ['unsupported region falls back', 'de-de', false, 'en-gb'],
    ['bare language not in the list falls back', 'de', false, 'en-gb'],
    ['underscore spelling is not guessed', 'de_ch', false, 'en-gb'],
    ['unknown language falls back', 'es', false, 'en-gb'],
    ['empty falls back', '', false, 'en-gb'],
    ['absent falls back', undefined, false, 'en-gb'],
    ['null falls back', null, true, 'en-gb'],
  ])('%s: %j (direct sign %s) → %s', (_case, code, directSign, language) => {
    expect(normalizeLanguage(code, { directSign })).toBe(language);
  });
});

describe('languageFromAcceptLanguage (RFC 9110 §12.5.4)', () => {
  it.each<[string | undefined, Language]>([
    ['de-CH,de;q=0.9,en;q=0.8', 'de-ch'],
    ['fr', 'fr-ch'],
    ['de-DE', 'de-ch'],
    ['en-US,en;q=0.9', 'en-gb'],
    ['es;q=1, it;q=0.5', 'it'],
    ['en;q=0.2, fr-CH;q=0.9', 'fr-ch'],
    ['de;q=0, fr;q=0.1', 'fr-ch'],
    ['es, pt', 'en-gb'],
    ['', 'en-gb'],
    [undefined, 'en-gb'],
  ])('%j → %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});

describe('currencyForLanguage (§1 "EUR for en-gb and CHF for de-ch and fr-ch"; it not shown → EUR)', () => {
  it.each<[Language, string]>([
    ['en-gb', 'EUR'],
    ['de-ch', 'CHF'],
    ['fr-ch', 'CHF'],
    ['it', 'EUR'],
  ])('%s → %s', (language, currency) => {
    expect(currencyForLanguage(language)).toBe(currency);
  });
});

// Intl writes narrow and no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatDateTime (§9 "day numeric, month short, year numeric, hour and minute")', () => {
  const date = new Date('2026-11-22T08:05:00Z');
  it.each<[Language, string]>([
    ['en-gb', '22 Nov 2026, 08:05'],
    ['de-ch', '22. Nov. 2026, 08:05'],
    ['fr-ch', '22 nov. 2026, 08:05'],
    ['it', '22 nov 2026, 08:05'],
  ])('%s → %s', (language, text) => {
    expect(plain(formatDateTime(date, language, 'UTC'))).toBe(text);
  });

  it('reads ISO strings and honours the time zone', () => {
    expect(plain(formatDateTime('2026-11-22T23:30:00Z', 'de-ch', 'Europe/Zurich'))).toBe(
      '23. Nov. 2026, 00:30',
    );
  });
});

describe('formatAmount (§9 "Currency shown by code")', () => {
  it.each<[Language, number, string]>([
    ['en-gb', 1234.5, 'EUR 1,234.50'],
    ['de-ch', 1234.5, "CHF 1'234.50"],
    ['fr-ch', 9, '9.00 CHF'],
    ['it', 9, '9,00 EUR'],
  ])('%s %d → %s', (language, amount, text) => {
    expect(plain(formatAmount(amount, language))).toBe(text);
  });
});

describe('fallbackLanguage (§9 "fallback set outside development only")', () => {
  it.each([
    ['production', 'en-gb'],
    ['staging', 'en-gb'],
    ['development', undefined],
  ])('%s → %s', (mode, language) => {
    expect(fallbackLanguage(mode)).toBe(language);
  });
});
