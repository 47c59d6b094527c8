import { sign } from '@signet/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { RateLimitPolicy } from '../../http/rate-limit.ts';
import { actorOf } from '../signature-requests/request-http.ts';
import type { SigningService } from './signing.service.ts';

export function registerSigningRoutes(
  app: FastifyInstance,
  db: Database,
  rateLimit: RateLimitPolicy,
  signing: SigningService,
): void {
  registerEndpoint(app, sign, rateLimit, async ({ body, request }) =>
    signing.sign(await actorOf(db, request), body),
  );
}
