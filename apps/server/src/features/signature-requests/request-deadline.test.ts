import { describe, expect, it } from 'vitest';
import {
  assertExpirationDate,
  expiryOf,
  nextDeadlineStep,
  remindersDue,
} from './request-deadline.ts';

const at = (iso: string) => new Date(iso);

describe('a request’s deadline', () => {
  it('expires when its last day ends in UTC', () => {
    expect(expiryOf('2026-12-10').toISOString()).toBe('2026-12-11T00:00:00.000Z');
  });

  it.each([
    ['2026-12-07T23:59:59Z', 0],
    ['2026-12-08T00:00:00Z', 1],
    ['2026-12-09T23:59:59Z', 1],
    ['2026-12-10T00:00:00Z', 2],
    ['2026-12-12T00:00:00Z', 2],
  ])('at %s, %i reminders are due', (now, due) => {
    expect(remindersDue('2026-12-10', at(now))).toBe(due);
  });

  it('steps from the 3-day reminder to the 1-day reminder to the expiry', () => {
    expect(nextDeadlineStep('2026-12-10', 0).toISOString()).toBe('2026-12-08T00:00:00.000Z');
    expect(nextDeadlineStep('2026-12-10', 1).toISOString()).toBe('2026-12-10T00:00:00.000Z');
    expect(nextDeadlineStep('2026-12-10', 2).toISOString()).toBe('2026-12-11T00:00:00.000Z');
  });

  it('accepts today up to a year ahead and names the field otherwise', () => {
    const now = at('2026-11-27T18:00:00Z');
    expect(() => assertExpirationDate('2026-11-27', now)).not.toThrow();
    expect(() => assertExpirationDate('2027-11-27', now)).not.toThrow();
    for (const day of ['2026-11-26', '2027-11-29']) {
      expect(() => assertExpirationDate(day, now)).toThrow(
        expect.objectContaining({
          code: 'VALIDATION_FAILED',
          fields: [expect.objectContaining({ field: 'body.expiration_date' })],
        }),
      );
    }
  });
});
