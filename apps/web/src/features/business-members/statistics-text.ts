import type { TFunction } from 'i18next';
import type { LevelCount, MonthPoint } from './statistics-data.ts';
import { monthLabel } from './statistics-data.ts';

/** Catalog keys of the level names the statistics count; another level shows its own name. */
const LEVEL_KEYS: Record<string, string> = {
  ses: 'levels.ses',
  aes: 'levels.aes',
  qes: 'levels.qes',
  seal: 'levels.seal',
};

export function levelName(t: TFunction<'members'>, level: string): string {
  const key = LEVEL_KEYS[level];
  return key ? t(key) : level.toUpperCase();
}

/** What a reader of the charts needs to format: the language (BCP 47) and its numbers. */
export interface ChartFormat {
  tag: string;
  number: (value: number) => string;
}

export function chartFormat(tag: string): ChartFormat {
  const numbers = new Intl.NumberFormat(tag);
  return { tag, number: (value) => numbers.format(value) };
}

/** The sentence under the signatures chart: the total and the busiest month. */
export function signaturesSummary(t: TFunction<'members'>, points: MonthPoint[], f: ChartFormat) {
  const total = points.reduce((sum, p) => sum + p.signatures, 0);
  if (total === 0) return t('charts.signatures.none', { months: points.length });
  const peak = points.reduce((best, p) => (p.signatures > best.signatures ? p : best));
  return t('charts.signatures.summary', {
    months: points.length,
    total: f.number(total),
    peak: monthLabel(peak.month, f.tag, 'long'),
    peakCount: f.number(peak.signatures),
  });
}

export function requestsSummary(t: TFunction<'members'>, points: MonthPoint[], f: ChartFormat) {
  const created = points.reduce((sum, p) => sum + p.requestsCreated, 0);
  const completed = points.reduce((sum, p) => sum + p.requestsCompleted, 0);
  return t('charts.requests.summary', {
    months: points.length,
    created: f.number(created),
    completed: f.number(completed),
  });
}

export function levelsSummary(
  t: TFunction<'members'>,
  levels: LevelCount[],
  total: number,
  f: ChartFormat,
) {
  if (total === 0) return t('charts.levels.none');
  const parts = levels.map((l) => `${levelName(t, l.level)}: ${f.number(l.count)}`).join(', ');
  return t('charts.levels.summary', { total: f.number(total), parts });
}
