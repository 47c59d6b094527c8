import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApiAccountKind } from '@signet/contract';
import { hashToken, newOpaqueToken } from '../../crypto/tokens.ts';

/** `api_demo_` or `api_production_` and 64 random bits in hex (ADR 0900). */
export function newUsername(kind: ApiAccountKind): string {
  return `api_${kind}_${randomBytes(8).toString('hex')}`;
}

/** The key: 256 random bits, URL-safe. Shown once; stored as its SHA-256 only (ADR 0900). */
export function newApiKey(): { key: string; hash: string } {
  const key = newOpaqueToken();
  return { key, hash: hashToken(key) };
}

/** Compares a presented key with the stored hash in constant time. */
export function keyMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(hashToken(presented));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}
