import { AppError } from '@signet/contract';
import type { Legislation, SignerLevel } from '@signet/trust';
import type { UserAttributes, UserRow } from '../../db/schema.ts';
import type { SignatureRequestRow } from '../signature-requests/signature-requests.tables.ts';

export type RequestLevel = 'ses' | 'aes' | 'qes' | 'demo';

/** What a request asks for: its quality (SES when unset) under its legislation. */
export interface RequiredLevel {
  level: RequestLevel;
  legislation: Legislation;
}

const QUALITY_LEVEL: Record<string, RequestLevel> = {
  SES: 'ses',
  AES: 'aes',
  AES_MINIMAL: 'aes',
  QES: 'qes',
  DEMO: 'demo',
};

export function requiredLevel(request: SignatureRequestRow, user: UserRow): RequiredLevel {
  const level = QUALITY_LEVEL[request.quality ?? 'SES'] ?? 'ses';
  const fromRequest = request.legislation?.toLowerCase();
  const fromUser = (user.attributes as UserAttributes).default_legislation?.[0]?.toLowerCase();
  const legislation = [fromRequest, fromUser].find(
    (value): value is Legislation => value === 'eidas' || value === 'zertes',
  );
  return { level, legislation: legislation ?? 'eidas' };
}

/**
 * The levels an account holds: `ses` and `demo` with a verified e-mail (§4: none while it is
 * unverified); aes and qes per legislation from an identification. Until identification is built
 * the only source of those is the development setting SIGNING_TEST_LEVELS (refused in production).
 */
export function heldLevels(user: UserRow, testLevels: Record<string, string[]>): Set<string> {
  const held = new Set<string>();
  if (!user.email_verified) return held;
  held.add('ses');
  held.add('demo');
  for (const grant of testLevels[user.email.toLowerCase()] ?? []) {
    held.add(grant);
    // A qualified identification covers the advanced level of the same legislation.
    if (grant.startsWith('qes.')) held.add(`aes.${grant.slice(4)}`);
  }
  return held;
}

/** UPGRADE_STANDARDS_REQUIRED unless the account holds the request's level. */
export function assertLevelHeld(
  required: RequiredLevel,
  held: Set<string>,
  requestId: string,
): void {
  const key =
    required.level === 'aes' || required.level === 'qes'
      ? `${required.level}.${required.legislation}`
      : required.level;
  if (held.has(key)) return;
  const what =
    required.level === 'ses' || required.level === 'demo'
      ? 'a verified e-mail address'
      : `an identification for ${required.level.toUpperCase()} under ${required.legislation === 'eidas' ? 'eIDAS' : 'ZertES'}`;
  throw new AppError(
    'UPGRADE_STANDARDS_REQUIRED',
    `Signature request ${requestId} needs ${what} to sign`,
  );
}

/** The trust service level of the certificate for a personal signature. */
export function certificateLevel(level: RequestLevel): SignerLevel {
  return level;
}
