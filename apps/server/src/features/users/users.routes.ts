import {
  acceptTerms,
  cello,
  deleteUser,
  getUser,
  signatureQualitiesDetail,
  updateUser,
} from '@signet/contract';
import { requireSession } from '../../http/auth.hook.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import type { UsersService } from './users.service.ts';

export function registerUserRoutes(
  { app, rateLimit }: HttpContext,
  { users }: { users: UsersService },
): void {
  registerEndpoint(app, getUser, rateLimit, ({ request }) => users.get(requireSession(request)));

  registerEndpoint(app, updateUser, rateLimit, ({ body, request }) =>
    users.update(requireSession(request), body),
  );

  registerEndpoint(app, signatureQualitiesDetail, rateLimit, ({ request }) =>
    users.signatureQualities(requireSession(request)),
  );

  registerEndpoint(app, deleteUser, rateLimit, async ({ body, request }) => {
    await users.delete(requireSession(request), body.password);
    return null;
  });

  registerEndpoint(app, acceptTerms, rateLimit, ({ body, request }) =>
    users.accept(requireSession(request), body),
  );

  registerEndpoint(app, cello, rateLimit, ({ body, request }) =>
    users.storeReferralCode(requireSession(request), body.ucc),
  );
}
