import { AppError, type IdentityData } from '@signet/contract';

/** A calendar date (YYYY-MM-DD) that exists, as a UTC midnight; undefined otherwise. */
function dayOf(value: string): Date | undefined {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value
    ? undefined
    : date;
}

/**
 * The dates of the identity data make sense on `now`: a real birth date in the past (and at most
 * 130 years ago), and a document that has not expired. Each failure names its field.
 */
export function checkIdentityDates(identity: IdentityData, now: Date): void {
  const today = dayOf(now.toISOString().slice(0, 10))!;
  const problems: { field: string; message: string }[] = [];
  const birth = dayOf(identity.dateOfBirth);
  const oldest = new Date(today);
  oldest.setUTCFullYear(today.getUTCFullYear() - 130);
  if (!birth || birth >= today || birth < oldest) {
    problems.push({ field: 'body.dateOfBirth', message: 'A real date of birth in the past' });
  }
  const expiry = dayOf(identity.documentExpiry);
  if (!expiry) problems.push({ field: 'body.documentExpiry', message: 'A real date' });
  else if (expiry < today) {
    problems.push({ field: 'body.documentExpiry', message: 'The document has expired' });
  }
  if (problems.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      problems.map((p) => `${p.field.slice(5)}: ${p.message}`).join('; '),
      { fields: problems },
    );
  }
}
