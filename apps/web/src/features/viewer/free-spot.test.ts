import { describe, expect, it } from 'vitest';
import { FIELD_GAP, freeSpot } from './free-spot.ts';
import { defaultField } from './page-geometry.ts';

const A4 = { width: 595, height: 842 };

const apart = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x >= b.x + b.width + FIELD_GAP ||
  b.x >= a.x + a.width + FIELD_GAP ||
  a.y >= b.y + b.height + FIELD_GAP ||
  b.y >= a.y + a.height + FIELD_GAP;

describe('a new field goes to a free spot', () => {
  it('keeps the wanted place on an empty page', () => {
    expect(freeSpot(defaultField(A4), [], A4)).toEqual(defaultField(A4));
  });

  it('moves a second field off the first, to the nearest free place', () => {
    const first = defaultField(A4);
    const second = freeSpot(defaultField(A4), [first], A4);
    expect(apart(second, first)).toBe(true);
    expect(second).toMatchObject({ width: 300, height: 140 });
    // Nearest: straight above or below, not in a corner of the page.
    expect(second.x).toBe(first.x);
  });

  it('finds room for a third, apart from both before', () => {
    const placed = [defaultField(A4)];
    for (let i = 0; i < 2; i++) placed.push(freeSpot(defaultField(A4), placed, A4));
    for (const [i, a] of placed.entries()) {
      for (const b of placed.slice(i + 1)) expect(apart(a, b)).toBe(true);
    }
  });

  it('on a full page, never hides a field under the new one', () => {
    const placed = [defaultField(A4)];
    for (let i = 0; i < 6; i++) placed.push(freeSpot(defaultField(A4), placed, A4));
    const same = (a: (typeof placed)[number], b: typeof a) => a.x === b.x && a.y === b.y;
    for (const [i, a] of placed.entries()) {
      for (const b of placed.slice(i + 1)) expect(same(a, b)).toBe(false);
    }
  });
});
