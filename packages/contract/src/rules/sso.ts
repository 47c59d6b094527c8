import { isAttributeTrue, type UserAttributes } from './user-attributes.ts';

/**
 * §4 "A visitor with incomplete SSO setup (no names and no accepted terms) is always sent to
 * /signup/sso." No names means neither a first nor a last name; an account signed up with a
 * password always has both (§7 register), so this holds only for accounts an identity provider
 * created.
 */
export function isIncompleteSso(user: {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  attributes?: UserAttributes | undefined;
}): boolean {
  const hasNames = Boolean(user.firstName?.trim() || user.lastName?.trim());
  return !hasNames && !isAttributeTrue(user.attributes, 'accepted_gtc');
}
