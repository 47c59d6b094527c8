import { absoluteHref, href } from '@signet/contract';
import type { EmailTokenPurpose } from '../../db/schema.ts';

/** The screen of the route table (§2) each link opens; the token travels in the query. */
const LINK_ROUTES = {
  signup: 'signupConfirm',
  business_signup: 'businessSignupSteps',
  email_change: 'profileConfirm',
  password_reset: 'passwordResetNew',
  business_invite: 'signupSteps',
  aes_for_business: 'signupConfirm',
  login: 'login',
} as const satisfies Record<EmailTokenPurpose | 'login', string>;

export function linkTo(
  publicUrl: string,
  page: EmailTokenPurpose | 'login',
  query: Record<string, string> = {},
): string {
  return absoluteHref(publicUrl, href(LINK_ROUTES[page], {}, query));
}
