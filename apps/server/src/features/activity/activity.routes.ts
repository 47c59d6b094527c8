import { Readable } from 'node:stream';
import {
  exportIdentificationActivities,
  exportSignatureActivities,
  listAccountActivities,
  listIdentificationActivities,
  listSignatureActivities,
  summariseSignatureActivities,
} from '@signet/contract';
import type { FastifyReply } from 'fastify';
import { actorOf } from '../../http/actor.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import { registerRawEndpoint } from '../../http/raw-endpoint.ts';
import type { ActivityService, CsvFile } from './activity.service.ts';

/** A page's total in the header too, as the members list gives it. */
function withTotal<T extends { total_items: number }>(reply: FastifyReply, page: T): T {
  reply.header('X-Total-Count', String(page.total_items));
  return page;
}

/**
 * The CSV goes out as it is produced: the stream asks for the next chunk only when the socket has
 * taken the last one, so a slow download holds one chunk, not the file.
 */
function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', file.disposition)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Readable.from(file.chunks, { objectMode: false }));
}

/** §7 "Activity": the business's activity lists, the charts' numbers and the CSV exports. */
export function registerActivityRoutes({ app, rateLimit }: HttpContext, activity: ActivityService) {
  registerEndpoint(
    app,
    listAccountActivities,
    rateLimit,
    async ({ params, query, request, reply }) =>
      withTotal(reply, await activity.accounts(actorOf(request), params.id, query)),
  );
  registerEndpoint(
    app,
    listSignatureActivities,
    rateLimit,
    async ({ params, query, request, reply }) =>
      withTotal(reply, await activity.signatures(actorOf(request), params.id, query)),
  );
  registerEndpoint(
    app,
    listIdentificationActivities,
    rateLimit,
    async ({ params, query, request, reply }) =>
      withTotal(reply, await activity.identifications(actorOf(request), params.id, query)),
  );
  registerEndpoint(app, summariseSignatureActivities, rateLimit, ({ params, query, request }) =>
    activity.summary(actorOf(request), params.id, query),
  );
  registerRawEndpoint(
    app,
    exportSignatureActivities,
    rateLimit,
    {},
    async ({ params, query, request, reply }) =>
      sendCsv(reply, await activity.exportSignatures(actorOf(request), params.id, query)),
  );
  registerRawEndpoint(
    app,
    exportIdentificationActivities,
    rateLimit,
    {},
    async ({ params, query, request, reply }) =>
      sendCsv(reply, await activity.exportIdentifications(actorOf(request), params.id, query)),
  );
}
