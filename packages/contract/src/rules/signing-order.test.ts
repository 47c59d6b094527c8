import { describe, expect, it } from 'vitest';
import { awaitedByAccount, isOrdered } from './signing-order.ts';

const signer = (sid: string, email: string, sequence: number, status_code = 'OPEN') => ({
  sid,
  account_email: email,
  signer_identity_data: null,
  sequence,
  status_code: status_code as 'OPEN' | 'SIGNED' | 'DECLINED',
});

const request = (signatures: ReturnType<typeof signer>[], status_overall = 'OPEN') => ({
  status_overall,
  signatures,
});

describe('awaitedByAccount', () => {
  const ordered = [signer('a', 'first@x.ch', 1), signer('b', 'second@x.ch', 2)];

  it('names the earlier open signers for a signer whose turn has not come', () => {
    expect(awaitedByAccount(request(ordered), 'Second@X.ch').map((s) => s.sid)).toEqual(['a']);
  });

  it('waits for nobody once the earlier signers signed, or for the first in line', () => {
    const done = [signer('a', 'first@x.ch', 1, 'SIGNED'), signer('b', 'second@x.ch', 2)];
    expect(awaitedByAccount(request(done), 'second@x.ch')).toEqual([]);
    expect(awaitedByAccount(request(ordered), 'first@x.ch')).toEqual([]);
  });

  it('never holds back a signer in any order (-1), nor waits for one', () => {
    const mixed = [signer('a', 'any@x.ch', -1), signer('b', 'first@x.ch', 0)];
    expect(awaitedByAccount(request(mixed), 'any@x.ch')).toEqual([]);
    expect(awaitedByAccount(request(mixed), 'first@x.ch')).toEqual([]);
  });

  it('waits for nobody on a request that is not OPEN, or without an own open signature', () => {
    expect(awaitedByAccount(request(ordered, 'DRAFT'), 'second@x.ch')).toEqual([]);
    expect(awaitedByAccount(request(ordered), 'owner@x.ch')).toEqual([]);
  });

  it('lets signers with the same number sign in parallel', () => {
    const group = [signer('a', 'a@x.ch', 1), signer('b', 'b@x.ch', 1), signer('c', 'c@x.ch', 2)];
    expect(awaitedByAccount(request(group), 'b@x.ch')).toEqual([]);
    expect(awaitedByAccount(request(group), 'c@x.ch').map((s) => s.sid)).toEqual(['a', 'b']);
  });
});

describe('isOrdered', () => {
  it('is true only when some signer has a sequence of 0 or more', () => {
    expect(isOrdered([{ sequence: -1 }, { sequence: -1 }])).toBe(false);
    expect(isOrdered([{ sequence: -1 }, { sequence: 0 }])).toBe(true);
    expect(isOrdered([])).toBe(false);
  });
});
