import { timingSafeEqual } from 'node:crypto';
import {
  AppError,
  SIGNING_LOCK_MINUTES,
  TAN_MAX_FAILURES,
  TAN_VALIDITY_MINUTES,
} from '@signet/contract';
import { retryAfterSeconds } from '../../http/retry-after.ts';

const MINUTE_MS = 60_000;

/** The account's TAN as stored: the keyed hash of the one waiting, and the lock's state. */
export interface TanRow {
  /** Null once used, expired or ended by the lock. */
  tan_hash: string | null;
  /** The requests the TAN was sent for; it signs no other. */
  request_ids: string[];
  /** When it was sent (a waiting TAN is resent after TAN_RESEND_SECONDS at the soonest). */
  created_at?: Date;
  expires_at: Date;
  /** Wrong tries in a row, counted across resends until a right TAN. */
  failures: number;
  locked_until: Date | null;
}

/** What a try changes in the row (absent: nothing), and the error it answers (absent: right). */
export interface TanDecision {
  changes?: Partial<Pick<TanRow, 'tan_hash' | 'failures' | 'locked_until'>>;
  failure?: AppError;
}

/** SIGNING_LOCKED (a try while locked) or TAN_LOCKED (the try that locked), with Retry-After. */
export function lockedError(code: 'TAN_LOCKED' | 'SIGNING_LOCKED', until: Date, now: Date) {
  const seconds = retryAfterSeconds(until.getTime() - now.getTime());
  const message =
    code === 'TAN_LOCKED'
      ? `Wrong TAN ${TAN_MAX_FAILURES} times: signing is locked for ${SIGNING_LOCK_MINUTES} minutes`
      : `Signing is locked after wrong TANs; try again in ${Math.ceil(seconds / 60)} minutes`;
  return new AppError(code, message, { headers: { 'Retry-After': String(seconds) } });
}

/** Whether the lock after wrong TANs still holds at `now`. */
export function isLocked(row: Pick<TanRow, 'locked_until'> | undefined, now: Date): boolean {
  return !!row?.locked_until && new Date(row.locked_until) > now;
}

/**
 * §2 TAN dialogs, §4 outcomes: what one try does. Verify: the right TAN for these requests within
 * its 5 minutes is spent at once. Expire: no TAN waiting, one past its time (cleared), or one sent
 * for other requests. Lock: a wrong TAN counts; the third in a row ends the TAN and locks signing
 * for 15 minutes; while locked, nothing is looked at. `givenHash` is the keyed hash of the TAN
 * tried, compared in constant time.
 */
export function decideTan(
  row: TanRow | undefined,
  given: { hash: string; requestIds: readonly string[] },
  now: Date,
): TanDecision {
  if (row && isLocked(row, now)) {
    return { failure: lockedError('SIGNING_LOCKED', new Date(row.locked_until!), now) };
  }
  if (!row?.tan_hash) {
    return { failure: expired('No TAN is waiting; start signing again for a new one') };
  }
  if (new Date(row.expires_at) <= now) {
    return {
      changes: { tan_hash: null },
      failure: expired(
        `The TAN is older than ${TAN_VALIDITY_MINUTES} minutes; start signing again for a new one`,
      ),
    };
  }
  const sentFor = new Set(row.request_ids);
  if (given.requestIds.some((id) => !sentFor.has(id))) {
    return {
      failure: expired(
        'The TAN was sent for other signature requests; start signing again for a new one',
      ),
    };
  }
  const expected = Buffer.from(row.tan_hash);
  const tried = Buffer.from(given.hash);
  if (expected.length === tried.length && timingSafeEqual(expected, tried)) {
    return { changes: { tan_hash: null, failures: 0, locked_until: null } };
  }
  const failures = row.failures + 1;
  if (failures >= TAN_MAX_FAILURES) {
    const until = new Date(now.getTime() + SIGNING_LOCK_MINUTES * MINUTE_MS);
    return {
      changes: { tan_hash: null, failures: 0, locked_until: until },
      failure: lockedError('TAN_LOCKED', until, now),
    };
  }
  const left = TAN_MAX_FAILURES - failures;
  return {
    changes: { failures },
    failure: new AppError(
      'TAN_INVALID',
      `The TAN is wrong; ${left} ${left === 1 ? 'try' : 'tries'} left`,
    ),
  };
}

/**
 * What sending a new TAN does to the row: the wrong tries so far still count (a new TAN buys no
 * new guesses) unless the last lock ended them; a lock that still holds refuses to send.
 */
export function failuresAfterResend(row: TanRow | undefined, now: Date): number {
  if (row && isLocked(row, now)) {
    throw lockedError('SIGNING_LOCKED', new Date(row.locked_until!), now);
  }
  return row && !row.locked_until ? row.failures : 0;
}

const expired = (message: string) => new AppError('TAN_EXPIRED', message);
