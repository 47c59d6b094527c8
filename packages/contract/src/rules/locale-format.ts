import type { Language } from './languages.ts';

/**
 * §1 "Amounts are shown in EUR for en-gb and CHF for de-ch and fr-ch. The price format for it is
 * not shown." Italian gets EUR: its code `it` carries no Swiss region (unlike de-ch and fr-ch), so
 * it stands for Italy, whose currency is the euro.
 */
export const CURRENCY_BY_LANGUAGE: Record<Language, 'EUR' | 'CHF'> = {
  'en-gb': 'EUR',
  'de-ch': 'CHF',
  'fr-ch': 'CHF',
  it: 'EUR',
};

export function currencyForLanguage(language: Language): 'EUR' | 'CHF' {
  return CURRENCY_BY_LANGUAGE[language];
}

/**
 * §9 "Date format for all locales: day numeric, month short, year numeric, hour and minute."
 */
export const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** §9 date format, in the UI language. `timeZone` defaults to the runtime's. */
export function formatDateTime(
  date: Date | string | number,
  language: Language,
  timeZone?: string,
): string {
  const value = date instanceof Date ? date : new Date(date);
  return new Intl.DateTimeFormat(language, { ...DATE_TIME_FORMAT, timeZone }).format(value);
}

/**
 * A calendar day (YYYY-MM-DD, e.g. a request's expiration_date) in the UI language: the day
 * itself, the same for every reader whatever their time zone.
 */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** §9 "Currency shown by code": `CHF 12.50`, `EUR 9.00`, in the UI language's number format. */
export function formatAmount(
  amount: number,
  language: Language,
  currency: string = currencyForLanguage(language),
): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
  }).format(amount);
}
