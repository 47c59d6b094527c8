import type { FastifyInstance } from 'fastify';
import type { RateLimitPolicy } from './rate-limit.ts';

/** What every feature's routes register on: the server and the rate-limit policy of its endpoints. */
export interface HttpContext {
  app: FastifyInstance;
  rateLimit: RateLimitPolicy;
  /** The body limit of a JSON call that carries documents as base64 (documentBodyLimit). */
  documentBodyLimit: number;
}

/**
 * Base64 in JSON is 4/3 of the file: room for two files at the upload limit and the rest of the
 * body. The server-wide JSON limit (BODY_LIMIT) would refuse an ordinary PDF sent this way.
 */
export function documentBodyLimit(maxUploadBytes: number): number {
  return Math.ceil((maxUploadBytes * 8) / 3) + 1_048_576;
}
