import type { Role } from './roles.ts';
import { attributeNumber, attributeValue, type UserAttributes } from './user-attributes.ts';

/**
 * Values of the §3 attribute free_account_type. `free` is a free account with signing credits
 * (what registration creates: it may upload and send); `free_legacy` one that came from the legacy
 * free plan (§1's name for it); `free_signer` an account on the new free plan, which signs what
 * others send and must upgrade before it uploads its own documents.
 */
export const FREE_ACCOUNT_TYPES = ['free', 'free_legacy', 'free_signer'] as const;
export type FreeAccountType = (typeof FREE_ACCOUNT_TYPES)[number];

/** A free user: neither member nor admin of a business (§6). */
export function isFreeUser(role: Role): boolean {
  return role === 'user';
}

/**
 * §6 "New free-plan users opening /upload go to /": a free user whose free_account_type is
 * `free_signer`. Accounts created by registration (`free`) keep their upload.
 */
export function isNewFreePlanUser(role: Role, attributes: UserAttributes | undefined): boolean {
  return isFreeUser(role) && attributeValue(attributes, 'free_account_type') === 'free_signer';
}

/**
 * §6 "A free user (neither member nor admin) needs a signing credit (free_signatures_remaining
 * greater than 0) unless in direct sign." Business members and admins sign on the business plan.
 */
export function hasSigningCredit(input: {
  role: Role;
  attributes: UserAttributes | undefined;
  isDirectSign?: boolean;
}): boolean {
  if (input.isDirectSign || input.role === 'nas') return true;
  if (!isFreeUser(input.role)) return input.role !== 'unauthenticated';
  return (attributeNumber(input.attributes, 'free_signatures_remaining') ?? 0) > 0;
}
