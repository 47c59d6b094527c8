import { TAN_MAX_FAILURES } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { retryAtOf } from '../../lib/api/api-client.ts';
import {
  initialTanDialogState,
  nextTanDialogState,
  resendButton,
  secondsUntil,
  type TanDialogEvent,
  triesLeft,
} from './tan-dialog-state.ts';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('TAN dialog state (issues 13 and 20)', () => {
  it('counts the tries left down from TAN_MAX_FAILURES, never below 0', () => {
    expect(TAN_MAX_FAILURES).toBe(3);
    expect([0, 1, 2, 3, 4].map(triesLeft)).toEqual([3, 2, 1, 0, 0]);
  });

  it('rounds the seconds left up and stops at 0', () => {
    expect(secondsUntil(at(29.2), NOW)).toBe(30);
    expect(secondsUntil(at(-5).toISOString(), NOW)).toBe(0);
    expect(secondsUntil(undefined, NOW)).toBe(0);
    expect(secondsUntil('not a date', NOW)).toBe(0);
  });

  it('keeps resend disabled with a countdown until resendAt, then ready', () => {
    const resendAt = at(30).toISOString();
    expect(resendButton(resendAt, undefined, NOW)).toEqual({ state: 'countdown', seconds: 30 });
    expect(resendButton(resendAt, undefined, at(29))).toEqual({ state: 'countdown', seconds: 1 });
    expect(resendButton(resendAt, undefined, at(30))).toEqual({ state: 'ready' });
    expect(resendButton(undefined, undefined, NOW)).toEqual({ state: 'ready' });
  });

  it('a 429 waits for the later of resendAt and Retry-After; a long wait shows its end', () => {
    const soon = { kind: 'rateLimited' as const, until: at(45) };
    expect(resendButton(at(10).toISOString(), soon, NOW)).toEqual({
      state: 'countdown',
      seconds: 45,
    });
    const hourly = { kind: 'rateLimited' as const, until: at(1800) };
    expect(resendButton(at(10).toISOString(), hourly, NOW)).toEqual({
      state: 'until',
      at: at(1800),
    });
  });

  it('wrong TANs count across resends: 2 tries left, then 1; a lock starts over', () => {
    const run = (events: TanDialogEvent[]) =>
      events.reduce(nextTanDialogState, initialTanDialogState);
    const sent: TanDialogEvent = { kind: 'tanSent', resendAt: at(30).toISOString() };
    expect(run([sent, { kind: 'tanInvalid' }]).notice).toEqual({ kind: 'invalid', triesLeft: 2 });
    const afterResend = run([sent, { kind: 'tanInvalid' }, sent, { kind: 'tanInvalid' }]);
    expect(afterResend.notice).toEqual({ kind: 'invalid', triesLeft: 1 });
    expect(afterResend.wrongTries).toBe(2);
    expect(run([sent, { kind: 'tanInvalid' }, { kind: 'locked' }])).toEqual(initialTanDialogState);
  });

  it('a 429 keeps resend disabled after a wrong TAN replaced its notice', () => {
    const limited = nextTanDialogState(initialTanDialogState, {
      kind: 'rateLimited',
      until: at(20),
    });
    const wrong = nextTanDialogState(limited, { kind: 'tanInvalid' });
    expect(wrong.notice).toEqual({ kind: 'invalid', triesLeft: 2 });
    expect(resendButton(wrong.resendAt, wrong.notice, NOW)).toEqual({
      state: 'countdown',
      seconds: 20,
    });
    // An earlier wait than the TAN's own resendAt does not shorten it.
    const sent = nextTanDialogState(initialTanDialogState, {
      kind: 'tanSent',
      resendAt: at(30).toISOString(),
    });
    const early = nextTanDialogState(sent, { kind: 'rateLimited', until: at(5) });
    expect(early.resendAt).toBe(at(30).toISOString());
  });

  it('an expired TAN may be replaced at once; a new TAN clears the notice', () => {
    const sent: TanDialogEvent = { kind: 'tanSent', resendAt: at(30).toISOString() };
    const expired = nextTanDialogState(nextTanDialogState(initialTanDialogState, sent), {
      kind: 'tanExpired',
    });
    expect(expired.notice).toEqual({ kind: 'expired' });
    expect(resendButton(expired.resendAt, expired.notice, NOW)).toEqual({ state: 'ready' });
    expect(nextTanDialogState(expired, sent).notice).toBeUndefined();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = NOW.getTime();
    expect(retryAtOf('900', now)).toEqual(at(900));
    expect(retryAtOf('Sun, 22 Nov 2026 12:01:00 GMT', now)).toEqual(at(60));
    expect(retryAtOf(null, now)).toBeUndefined();
    expect(retryAtOf('soon', now)).toBeUndefined();
  });
});
