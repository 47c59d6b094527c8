import { publicApiV2, publicApiV3 } from '@signet/contract';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import { apiCallerOf } from './api-caller.ts';
import type { PublicSeal } from './public-seal.ts';

/** POST /seal under v2 and v3 (ADR 0910). */
export function registerPublicSealRoutes(
  { app, rateLimit, documentBodyLimit }: HttpContext,
  seal: PublicSeal,
): void {
  for (const endpoints of [publicApiV2, publicApiV3]) {
    registerEndpoint(
      app,
      endpoints.seal,
      rateLimit,
      ({ body, request }) => seal.seal(apiCallerOf(request), body),
      { bodyLimit: documentBodyLimit },
    );
  }
}
