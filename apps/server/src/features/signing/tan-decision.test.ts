import { AppError } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { decideTan, failuresAfterResend, isLocked, type TanRow } from './tan-decision.ts';

// §2 TAN dialogs, §4 outcomes, docs/decisions/0600 "TAN": six digits valid 5 minutes, bound to the
// requests it was sent for, spent on use; the 3rd wrong TAN in a row ends it and locks signing for
// 15 minutes (TAN_LOCKED, Retry-After 900); any try while locked is SIGNING_LOCKED.

const NOW = new Date('2026-03-01T12:00:00.000Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const RIGHT = 'hash-of-the-right-tan';
const WRONG = 'hash-of-a-wrong-tan!!';

/** A TAN waiting for request A, sent a minute ago, no wrong tries yet. */
const row = (overrides: Partial<TanRow> = {}): TanRow => ({
  tan_hash: RIGHT,
  request_ids: ['req-a'],
  expires_at: minutes(4),
  failures: 0,
  locked_until: null,
  ...overrides,
});
const tried = (hash: string, requestIds: string[] = ['req-a']) => ({ hash, requestIds });

/** What the signer would notice: the error (code, message, headers) and what the row becomes. */
interface Outcome {
  changes: Partial<TanRow> | undefined;
  failure: { code: string; message: unknown; headers: unknown } | undefined;
}

const accepted = { tan_hash: null, failures: 0, locked_until: null };
const fails = (code: string, message: unknown = expect.any(String), headers?: unknown) => ({
  code,
  message,
  headers,
});

describe('decideTan: one try of a TAN', () => {
  it.each<[string, TanRow | undefined, ReturnType<typeof tried>, Outcome]>([
    [
      'no TAN row at all: expired (start again), nothing written',
      undefined,
      tried(RIGHT),
      { changes: undefined, failure: fails('TAN_EXPIRED', expect.stringMatching(/No TAN/)) },
    ],
    [
      'no TAN waiting (already used or ended by a lock): expired, nothing written',
      row({ tan_hash: null }),
      tried(RIGHT),
      { changes: undefined, failure: fails('TAN_EXPIRED') },
    ],
    [
      'locked for 10 more minutes: SIGNING_LOCKED with Retry-After 600, even for the right TAN',
      row({ locked_until: minutes(10) }),
      tried(RIGHT),
      {
        changes: undefined,
        failure: fails('SIGNING_LOCKED', expect.stringMatching(/10 minutes/), {
          'Retry-After': '600',
        }),
      },
    ],
    [
      'locked for 90 more seconds: Retry-After counts the seconds left',
      row({ locked_until: new Date(NOW.getTime() + 90_000), failures: 2 }),
      tried(WRONG),
      {
        changes: undefined,
        failure: fails('SIGNING_LOCKED', expect.any(String), { 'Retry-After': '90' }),
      },
    ],
    [
      'the lock elapsed a minute ago, then the right TAN: accepted and the lock cleared',
      row({ locked_until: minutes(-1) }),
      tried(RIGHT),
      { changes: accepted, failure: undefined },
    ],
    [
      'the lock ends exactly now: the TAN is looked at again',
      row({ locked_until: NOW }),
      tried(RIGHT),
      { changes: accepted, failure: undefined },
    ],
    [
      'older than 5 minutes: expired and the TAN cleared',
      row({ expires_at: minutes(-1) }),
      tried(RIGHT),
      {
        changes: { tan_hash: null },
        failure: fails('TAN_EXPIRED', expect.stringMatching(/older than 5 minutes/)),
      },
    ],
    [
      'expiring exactly now: expired',
      row({ expires_at: NOW }),
      tried(RIGHT),
      { changes: { tan_hash: null }, failure: fails('TAN_EXPIRED') },
    ],
    [
      'a wrong TAN after expiry is not counted as a wrong try',
      row({ expires_at: minutes(-1), failures: 2 }),
      tried(WRONG),
      { changes: { tan_hash: null }, failure: fails('TAN_EXPIRED') },
    ],
    [
      'sent for other requests: expired, nothing changed (it stays for those)',
      row({ request_ids: ['req-a'] }),
      tried(RIGHT, ['req-b']),
      {
        changes: undefined,
        failure: fails('TAN_EXPIRED', expect.stringMatching(/other signature requests/)),
      },
    ],
    [
      'sent for A, tried for A and B: expired, nothing changed',
      row({ request_ids: ['req-a'] }),
      tried(RIGHT, ['req-a', 'req-b']),
      { changes: undefined, failure: fails('TAN_EXPIRED') },
    ],
    [
      'sent for A, B and C, tried for B alone: accepted',
      row({ request_ids: ['req-a', 'req-b', 'req-c'] }),
      tried(RIGHT, ['req-b']),
      { changes: accepted, failure: undefined },
    ],
    [
      'the right TAN: spent at once, failures and lock reset, no error',
      row({ failures: 2 }),
      tried(RIGHT),
      { changes: accepted, failure: undefined },
    ],
    [
      '1st wrong TAN: TAN_INVALID, one failure counted, 2 tries left',
      row({ failures: 0 }),
      tried(WRONG),
      {
        changes: { failures: 1 },
        failure: fails('TAN_INVALID', expect.stringMatching(/\b2 tries left$/)),
      },
    ],
    [
      '2nd wrong TAN: TAN_INVALID, two failures counted, 1 try left',
      row({ failures: 1 }),
      tried(WRONG),
      {
        changes: { failures: 2 },
        failure: fails('TAN_INVALID', expect.stringMatching(/\b1 try left$/)),
      },
    ],
    [
      'a wrong TAN of another length: TAN_INVALID too (compared safely, no throw)',
      row({ failures: 0 }),
      tried('short'),
      { changes: { failures: 1 }, failure: fails('TAN_INVALID') },
    ],
    [
      '3rd wrong TAN: TAN_LOCKED for 15 minutes (Retry-After 900), TAN ended, failures reset',
      row({ failures: 2 }),
      tried(WRONG),
      {
        changes: { tan_hash: null, failures: 0, locked_until: minutes(15) },
        failure: fails('TAN_LOCKED', expect.stringMatching(/3 times.*15 minutes/), {
          'Retry-After': '900',
        }),
      },
    ],
  ])('%s', (_name, stored, given, expected) => {
    const { changes, failure } = decideTan(stored, given, NOW);
    if (failure) expect(failure).toBeInstanceOf(AppError);
    const outcome: Outcome = {
      changes,
      failure: failure && {
        code: failure.code,
        message: failure.message,
        headers: failure.headers,
      },
    };
    expect(outcome).toEqual(expected);
  });

  it('answers the status codes of 0600 (403 wrong, 410 expired, 423 locked)', () => {
    const statusOf = (stored: TanRow | undefined, hash: string) =>
      decideTan(stored, tried(hash), NOW).failure?.statusCode;
    expect(statusOf(row(), WRONG)).toBe(403);
    expect(statusOf(undefined, RIGHT)).toBe(410);
    expect(statusOf(row({ failures: 2 }), WRONG)).toBe(423);
    expect(statusOf(row({ locked_until: minutes(1) }), RIGHT)).toBe(423);
  });

  it('three wrong tries in a row, applied one after the other, lock signing', () => {
    let stored: TanRow = row();
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { changes, failure } = decideTan(stored, tried(WRONG), NOW);
      codes.push(failure!.code);
      stored = { ...stored, ...changes };
    }
    expect(codes).toEqual(['TAN_INVALID', 'TAN_INVALID', 'TAN_LOCKED']);
    expect(isLocked(stored, NOW)).toBe(true);
    // Even the right TAN is not looked at now; it was ended by the lock anyway.
    expect(decideTan(stored, tried(RIGHT), minutes(14)).failure?.code).toBe('SIGNING_LOCKED');
    expect(decideTan(stored, tried(RIGHT), minutes(15)).failure?.code).toBe('TAN_EXPIRED');
  });
});

