import { describe, expect, it } from 'vitest';
import { awaitedBefore, hasTurn, turnsComingWith } from './signing-order.ts';

const row = (sid: string, sequence: number, status_code = 'OPEN') => ({
  sid,
  sequence,
  status_code,
});

describe('signing order', () => {
  const rows = [row('a', 1), row('b', 1), row('c', 5), row('d', -1), row('e', 7)];

  it('frees -1 signers and the lowest group; holds back the higher numbers', () => {
    expect(rows.filter((r) => hasTurn(rows, r)).map((r) => r.sid)).toEqual(['a', 'b', 'd']);
    expect(awaitedBefore(rows, rows[4]!).map((r) => r.sid)).toEqual(['a', 'b', 'c']);
    expect(awaitedBefore(rows, rows[3]!)).toEqual([]);
  });

  it('brings the next group only with the last signature of the group before it', () => {
    expect(turnsComingWith(rows, 'a')).toEqual([]);
    expect(turnsComingWith(rows, 'd')).toEqual([]);
    const aSigned = rows.map((r) => (r.sid === 'a' ? { ...r, status_code: 'SIGNED' } : r));
    expect(turnsComingWith(aSigned, 'b').map((r) => r.sid)).toEqual(['c']);
  });

  it('does not wait for signatures that are no longer open', () => {
    const closed = [row('a', 1, 'SIGNED'), row('b', 2, 'DECLINED'), row('c', 3)];
    expect(hasTurn(closed, closed[2]!)).toBe(true);
  });
});
