import { z } from 'zod/mini';

/**
 * §4 "Business payment state: TRIALING, NEEDS_PAYMENT_METHOD (trial expired), BLOCKED (locked),
 * MANUAL, STRIPE (card provider), CHARGEBEE (subscription billing provider)."
 */
export const PAYMENT_STATES = [
  'TRIALING',
  'NEEDS_PAYMENT_METHOD',
  'BLOCKED',
  'MANUAL',
  'STRIPE',
  'CHARGEBEE',
] as const;
export const PaymentState = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof PaymentState>;

/** §4 NEEDS_PAYMENT_METHOD means the trial expired. */
export function isTrialExpired(state: PaymentState | null | undefined): boolean {
  return state === 'NEEDS_PAYMENT_METHOD';
}

/** §4 BLOCKED means the business is locked. */
export function isBusinessLocked(state: PaymentState | null | undefined): boolean {
  return state === 'BLOCKED';
}

/** §6 "When the business trial has expired or the business is locked" — the one test for both. */
export function isTrialExpiredOrLocked(state: PaymentState | null | undefined): boolean {
  return isTrialExpired(state) || isBusinessLocked(state);
}

/**
 * §4 "A card provider subscription status other than active or incomplete_expired counts as a
 * payment issue." No status at all means no card subscription, hence no issue.
 */
export function hasPaymentIssue(stripeSubscriptionStatus: string | null | undefined): boolean {
  if (!stripeSubscriptionStatus) return false;
  return stripeSubscriptionStatus !== 'active' && stripeSubscriptionStatus !== 'incomplete_expired';
}

/** §4 "Discount status: ACTIVE or USED_UP." */
export const DISCOUNT_STATUSES = ['ACTIVE', 'USED_UP'] as const;
export const DiscountStatus = z.enum(DISCOUNT_STATUSES);
export type DiscountStatus = z.infer<typeof DiscountStatus>;
