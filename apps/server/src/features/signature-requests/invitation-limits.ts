import { createHash } from 'node:crypto';
import {
  AppError,
  INVITATIONS_PER_ACCOUNT_PER_HOUR,
  INVITATIONS_PER_ADDRESS_PER_REQUEST_PER_DAY,
  INVITATIONS_PER_REQUEST_PER_DAY,
} from '@signet/contract';
import type { Database } from '../../db/database.ts';
import { RateLimitRepository } from '../../http/rate-limit.repository.ts';
import { retryAfterSeconds } from '../../http/retry-after.ts';
import type { Clock } from '../../jobs/clock.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Counts the invitation mails a call is about to queue (ADR 0540) against the shared fixed-window
 * counters, inside the caller's transaction: over a limit it throws INVITATION_LIMIT, the
 * transaction rolls back with the counters, and so a refused call neither changes the request nor
 * counts. Removing and adding the same address again counts each time.
 */
export async function admitInvitations(
  tx: Database,
  clock: Clock,
  /** `accountId` null: a guest's own new link, counted for the request and address only. */
  mails: { requestId: string; accountId: string | null; emails: readonly string[] },
): Promise<void> {
  if (mails.emails.length === 0) return;
  const counters = new RateLimitRepository(tx, clock);
  const perAddress = new Map<string, number>();
  for (const email of mails.emails) {
    // The counter's key names the address by its hash: the table holds no addresses.
    const address = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
  }
  const limits: [key: string, windowMs: number, max: number, by: number][] = [
    [
      `invite:request-day:${mails.requestId}`,
      DAY_MS,
      INVITATIONS_PER_REQUEST_PER_DAY,
      mails.emails.length,
    ],
    ...(mails.accountId
      ? [
          [
            `invite:account-hour:${mails.accountId}`,
            HOUR_MS,
            INVITATIONS_PER_ACCOUNT_PER_HOUR,
            mails.emails.length,
          ] as [string, number, number, number],
        ]
      : []),
    ...[...perAddress].map(
      ([address, count]) =>
        [
          `invite:address-day:${mails.requestId}:${address}`,
          DAY_MS,
          INVITATIONS_PER_ADDRESS_PER_REQUEST_PER_DAY,
          count,
        ] as [string, number, number, number],
    ),
  ];
  let waitMs = 0;
  for (const [key, windowMs, max, by] of limits) {
    const { current, ttl } = await counters.hit(key, windowMs, by);
    if (current > max) waitMs = Math.max(waitMs, ttl);
  }
  if (waitMs === 0) return;
  const seconds = retryAfterSeconds(waitMs);
  throw new AppError(
    'INVITATION_LIMIT',
    `Too many invitation mails from this request or account, or to this address: try again in ${seconds} s`,
    { headers: { 'Retry-After': String(seconds) } },
  );
}
