import {
  OPEN_VISUAL_SIGNATURE_PERMISSIONS,
  type SignatureQualities,
  type User,
  type VisualSignaturePermissions,
} from '@signet/contract';
import type { UserAttributes, UserRow } from '../../db/schema.ts';
import { type AccountBusiness, NO_BUSINESS } from './business-port.ts';

const DEFAULT_LANGUAGE = 'en-gb';

/** §3 User as the web app reads it, with the derived values. */
export function toUserView(
  row: UserRow,
  languages: readonly string[],
  /** §3 signatureQualities, from the one source signing also uses (signing/account-qualities.ts). */
  signatureQualities: SignatureQualities,
  visualSignatures: VisualSignaturePermissions = OPEN_VISUAL_SIGNATURE_PERMISSIONS,
  { business, invitation }: AccountBusiness = NO_BUSINESS,
  /** §3 groupInfo: the signer groups the account is in, with their versions. */
  groupInfo: User['groupInfo'] = { groupVersions: {}, groups: [] },
): User {
  // accepted_business_invite is derived, never stored: 'false' while an invitation waits (§6).
  const { accepted_business_invite: _stored, ...attributes } = row.attributes as UserAttributes;
  if (!business && invitation) attributes.accepted_business_invite = ['false'];
  const lang = attributes.lang?.[0];
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified,
    firstName: row.first_name,
    lastName: row.last_name,
    hasSso: row.has_sso,
    retention: row.retention,
    attributes,
    signatureQualities,
    disabledQualities: [],
    permissions: { visualSignatures },
    groupInfo,
    isBusinessAdmin: business?.role === 'admin',
    business,
    businessInvitation: business ? null : invitation,
    signerIdentityEmail: attributes.signer_identity_email?.[0] ?? row.email,
    language: (lang && languages.includes(lang) ? lang : DEFAULT_LANGUAGE) as User['language'],
  };
}
