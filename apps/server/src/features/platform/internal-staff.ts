import type { FastifyRequest } from 'fastify';

/** §4: set at login for addresses of INTERNAL_EMAIL_DOMAINS. */
export const INTERNAL_COOKIE = 'signet_internal';

export function isInternalStaff(request: FastifyRequest): boolean {
  const cookies = request.headers.cookie ?? '';
  return cookies.split(';').some((cookie) => cookie.trim() === `${INTERNAL_COOKIE}=1`);
}
