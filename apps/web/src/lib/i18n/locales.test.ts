import { describe, expect, it } from 'vitest';
import { bcp47, formatAmount, formatDateTime, SELECTABLE_LOCALES, toLocale } from './locales.ts';

const moment = new Date(2026, 10, 22, 14, 5);

describe('locales (§9)', () => {
  it('does not offer Italian in the language menu', () => {
    expect(SELECTABLE_LOCALES).toEqual(['en-gb', 'de-ch', 'fr-ch']);
  });

  it('accepts only supported codes', () => {
    expect(toLocale('DE-CH')).toBe('de-ch');
    expect(toLocale('es')).toBeNull();
    expect(toLocale(undefined)).toBeNull();
  });

  it('tags the document with the region in capitals', () => {
    expect(bcp47('de-ch')).toBe('de-CH');
    expect(bcp47('it')).toBe('it');
  });

  it('formats dates with day, short month, year, hour and minute', () => {
    expect(formatDateTime(moment, 'en-gb')).toBe('22 Nov 2026, 14:05');
    expect(formatDateTime(moment, 'de-ch')).toBe('22. Nov. 2026, 14:05');
  });

  it('shows amounts in EUR for en-gb and CHF for de-ch and fr-ch, by code', () => {
    expect(formatAmount(12.5, 'en-gb')).toMatch(/EUR\s?12\.50/);
    expect(formatAmount(12.5, 'de-ch')).toMatch(/CHF\s?12\.50/);
    expect(formatAmount(12.5, 'fr-ch')).toMatch(/12[.,]50\s?CHF/);
  });
});
