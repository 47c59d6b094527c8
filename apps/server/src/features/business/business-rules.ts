import { AppError, BUSINESS_INVITATION_DAYS } from '@signet/contract';
import type { BusinessInvitationRow } from '../../db/tables/business.tables.ts';

const DAY_MS = 24 * 60 * 60_000;

/** One business per account (the membership's primary key is the account). */
export function alreadyInBusiness(): AppError {
  return new AppError(
    'ALREADY_IN_BUSINESS',
    'This account belongs to a business already; an account can belong to one business only',
  );
}

export function lastAdmin(
  message = 'A business keeps at least one admin; make someone else admin first',
): AppError {
  return new AppError('LAST_ADMIN', message);
}

/** An invitation sent (or renewed) now is open this long. */
export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + BUSINESS_INVITATION_DAYS * DAY_MS);
}

/** Why an invitation that is not open cannot be used (or withdrawn); undefined while open. */
export function closedInvitationError(row: BusinessInvitationRow): AppError | undefined {
  if (row.accepted_at)
    return new AppError('INVITATION_USED', 'This invitation was accepted already');
  if (row.withdrawn_at) {
    return new AppError('INVITATION_WITHDRAWN', 'This invitation was withdrawn by the business');
  }
  if (row.declined_at) return new AppError('INVITATION_NOT_FOUND', 'This invitation was declined');
  return undefined;
}
