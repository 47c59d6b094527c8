import { changePassword, checkPassword, requestReset, resetPassword } from '@signet/contract';
import { requireSession } from '../../http/auth.hook.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import type { PasswordsService } from './passwords.service.ts';

export function registerPasswordRoutes(
  { app, rateLimit }: HttpContext,
  { passwords }: { passwords: PasswordsService },
): void {
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
