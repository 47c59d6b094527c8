import { AppError, identityProviders, login, logout } from '@signet/contract';
import type { Config } from '../../config/config.ts';
import { requireSession } from '../../http/auth.hook.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import type { InternalStaffCookie } from '../platform/index.ts';
import type { SessionsService } from './sessions.service.ts';

export function registerSessionRoutes(
  { app, rateLimit }: HttpContext,
  {
    sessions,
    config,
    internalStaff,
  }: {
    sessions: SessionsService;
    config: Pick<Config, 'internalEmailDomains'>;
    internalStaff: InternalStaffCookie;
  },
): void {
  registerEndpoint(app, login, rateLimit, async ({ body, reply }) => {
    const session = await sessions.login(body.email, body.password);
    const domain = body.email.split('@')[1] ?? '';
    if (config.internalEmailDomains.includes(domain)) {
      // §4: internal staff bypass the blocking maintenance page.
      reply.header('Set-Cookie', internalStaff.issue());
    }
    return {
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      firstLogin: session.firstLogin,
    };
  });

  registerEndpoint(app, logout, rateLimit, async ({ request }) => {
    await sessions.logout(requireSession(request));
    return null;
  });

  registerEndpoint(app, identityProviders, rateLimit, async ({ body }) => {
    // No single sign-on provider can be configured yet, so no domain has one.
    const domain = body.email.split('@')[1];
    throw new AppError('SSO_NOT_CONFIGURED', `No single sign-on is set up for ${domain}`);
  });
}
