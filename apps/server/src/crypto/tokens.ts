import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, confirmation and reset links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as their SHA-256: they carry 256 bits of entropy, so a fast hash is
 * enough (no dictionary to guess from), and a leaked table yields no usable token.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** Random id for a user (the §3 `id`, also called username). */
export function newUserId(): string {
  return randomBytes(12).toString('base64url');
}
