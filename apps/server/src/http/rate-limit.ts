import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { AppError, type Endpoint } from '@signet/contract';
import type { FastifyInstance } from 'fastify';
import type { RateLimitRepository } from './rate-limit.repository.ts';
import { retryAfterSeconds } from './retry-after.ts';

export interface RateLimitPolicy {
  forEndpoint(endpoint: Endpoint): RateLimitOptions;
  /** For public routes outside the contract (the trust service's CRL, OCSP and TSA). */
  forMethod(method: 'GET' | 'POST'): RateLimitOptions;
}

/** Read-only GETs the web app polls (§9: maintenance every 60 s) get ten times the budget. */
const POLLING_FACTOR = 10;

/**
 * Rate limits on every endpoint callable without a session, counted in the database so that
 * several server processes share one budget per client (architecture: stateless processes).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  counters: RateLimitRepository,
  limits: { max: number; windowMs: number },
): Promise<RateLimitPolicy> {
  await app.register(rateLimit, {
    global: false,
    store: counters.storeClass(),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests; retry in ${context.after}`, {
        headers: { 'Retry-After': String(retryAfterSeconds(context.ttl)) },
      }),
  });
  const forMethod = (method: string): RateLimitOptions => {
    const factor = method === 'GET' ? POLLING_FACTOR : 1;
    return { max: limits.max * factor, timeWindow: limits.windowMs };
  };
  return { forEndpoint: (endpoint) => forMethod(endpoint.method), forMethod };
}
