import { isValidEmail } from '../rules/email.ts';
import { type QueryInput, queryValue } from '../rules/query.ts';

/** §2 "/login accepts an email query parameter; it is kept (lowercased) only if it is a valid email." */
export function loginEmailFromQuery(query: QueryInput | undefined): string | undefined {
  const email = queryValue(query, 'email')?.trim().toLowerCase();
  return email && isValidEmail(email) ? email : undefined;
}

/** The local-storage key under which the business signup keeps the referral code (§2 ucc). */
export const UCC_STORAGE_KEY = 'ucc';

/** A referral code as the referral programme issues them: letters, digits, `-` and `_`. */
const UCC_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * §2 "The business signup route stores its query parameter ucc in local storage." Returns the
 * value to store under UCC_STORAGE_KEY, or undefined (store nothing, keep what is stored) when the
 * query has no usable code. It later travels as register's celloUCC (§7), so junk stops here.
 */
export function businessSignupUcc(query: QueryInput | undefined): string | undefined {
  const ucc = queryValue(query, 'ucc')?.trim();
  return ucc && UCC_PATTERN.test(ucc) ? ucc : undefined;
}

/**
 * §2 Member "/invite/{id}. When arriving from the upload route, a skip-upload flag is set."
 */
export function inviteSkipUpload(previousRouteId: string | undefined): boolean {
  return previousRouteId === 'upload';
}
