import { describe, expect, it } from 'vitest';
import { levelBreakdown, monthLabel, monthSeries } from './statistics-data.ts';

const entry = (month: string, signatures: number, created = 0, completed = 0) => ({
  month,
  signatures,
  requestsCreated: created,
  requestsCompleted: completed,
});

describe('monthSeries (the charts’ months)', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('always has the asked months, oldest first, ending with the current month', () => {
    const points = monthSeries([], 12, now);
    expect(points.map((p) => p.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(points.every((p) => p.signatures === 0 && p.requestsCreated === 0)).toBe(true);
  });

  it('puts each counted month in its place and fills the months without activity with zeros', () => {
    const points = monthSeries(
      [entry('2026-09', 7, 3, 2), entry('2026-11', 1, 4, 0), entry('2026-02-01', 5)],
      6,
      now,
    );
    expect(points).toEqual([
      entry('2026-06', 0),
      entry('2026-07', 0),
      entry('2026-08', 0),
      entry('2026-09', 7, 3, 2),
      entry('2026-10', 0),
      entry('2026-11', 1, 4, 0),
    ]);
  });

  it('counts months in UTC, as the server does, across a year boundary', () => {
    const newYear = new Date('2027-01-01T00:30:00+01:00'); // still 31 December in UTC
    expect(monthSeries([], 2, newYear).map((p) => p.month)).toEqual(['2026-11', '2026-12']);
  });

  it('ends with the latest month the server counted when its clock is ahead', () => {
    const points = monthSeries([entry('2026-12', 2)], 3, now);
    expect(points.map((p) => [p.month, p.signatures])).toEqual([
      ['2026-10', 0],
      ['2026-11', 0],
      ['2026-12', 2],
    ]);
  });

  it('reads negative or broken counts as zero', () => {
    const [point] = monthSeries([entry('2026-11', -3, Number.NaN, 2)], 1, now);
    expect(point).toEqual(entry('2026-11', 0, 0, 2));
  });
});

describe('levelBreakdown (signatures by level)', () => {
  it('shows the four levels in order, zero when none, then other levels that have signatures', () => {
    expect(levelBreakdown({ qes: 4, ses: 10, zz: 0, part11: 2 })).toEqual([
      { level: 'ses', count: 10 },
      { level: 'aes', count: 0 },
      { level: 'qes', count: 4 },
      { level: 'seal', count: 0 },
      { level: 'part11', count: 2 },
    ]);
  });
});

describe('monthLabel', () => {
  it('names the month in the reader’s language', () => {
    expect(monthLabel('2026-03', 'en-GB', 'long')).toBe('March 2026');
    expect(monthLabel('2026-03', 'de-CH', 'long')).toBe('März 2026');
  });
});
