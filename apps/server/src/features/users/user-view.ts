import {
  OPEN_VISUAL_SIGNATURE_PERMISSIONS,
  type SignatureQualitiesDetail,
  type User,
  type VisualSignaturePermissions,
} from '@signet/contract';
import type { UserAttributes, UserRow } from '../../db/schema.ts';

const DEFAULT_LANGUAGE = 'en-gb';

/** §3 User as the web app reads it, with the derived values. */
export function toUserView(
  row: UserRow,
  languages: readonly string[],
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
    // §4 highest quality: nothing while the e-mail is unverified; ses once it is.
    signatureQualities: row.email_verified ? { ses: { any: { quality: 'SES' } } } : {},
    disabledQualities: [],
    permissions: { visualSignatures },
    groupInfo: { groupVersions: {}, groups: [] },
    // No business accounts exist yet; membership arrives with them.
    isBusinessAdmin: false,
    signerIdentityEmail: attributes.signer_identity_email?.[0] ?? row.email,
    language: (lang && languages.includes(lang) ? lang : DEFAULT_LANGUAGE) as User['language'],
  };
}

/** The provider of simple electronic signatures: Signet's own trust service. */
const SES_PROVIDER = 'SIGNET';

/** Skribble's UserSignatureQualitiesResponse for this account. */
export function toSignatureQualitiesDetail(row: UserRow): SignatureQualitiesDetail {
  if (!row.email_verified) return {};
  return { ses: { any: { quality: 'SES', provider: SES_PROVIDER, legislation: 'UNDEFINED' } } };
}
