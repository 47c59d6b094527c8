import {
  OPEN_VISUAL_SIGNATURE_PERMISSIONS,
  type SignatureQualities,
  type User,
  type VisualSignaturePermissions,
} from '@signet/contract';
import type { UserAttributes, UserRow } from '../../db/schema.ts';

const DEFAULT_LANGUAGE = 'en-gb';

/** §3 User as the web app reads it, with the derived values. */
export function toUserView(
  row: UserRow,
  languages: readonly string[],
  /** §3 signatureQualities, from the one source signing also uses (signing/account-qualities.ts). */
  signatureQualities: SignatureQualities,
  visualSignatures: VisualSignaturePermissions = OPEN_VISUAL_SIGNATURE_PERMISSIONS,
): User {
  const attributes = row.attributes as UserAttributes;
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
    groupInfo: { groupVersions: {}, groups: [] },
    isBusinessAdmin: false,
    business: null,
    signerIdentityEmail: attributes.signer_identity_email?.[0] ?? row.email,
    language: (lang && languages.includes(lang) ? lang : DEFAULT_LANGUAGE) as User['language'],
  };
}
