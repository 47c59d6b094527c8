import { changePassword, checkPassword, requestReset, resetPassword } from '@signet/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSession } from '../../http/auth.hook.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';

export function registerPasswordRoutes({ app, rateLimit, passwords }: AppContext): void {
  registerEndpoint(app, checkPassword, rateLimit, ({ body, request }) =>
    passwords.check(body.password, body.token, request.session),
  );

  registerEndpoint(app, changePassword, rateLimit, async ({ body, request }) => {
    await passwords.change(requireSession(request), body.old, body.new);
    return null;
  });

  registerEndpoint(app, requestReset, rateLimit, async ({ body }) => {
    await passwords.requestReset(body.email);
    return null;
  });

  registerEndpoint(app, resetPassword, rateLimit, async ({ body }) => {
    await passwords.reset(body.token, body.new);
    return null;
  });
}
