import {
  AppError,
  type SignatureQualities,
  type SignatureQualityLevel,
  signingQuality,
} from '@signet/contract';
import type { Legislation, SignerLevel } from '@signet/trust';
import type { UserAttributes, UserRow } from '../../db/schema.ts';
import type { SignatureRequestRow } from '../../db/tables/signature-requests.tables.ts';

export type RequestLevel = 'ses' | 'aes' | 'qes' | 'demo';

/** What a request asks for: its quality (SES when unset) under its legislation. */
export interface RequiredLevel {
  /** The request's quality as stored (SES when unset). */
  quality: SignatureQualityLevel;
  level: RequestLevel;
  legislation: Legislation;
}

const QUALITY_LEVEL: Record<SignatureQualityLevel, RequestLevel> = {
  SES: 'ses',
  AES: 'aes',
  AES_MINIMAL: 'aes',
  QES: 'qes',
  DEMO: 'demo',
};

/** The certificate the trust service issues for a signature of each quality. */
const CERTIFICATE_LEVEL: Record<SignatureQualityLevel, SignerLevel> = {
  SES: 'ses',
  AES: 'aes',
  AES_MINIMAL: 'aes',
  QES: 'qes',
  DEMO: 'demo',
};

export function requiredLevel(request: SignatureRequestRow, user: UserRow): RequiredLevel {
  return levelOf(request.quality, request.legislation, user);
}

/**
 * The level a user signs at when a request names none: the account's default_quality (§3, ses,
 * aes or qes) under its default_legislation. What a preview of the user's stamp shows.
 */
export function defaultLevel(user: UserRow): RequiredLevel {
  const preferred = (user.attributes as UserAttributes).default_quality?.[0]?.toUpperCase();
  return levelOf(preferred === 'AES' || preferred === 'QES' ? preferred : 'SES', undefined, user);
}

/** A quality (SES when unset or unknown) under the first legislation named, eIDAS otherwise. */
function levelOf(
  quality: string | null | undefined,
  requestLegislation: string | null | undefined,
  user: UserRow,
): RequiredLevel {
  const known = (quality && quality in QUALITY_LEVEL ? quality : 'SES') as SignatureQualityLevel;
  const fromRequest = requestLegislation?.toLowerCase();
  const fromUser = (user.attributes as UserAttributes).default_legislation?.[0]?.toLowerCase();
  const legislation = [fromRequest, fromUser].find(
    (value): value is Legislation => value === 'eidas' || value === 'zertes',
  );
  return { quality: known, level: QUALITY_LEVEL[known], legislation: legislation ?? 'eidas' };
}

/**
 * UPGRADE_STANDARDS_REQUIRED unless the account's signatureQualities (the ones GET /v1/user shows,
 * account-qualities.ts) allow the request's level; else the trust service level of the
 * certificate, from the quality the signature gets.
 */
export function assertLevelHeld(
  required: RequiredLevel,
  qualities: SignatureQualities,
  requestId: string,
): SignerLevel {
  const quality = signingQuality(qualities, required.quality, required.legislation);
  if (quality) return CERTIFICATE_LEVEL[quality];
  const what =
    required.level === 'ses' || required.level === 'demo'
      ? 'a verified e-mail address'
      : `an identification for ${required.level.toUpperCase()} under ${required.legislation === 'eidas' ? 'eIDAS' : 'ZertES'}`;
  throw new AppError(
    'UPGRADE_STANDARDS_REQUIRED',
    `Signature request ${requestId} needs ${what} to sign`,
  );
}
