import {
  createApiAccount,
  deleteApiAccount,
  listApiAccounts,
  resetApiAccountKey,
  updateApiAccount,
} from '@signet/contract';
import { actorOf } from '../../http/actor.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import type { ApiAccountsService } from './api-accounts.service.ts';

/** §7 "API accounts" (ADR 0900). */
export function registerApiAccountRoutes(
  { app, rateLimit }: HttpContext,
  { accounts }: { accounts: ApiAccountsService },
): void {
  registerEndpoint(app, listApiAccounts, rateLimit, ({ params, request }) =>
    accounts.list(actorOf(request), params.id),
  );
  registerEndpoint(app, createApiAccount, rateLimit, ({ params, body, request }) =>
    accounts.create(actorOf(request), params.id, body),
  );
  registerEndpoint(app, updateApiAccount, rateLimit, ({ params, body, request }) =>
    accounts.update(actorOf(request), params.id, params.username, body),
  );
  registerEndpoint(app, resetApiAccountKey, rateLimit, ({ params, request }) =>
    accounts.reset(actorOf(request), params.id, params.username),
  );
  registerEndpoint(app, deleteApiAccount, rateLimit, async ({ params, request }) => {
    await accounts.remove(actorOf(request), params.id, params.username);
    return null;
  });
}
