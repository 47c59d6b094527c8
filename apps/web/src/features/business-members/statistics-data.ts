import type { BusinessStatistics } from '@signet/contract';

/** How many months the business dashboard shows. */
export const STATISTICS_MONTHS = 12;

export interface MonthPoint {
  /** YYYY-MM */
  month: string;
  signatures: number;
  requestsCreated: number;
  requestsCompleted: number;
}

/** The signature levels the statistics count (ses, aes, qes, seal), in the order shown. */
export const SIGNATURE_LEVELS = ['ses', 'aes', 'qes', 'seal'] as const;

export interface LevelCount {
  level: string;
  count: number;
}

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** YYYY-MM of a date, in UTC as the server counts months. */
export function monthOf(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

function shift(month: string, by: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(year, mon - 1 + by, 1)));
}

/**
 * The chart's months: exactly `months` of them, oldest first, ending with the current month (or
 * the latest the server counted, should its clock be ahead). A month the server left out, or that
 * had no activity, is there with zeros, so bars and lines keep their places in the calendar.
 */
export function monthSeries(
  monthly: BusinessStatistics['monthly'],
  months: number,
  now: Date,
): MonthPoint[] {
  const byMonth = new Map<string, MonthPoint>();
  for (const entry of monthly) {
    const month = entry.month.slice(0, 7);
    if (!/^\d{4}-\d{2}$/.test(month)) continue;
    byMonth.set(month, {
      month,
      signatures: count(entry.signatures),
      requestsCreated: count(entry.requestsCreated),
      requestsCompleted: count(entry.requestsCompleted),
    });
  }
  const latest = [...byMonth.keys()].sort().at(-1);
  const current = monthOf(now);
  const end = latest && latest > current ? latest : current;
  return Array.from({ length: months }, (_, index) => {
    const month = shift(end, index - months + 1);
    return byMonth.get(month) ?? { month, signatures: 0, requestsCreated: 0, requestsCompleted: 0 };
  });
}

/**
 * Signatures by level: the four levels always, in their order (zero when none), then any other
 * level the server counts, by name, when it has signatures.
 */
export function levelBreakdown(byLevel: Record<string, number>): LevelCount[] {
  const known: readonly string[] = SIGNATURE_LEVELS;
  const others = Object.keys(byLevel)
    .filter((level) => !known.includes(level) && count(byLevel[level]) > 0)
    .sort();
  return [...known, ...others].map((level) => ({ level, count: count(byLevel[level]) }));
}

/** "Nov 2026" in the reader's language; months are calendar months in UTC. */
export function monthLabel(month: string, locale: string, style: 'short' | 'long' = 'short') {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, mon - 1, 1)),
  );
}
