import { listUserSeals, sign } from '@signet/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { requireSession } from '../../http/auth.hook.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { RateLimitPolicy } from '../../http/rate-limit.ts';
import { actorOf } from '../signature-requests/request-http.ts';
import type { SealsService } from './seals.service.ts';
import type { SigningService } from './signing.service.ts';
import { StepTimes } from './step-times.ts';

export function registerSigningRoutes(
  app: FastifyInstance,
  db: Database,
  rateLimit: RateLimitPolicy,
  signing: SigningService,
  seals: SealsService,
): void {
  registerEndpoint(app, sign, rateLimit, async ({ body, request }) => {
    const steps = new StepTimes();
    const answer = await signing.sign(await actorOf(db, request), body, steps);
    request.log.debug({ signingSteps: steps.rounded() }, 'signing steps');
    return answer;
  });
  registerEndpoint(app, listUserSeals, rateLimit, ({ request }) =>
    seals.sealsOf(requireSession(request).userId),
  );
}
