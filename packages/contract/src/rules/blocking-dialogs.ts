import { isTrialExpiredOrLocked, type PaymentState } from './business-payment.ts';
import type { Role } from './roles.ts';
import { isIncompleteSso } from './sso.ts';
import { isAttributeFalse, isAttributeTrue, type UserAttributes } from './user-attributes.ts';

/**
 * §6 "Blocking dialogs: unaccepted business invitation, unaccepted terms, removed from business,
 * business deleted (downgrade notice, then go to billing)" and §6 "members see a locked dialog".
 * Ids name the dialogs of §2.
 */
export type BlockingDialogId =
  | 'businessInvitation'
  | 'acceptTerms'
  | 'removedFromBusiness'
  | 'businessDowngraded'
  | 'lockedMember';

export interface BlockingDialog {
  id: BlockingDialogId;
  /** The route to go to once the dialog is acknowledged. */
  afterwards?: 'upgrade';
}

export interface BlockingDialogFacts {
  role: Role;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  attributes?: UserAttributes | undefined;
  /** The payment state of the user's business, when the user belongs to one. */
  paymentState?: PaymentState | null | undefined;
}

/**
 * The blocking dialogs due, in the order the spec lists them; the dialog host shows the first
 * (§2 "one active at a time") and asks again once it is done. Guests and visitors get none.
 * - An invitation is unaccepted while accepted_business_invite is `false` (absent: no invitation).
 * - Terms: not while SSO setup is incomplete — /signup/sso asks for them there (§4).
 * - "business deleted": the downgrade notice; the person is a free user now, so "billing" is
 *   their own plan page, /upgrade.
 */
export function blockingDialogs(facts: BlockingDialogFacts): BlockingDialog[] {
  const { role, attributes } = facts;
  if (role === 'unauthenticated' || role === 'nas') return [];
  const dialogs: BlockingDialog[] = [];
  if (isAttributeFalse(attributes, 'accepted_business_invite')) {
    dialogs.push({ id: 'businessInvitation' });
  }
  if (!isAttributeTrue(attributes, 'accepted_gtc') && !isIncompleteSso(facts)) {
    dialogs.push({ id: 'acceptTerms' });
  }
  if (isAttributeTrue(attributes, 'removed_from_business')) {
    dialogs.push({ id: 'removedFromBusiness' });
  }
  if (isAttributeTrue(attributes, 'business_deleted')) {
    dialogs.push({ id: 'businessDowngraded', afterwards: 'upgrade' });
  }
  if (role === 'member' && isTrialExpiredOrLocked(facts.paymentState)) {
    dialogs.push({ id: 'lockedMember' });
  }
  return dialogs;
}
