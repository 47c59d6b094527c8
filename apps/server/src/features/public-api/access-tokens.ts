import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../jobs/clock.ts';

/** About 20 minutes, as Skribble's access tokens (ADR 0900). */
export const ACCESS_TOKEN_SECONDS = 20 * 60;

export interface AccessClaims {
  /** The API account's username. */
  sub: string;
  /** Its business. */
  bid: string;
  /** The key version the token was issued for; a reset moves it on. */
  ver: number;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const sign = (key: Buffer, input: string) =>
  createHmac('sha256', key).update(input, 'ascii').digest();

/**
 * The public API's access tokens: JWTs (RFC 7519) signed with HMAC-SHA-256 under a key the server
 * derives for this use alone (ADR 0900). Only HS256 with this header is accepted: a token naming
 * another algorithm (or `none`) fails like a forged one. Being a JWT is Skribble's promise to its
 * integrations; what a token may do is read from the database on every call.
 */
export class AccessTokens {
  constructor(
    private readonly key: Buffer,
    private readonly clock: Clock,
  ) {}

  issue(account: { username: string; businessId: string; keyVersion: number }): string {
    const iat = Math.floor(this.clock().getTime() / 1000);
    const claims: AccessClaims = {
      sub: account.username,
      bid: account.businessId,
      ver: account.keyVersion,
      iat,
      exp: iat + ACCESS_TOKEN_SECONDS,
    };
    const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${body}.${sign(this.key, body).toString('base64url')}`;
  }

  /** The claims of a token this server issued that has not expired; otherwise undefined. */
  verify(token: string): AccessClaims | undefined {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
    const presented = Buffer.from(parts[2] ?? '', 'base64url');
    const expected = sign(this.key, `${parts[0]}.${parts[1]}`);
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
      return undefined;
    }
    let claims: AccessClaims;
    try {
      claims = JSON.parse(
        Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'),
      ) as AccessClaims;
    } catch {
      return undefined;
    }
    const now = this.clock().getTime() / 1000;
    const valid =
      typeof claims.sub === 'string' &&
      typeof claims.bid === 'string' &&
      Number.isInteger(claims.ver) &&
      typeof claims.exp === 'number' &&
      claims.exp > now;
    return valid ? claims : undefined;
  }
}
