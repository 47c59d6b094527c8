import { updateAesForBusiness } from '@signet/contract';
import { actorOf } from '../../http/actor.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import type { AesForBusinessService } from './aes-for-business.service.ts';

export function registerAesForBusinessRoutes(
  { app, rateLimit }: HttpContext,
  { aesForBusiness }: { aesForBusiness: AesForBusinessService },
): void {
  registerEndpoint(app, updateAesForBusiness, rateLimit, ({ params, body, request }) =>
    aesForBusiness.update(actorOf(request), params.id, body),
  );
}
