import { AppError, DEADLINE_REMINDER_DAYS, EXPIRATION_MAX_DAYS } from '@signet/contract';

const DAY_MS = 24 * 60 * 60_000;

/** The moment a request with this expiration_date expires: the end of that day in UTC (ADR 0550). */
export function expiryOf(expirationDate: string): Date {
  return new Date(Date.parse(`${expirationDate}T00:00:00Z`) + DAY_MS);
}

/** How many of the automatic reminders (3 and 1 days before) are due at `now`. */
export function remindersDue(expirationDate: string, now: Date): number {
  const expiry = expiryOf(expirationDate).getTime();
  return DEADLINE_REMINDER_DAYS.filter((days) => expiry - days * DAY_MS <= now.getTime()).length;
}

/**
 * When the deadline job next has something to do: the next reminder after the `sent` ones, else
 * the expiry itself.
 */
export function nextDeadlineStep(expirationDate: string, sent: number): Date {
  const expiry = expiryOf(expirationDate).getTime();
  const days = DEADLINE_REMINDER_DAYS[sent];
  return new Date(days === undefined ? expiry : expiry - days * DAY_MS);
}

/** A deadline must lie ahead (today counts) and at most EXPIRATION_MAX_DAYS away. */
export function assertExpirationDate(expirationDate: string, now: Date): void {
  const expiry = expiryOf(expirationDate).getTime();
  const problem =
    expiry <= now.getTime()
      ? 'The last day to sign has passed; choose today or a later day'
      : expiry - now.getTime() > (EXPIRATION_MAX_DAYS + 1) * DAY_MS
        ? `The last day to sign is at most ${EXPIRATION_MAX_DAYS} days ahead`
        : undefined;
  if (!problem) return;
  throw new AppError('VALIDATION_FAILED', problem, {
    fields: [{ field: 'body.expiration_date', message: problem }],
  });
}
