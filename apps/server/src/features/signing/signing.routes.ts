import { listUserSeals, proceedSign, sign } from '@signet/contract';
import { actorOf } from '../../http/actor.ts';
import { requireSession } from '../../http/auth.hook.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import type { SealsService } from '../seals/index.ts';
import type { SigningService } from './signing.service.ts';
import type { SigningTracer } from './signing-tracer.ts';

export function registerSigningRoutes(
  { app, rateLimit }: HttpContext,
  {
    signing,
    seals,
    tracer,
  }: { signing: SigningService; seals: SealsService; tracer: SigningTracer },
): void {
  registerEndpoint(app, sign, rateLimit, async ({ body, request }) => {
    const actor = actorOf(request);
    const { result, steps } = await tracer.trace(actor, () => signing.sign(actor, body));
    request.log.debug({ signingSteps: steps }, 'signing steps');
    return result;
  });
  registerEndpoint(app, proceedSign, rateLimit, async ({ params, body, request }) => {
    const actor = actorOf(request);
    const { result } = await tracer.trace(actor, () =>
      signing.proceed(actor, params.id, body.pwdotp),
    );
    return result;
  });
  registerEndpoint(app, listUserSeals, rateLimit, ({ request }) =>
    seals.sealsOf(requireSession(request).userId),
  );
}
