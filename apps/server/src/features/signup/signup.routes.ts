import { register, requestConfirmation, validConfirmation } from '@signet/contract';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';

export function registerSignupRoutes({ app, rateLimit, signup }: AppContext): void {
  registerEndpoint(app, requestConfirmation, rateLimit, async ({ body, request }) => {
    await signup.requestConfirmation(body, request.session);
    return null;
  });

  registerEndpoint(app, validConfirmation, rateLimit, ({ body }) =>
    signup.validConfirmation(body.token),
  );

  registerEndpoint(app, register, rateLimit, ({ body }) => signup.register(body));
}
