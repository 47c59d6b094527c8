import {
  changeToAdmins,
  changeToMembers,
  claimBusinessDomain,
  inviteBusinessMembers,
  listBusinessAdmins,
  listBusinessInvitations,
  listBusinessMembers,
  releaseBusinessDomain,
  releaseBusinessDomainByPath,
  removeBusinessMembers,
  withdrawBusinessInvitation,
} from '@signet/contract';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../http/actor.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import type { BusinessServices } from './business-services.ts';

/** §7 "Business" members: admins and members, invitations and claimed domains. */
export function registerMemberRoutes(
  { app, rateLimit }: HttpContext,
  { members, invitations, domains }: BusinessServices,
): void {
  const actor = (request: FastifyRequest) => actorOf(request);

  registerEndpoint(app, listBusinessAdmins, rateLimit, ({ params, request }) =>
    members.admins(actor(request), params.id),
  );
  registerEndpoint(app, changeToAdmins, rateLimit, ({ params, body, request }) =>
    members.changeRole(actor(request), params.id, body.user_ids, 'admin'),
  );
  registerEndpoint(app, changeToMembers, rateLimit, ({ params, body, request }) =>
    members.changeRole(actor(request), params.id, body.user_ids, 'member'),
  );
  registerEndpoint(
    app,
    listBusinessMembers,
    rateLimit,
    async ({ params, query, request, reply }) => {
      const { items, total } = await members.list(actor(request), params.id, query);
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );
  registerEndpoint(app, removeBusinessMembers, rateLimit, async ({ params, body, request }) => {
    await members.remove(actor(request), params.id, body.user_ids);
    return null;
  });

  registerEndpoint(app, inviteBusinessMembers, rateLimit, ({ params, body, request }) =>
    invitations.invite(actor(request), params.id, body),
  );
  registerEndpoint(
    app,
    listBusinessInvitations,
    rateLimit,
    async ({ params, query, request, reply }) => {
      const { items, total } = await invitations.list(actor(request), params.id, query);
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );
  registerEndpoint(app, withdrawBusinessInvitation, rateLimit, async ({ params, request }) => {
    await invitations.withdraw(actor(request), params.id, params.invite);
    return null;
  });

  registerEndpoint(app, claimBusinessDomain, rateLimit, ({ params, body, request }) =>
    domains.claim(actor(request), params.id, body.domain),
  );
  registerEndpoint(app, releaseBusinessDomain, rateLimit, ({ params, body, request }) =>
    domains.release(actor(request), params.id, body.domain),
  );
  registerEndpoint(app, releaseBusinessDomainByPath, rateLimit, ({ params, request }) =>
    domains.release(actor(request), params.id, params.domain),
  );
}
