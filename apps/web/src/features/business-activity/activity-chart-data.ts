import type { SignatureSummary } from '@signet/contract';

export const CHART_LEVELS = ['ses', 'aes', 'qes', 'seal'] as const;
export type ChartLevel = (typeof CHART_LEVELS)[number];

export type MonthLevels = { month: string; total: number } & Record<ChartLevel, number>;

/** yyyy-MM of the month after `month`. */
function nextMonth(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, mon, 1));
  return `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * One point per month from the first month with signatures to the last, quiet months included
 * as zeros (the server sends only the months that had some), with a count per level.
 */
export function monthLevels(months: SignatureSummary['months']): MonthLevels[] {
  if (months.length === 0) return [];
  const sorted = [...months].sort((a, b) => a.month.localeCompare(b.month));
  const byMonth = new Map<string, MonthLevels>();
  const last = sorted[sorted.length - 1]!.month;
  for (let month = sorted[0]!.month; ; month = nextMonth(month)) {
    byMonth.set(month, { month, ses: 0, aes: 0, qes: 0, seal: 0, total: 0 });
    if (month >= last) break;
  }
  for (const { month, level, count } of sorted) {
    const point = byMonth.get(month)!;
    if ((CHART_LEVELS as readonly string[]).includes(level)) point[level as ChartLevel] += count;
    point.total += count;
  }
  return [...byMonth.values()];
}

export interface MemberBar {
  key: string;
  label: string;
  count: number;
}

/** The named members, most first, then everyone else together when they signed at all. */
export function memberBars(summary: SignatureSummary, othersLabel: string): MemberBar[] {
  const bars = summary.members.map((member) => ({
    key: member.user_id,
    label: member.name || member.email,
    count: member.count,
  }));
  if (summary.others > 0) bars.push({ key: 'others', label: othersLabel, count: summary.others });
  return bars;
}
