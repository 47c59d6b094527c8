import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../jobs/clock.ts';

/** §4: set at login for addresses of INTERNAL_EMAIL_DOMAINS. */
export const INTERNAL_COOKIE = 'signet_internal';

const LIFETIME_SECONDS = 86_400;

/**
 * The cookie that lets internal staff past blocking maintenance. Its value is its expiry and an
 * HMAC of it under a server key, so a visitor cannot set it by hand (`signet_internal=1`) or keep
 * an old one past its day.
 */
export class InternalStaffCookie {
  constructor(
    private readonly key: Buffer,
    private readonly clock: Clock,
    private readonly secure: boolean,
  ) {}

  /** The Set-Cookie header for a login by internal staff. */
  issue(): string {
    const expires = Math.floor(this.clock().getTime() / 1000) + LIFETIME_SECONDS;
    const value = `${expires}.${this.mac(expires)}`;
    return `${INTERNAL_COOKIE}=${value}; Path=/; Max-Age=${LIFETIME_SECONDS}; SameSite=Lax; HttpOnly${this.secure ? '; Secure' : ''}`;
  }

  /** Whether the request carries a cookie this server issued that has not expired. */
  verify(request: FastifyRequest): boolean {
    const prefix = `${INTERNAL_COOKIE}=`;
    const now = this.clock().getTime() / 1000;
    return (request.headers.cookie ?? '')
      .split(';')
      .map((cookie) => cookie.trim())
      .filter((cookie) => cookie.startsWith(prefix))
      .some((cookie) => {
        const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(cookie.slice(prefix.length));
        if (!match) return false;
        const expires = Number(match[1]);
        if (expires <= now) return false;
        return timingSafeEqual(Buffer.from(match[2]!), Buffer.from(this.mac(expires)));
      });
  }

  private mac(expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${INTERNAL_COOKIE}:${expires}`)
      .digest('base64url');
  }
}
