import {
  createSignerGroup,
  deleteSignerGroup,
  getSignerGroup,
  listSignerGroups,
  updateSignerGroup,
} from '@signet/contract';
import { actorOf } from '../../http/actor.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import type { SignerGroupsService } from './signer-groups.service.ts';

/** §7 "Signer groups". */
export function registerSignerGroupRoutes(
  { app, rateLimit }: HttpContext,
  { groups }: { groups: SignerGroupsService },
): void {
  registerEndpoint(app, listSignerGroups, rateLimit, ({ request }) =>
    groups.list(actorOf(request)),
  );
  registerEndpoint(app, createSignerGroup, rateLimit, ({ body, request }) =>
    groups.create(actorOf(request), body),
  );
  registerEndpoint(app, getSignerGroup, rateLimit, ({ params, request }) =>
    groups.get(actorOf(request), params.id),
  );
  registerEndpoint(app, updateSignerGroup, rateLimit, ({ params, body, request }) =>
    groups.update(actorOf(request), params.id, body),
  );
  registerEndpoint(app, deleteSignerGroup, rateLimit, async ({ params, request }) => {
    await groups.delete(actorOf(request), params.id);
    return null;
  });
}
