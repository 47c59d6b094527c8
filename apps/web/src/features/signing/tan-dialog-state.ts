import { TAN_MAX_FAILURES } from '@signet/contract';

/**
 * What the TAN entry dialog says under or above its field after an answer (issues 13 and 20): a
 * wrong TAN with the tries left, an expired TAN (a new one can be sent), or a wait the server
 * asked for (429 TAN_RATE_LIMITED) before another TAN may be sent.
 */
export type TanNotice =
  | { kind: 'invalid'; triesLeft: number }
  | { kind: 'expired' }
  | { kind: 'rateLimited'; until: Date };

/**
 * Tries left after `wrongTries` wrong TANs in a row in this dialog (never below 0). The server
 * locks signing at TAN_MAX_FAILURES; the web counts on its side and reads nothing from the
 * server's English message.
 */
export function triesLeft(wrongTries: number): number {
  return Math.max(0, TAN_MAX_FAILURES - wrongTries);
}

/** Whole seconds from `now` until `at` (rounded up, never below 0); 0 without a time. */
export function secondsUntil(at: Date | string | undefined, now: Date): number {
  if (at === undefined) return 0;
  const time = at instanceof Date ? at.getTime() : Date.parse(at);
  if (Number.isNaN(time)) return 0;
  return Math.max(0, Math.ceil((time - now.getTime()) / 1000));
}

/**
 * A wait short enough to count down on screen ("in 25 s"); a longer one (an hourly or daily
 * limit, a lock) is told as the time it ends, in the reader's locale and time zone.
 */
export const COUNTDOWN_MAX_SECONDS = 120;

export type ResendButton =
  | { state: 'ready' }
  | { state: 'countdown'; seconds: number }
  | { state: 'until'; at: Date };

/**
 * The resend control at `now`: disabled while the server's `resendAt` (or a 429's Retry-After,
 * whichever is later) lies ahead, as a countdown when that is soon, else as the time it ends.
 */
export function resendButton(
  resendAt: Date | string | undefined,
  notice: TanNotice | undefined,
  now: Date,
): ResendButton {
  const limit = notice?.kind === 'rateLimited' ? notice.until : undefined;
  const wait = Math.max(secondsUntil(resendAt, now), secondsUntil(limit, now));
  if (wait <= 0) return { state: 'ready' };
  if (wait <= COUNTDOWN_MAX_SECONDS) return { state: 'countdown', seconds: wait };
  const at = new Date(now.getTime() + wait * 1000);
  return { state: 'until', at };
}

/**
 * The dialog's state across answers: wrong tries count across resends (as on the server, until a
 * right TAN or a lock), `resendAt` follows the last TAN sent.
 */
export interface TanDialogState {
  wrongTries: number;
  resendAt: string | undefined;
  notice: TanNotice | undefined;
}

export const initialTanDialogState: TanDialogState = {
  wrongTries: 0,
  resendAt: undefined,
  notice: undefined,
};

/** An answer the dialog reacts to itself, without leaving it. */
export type TanDialogEvent =
  | { kind: 'tanSent'; resendAt: string }
  | { kind: 'tanInvalid' }
  | { kind: 'tanExpired' }
  | { kind: 'rateLimited'; until: Date }
  | { kind: 'locked' };

export function nextTanDialogState(state: TanDialogState, event: TanDialogEvent): TanDialogState {
  switch (event.kind) {
    case 'tanSent':
      return { ...state, resendAt: event.resendAt, notice: undefined };
    case 'tanInvalid': {
      const wrongTries = state.wrongTries + 1;
      return {
        ...state,
        wrongTries,
        notice: { kind: 'invalid', triesLeft: triesLeft(wrongTries) },
      };
    }
    case 'tanExpired':
      // No TAN is waiting any more: a new one may be asked for at once.
      return { ...state, resendAt: undefined, notice: { kind: 'expired' } };
    case 'rateLimited': {
      // The wait outlasts the notice: a wrong TAN next still leaves resend disabled until then.
      const current = state.resendAt === undefined ? 0 : Date.parse(state.resendAt);
      const later = !(event.until.getTime() <= current);
      const resendAt = later ? event.until.toISOString() : state.resendAt;
      return { ...state, resendAt, notice: { kind: 'rateLimited', until: event.until } };
    }
    case 'locked':
      // The lock ends the TAN and resets the server's count.
      return initialTanDialogState;
  }
}
