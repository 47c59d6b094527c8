/**
 * §3 User.attributes: each attribute is a list of strings. Yes/no attributes (weak_password,
 * accepted_gtc, removed_from_business, business_deleted, accepted_business_invite) hold
 * `['true']` or `['false']`.
 */
export type UserAttributes = Readonly<Record<string, readonly string[] | undefined>>;

/** The attribute names of §3, spelled as the spec spells them. */
export const USER_ATTRIBUTE_NAMES = [
  'lang',
  'mobile',
  'accepted_gtc',
  'accepted_business_invite',
  'weak_password',
  'removed_from_business',
  'business_deleted',
  'free_signatures_remaining',
  'free_account_type',
  'email_notification_level',
  'default_legislation',
  'default_quality',
  'signer_identity_email',
  'p11_signing_name',
  'p11_signing_reason',
  'cello_ucc',
  'immutable_eid_fields',
  'frontend_version',
  'visual_signature_name',
  'visual_signature_company',
  'visual_signature_location',
  'visual_signature_display_claim',
  'visual_signature_display_standards',
  'visual_signature_display_qr',
  'visual_signature_display_date',
] as const;
export type UserAttributeName = (typeof USER_ATTRIBUTE_NAMES)[number];

/** The first value of an attribute, or undefined when it is absent or empty. */
export function attributeValue(
  attributes: UserAttributes | undefined,
  name: UserAttributeName,
): string | undefined {
  const value = attributes?.[name]?.[0];
  return value === undefined || value === '' ? undefined : value;
}

/** A yes/no attribute: true only for the value `true` (any case); absent counts as no. */
export function isAttributeTrue(
  attributes: UserAttributes | undefined,
  name: UserAttributeName,
): boolean {
  return attributeValue(attributes, name)?.toLowerCase() === 'true';
}

/** A yes/no attribute explicitly set to `false` (as opposed to absent). */
export function isAttributeFalse(
  attributes: UserAttributes | undefined,
  name: UserAttributeName,
): boolean {
  return attributeValue(attributes, name)?.toLowerCase() === 'false';
}

/** A whole-number attribute such as free_signatures_remaining; undefined when absent or not a number. */
export function attributeNumber(
  attributes: UserAttributes | undefined,
  name: UserAttributeName,
): number | undefined {
  const value = attributeValue(attributes, name);
  if (value === undefined || !/^-?\d+$/.test(value.trim())) return undefined;
  return Number.parseInt(value, 10);
}
