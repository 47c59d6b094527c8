import { changeMobile, confirmMobile } from '@signet/contract';
import { requireSession } from '../../http/auth.hook.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import type { MobileChangesService } from './mobile-changes.service.ts';

export function registerMobileChangeRoutes(
  { app, rateLimit }: HttpContext,
  { mobileChanges }: { mobileChanges: MobileChangesService },
): void {
  registerEndpoint(app, changeMobile, rateLimit, ({ body, request }) =>
    mobileChanges.start(requireSession(request), body),
  );

  registerEndpoint(app, confirmMobile, rateLimit, ({ body, request }) =>
    mobileChanges.confirm(requireSession(request), body.code),
  );
}
