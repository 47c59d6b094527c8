import { register, requestConfirmation, validConfirmation } from '@signet/contract';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import type { SignupService } from './signup.service.ts';

export function registerSignupRoutes(
  { app, rateLimit }: HttpContext,
  { signup }: { signup: SignupService },
): void {
  registerEndpoint(app, requestConfirmation, rateLimit, async ({ body, request }) => {
    await signup.requestConfirmation(body, request.session);
    return null;
  });

  registerEndpoint(app, validConfirmation, rateLimit, ({ body }) =>
    signup.validConfirmation(body.token),
  );

  registerEndpoint(app, register, rateLimit, ({ body }) => signup.register(body));
}