describe('failuresAfterResend: what a new TAN keeps of the wrong tries', () => {
  it.each<[string, TanRow | undefined, number]>([
    ['the first TAN of the account: none', undefined, 0],
    ['after a right TAN: none', row({ tan_hash: null, failures: 0 }), 0],
    [
      'two wrong tries, no lock: still two (a new TAN buys no new guesses)',
      row({ failures: 2 }),
      2,
    ],
    [
      'one wrong try on an expired TAN: still one',
      row({ failures: 1, expires_at: minutes(-3) }),
      1,
    ],
    [
      'a lock that has ended: the count starts again',
      row({ tan_hash: null, failures: 2, locked_until: minutes(-1) }),
      0,
    ],
  ])('%s', (_name, stored, expected) => {
    expect(failuresAfterResend(stored, NOW)).toBe(expected);
  });

  it('refuses to send while the lock holds: SIGNING_LOCKED with Retry-After', () => {
    const locked = row({ tan_hash: null, failures: 0, locked_until: minutes(5) });
    let thrown: unknown;
    try {
      failuresAfterResend(locked, NOW);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    const error = thrown as AppError;
    expect([error.code, error.statusCode, error.headers]).toEqual([
      'SIGNING_LOCKED',
      423,
      { 'Retry-After': '300' },
    ]);
    expect(error.message).toMatch(/try again in 5 minutes/);
  });
});
