import type { FastifyRequest } from 'fastify';

/** Header values that are credentials: a session, a cookie, a direct-sign link's token. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-direct-token"]',
  'res.headers["set-cookie"]',
];

/** `?token=…` carries a direct-sign link (§7 "with a token query"): never into the logs. */
export function withoutTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's request log fields, with the address's tokens masked. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
