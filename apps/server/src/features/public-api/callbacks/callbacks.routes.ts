import { publicApiV2, publicApiV3 } from '@signet/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint-routes.ts';
import type { RateLimitPolicy } from '../../../http/rate-limit.ts';
import { apiCallerOf } from '../api-caller.ts';
import type { CallbacksService } from './callbacks.service.ts';

/** The callback log (GET, and POST as Skribble documents it) and the signing key, v2 and v3. */
export function registerCallbackRoutes(
  app: FastifyInstance,
  rateLimit: RateLimitPolicy,
  callbacks: CallbacksService,
): void {
  for (const endpoints of [publicApiV2, publicApiV3]) {
    for (const endpoint of [endpoints.getCallbacks, endpoints.postCallbacks]) {
      registerEndpoint(app, endpoint, rateLimit, ({ params, request }) =>
        callbacks.log(apiCallerOf(request), params.id),
      );
    }
    registerEndpoint(app, endpoints.callbackSecret, rateLimit, ({ request }) =>
      callbacks.secret(apiCallerOf(request)),
    );
  }
}
