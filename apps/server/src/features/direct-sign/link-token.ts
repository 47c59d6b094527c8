import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A direct-sign link's token (docs/decisions/0800): `<link id>.<expiry>.<secret>.<mac>`. The MAC
 * (HMAC-SHA-256 under the server's key) makes it tamper-evident before the database is asked; the
 * 256-bit secret makes it unguessable; the expiry is in it and, authoritatively, in the link's row,
 * which keeps only the token's SHA-256.
 */
export interface LinkTokenClaims {
  linkId: string;
  expiresAt: Date;
}

const PART = /^[A-Za-z0-9_-]+$/;

export function mac(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload, 'utf8').digest('base64url');
}

export function mintLinkToken(key: Buffer, claims: LinkTokenClaims): string {
  const expiry = Math.floor(claims.expiresAt.getTime() / 1000).toString(36);
  const payload = `${claims.linkId}.${expiry}.${randomBytes(32).toString('base64url')}`;
  return `${payload}.${mac(key, payload)}`;
}

/** The token's claims when its MAC holds; undefined for anything altered or made up. */
export function readLinkToken(key: Buffer, token: string): LinkTokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 4 || !parts.every((part) => PART.test(part))) return undefined;
  const [linkId, expiry, , given] = parts as [string, string, string, string];
  const expected = Buffer.from(mac(key, parts.slice(0, 3).join('.')));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  const seconds = Number.parseInt(expiry, 36);
  if (!Number.isSafeInteger(seconds)) return undefined;
  return { linkId, expiresAt: new Date(seconds * 1000) };
}
