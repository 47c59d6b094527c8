import type { FastifyInstance } from 'fastify';
import type { RateLimitPolicy } from './rate-limit.ts';

/** What every feature's routes register on: the server and the rate-limit policy of its endpoints. */
export interface HttpContext {
  app: FastifyInstance;
  rateLimit: RateLimitPolicy;
}
