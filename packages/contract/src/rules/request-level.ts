import type { UserAttributes } from './user-attributes.ts';

/** The levels a sender picks for a request (§1: ses, aes, qes) and the two legislations. */
export type RequestQuality = 'SES' | 'AES' | 'QES';
export type RequestLegislation = 'ZERTES' | 'EIDAS';

/**
 * The level and legislation a request gets when its sender has not chosen them: the account's
 * default_quality and default_legislation (§3 User attributes), else SES under eIDAS, the level
 * the server already signed such a request at. The server stores them on a new draft and on a
 * request sent without them, so the form, the viewer, the stamp and the protocol all read the
 * same stored value (ADR 0511).
 */
export function requestLevelDefaults(attributes: UserAttributes | undefined): {
  quality: RequestQuality;
  legislation: RequestLegislation;
} {
  const quality = attributes?.default_quality?.[0]?.toUpperCase();
  const legislation = attributes?.default_legislation?.[0]?.toUpperCase();
  return {
    quality: quality === 'AES' || quality === 'QES' ? quality : 'SES',
    legislation: legislation === 'ZERTES' ? 'ZERTES' : 'EIDAS',
  };
}
