import { AppError, PAGE_SCALE, publicApiV2, publicApiV3 } from '@signet/contract';
import type { FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import { registerRawEndpoint } from '../../http/raw-endpoint.ts';
import { apiCallerOf } from './api-caller.ts';
import type { PublicBusinessCalls } from './public-business.ts';

/**
 * Skribble documents `scale` as a header and describes it as a parameter: the query wins, then
 * the header, then real size.
 */
function scaleOf(request: FastifyRequest, query: number | undefined): number {
  if (query !== undefined) return query;
  const header = request.headers.scale;
  if (header === undefined) return PAGE_SCALE.default;
  const scale = Number(header);
  if (!Number.isInteger(scale) || scale < PAGE_SCALE.min || scale > PAGE_SCALE.max) {
    throw new AppError('VALIDATION_FAILED', 'Invalid headers.scale', {
      fields: [
        {
          field: 'headers.scale',
          message: `A whole number from ${PAGE_SCALE.min} to ${PAGE_SCALE.max}`,
        },
      ],
    });
  }
  return scale;
}

/** Document pages and the business's signature activity, under v2 and v3 (ADR 0910). */
export function registerPublicBusinessRoutes(
  { app, rateLimit, documentBodyLimit }: HttpContext,
  calls: PublicBusinessCalls,
): void {
  for (const endpoints of [publicApiV2, publicApiV3]) {
    registerRawEndpoint(
      app,
      endpoints.getDocumentPage,
      rateLimit,
      {},
      async ({ params, query, request, reply }) => {
        const scale = scaleOf(request, query.scale);
        const answer = await calls.page(apiCallerOf(request), params.id, params.n, scale);
        if (answer.kind === 'rendering') {
          reply.header('Retry-After', '1').header('Cache-Control', 'no-store');
          return reply.code(503).send({
            statusCode: 503,
            code: 'PAGE_RENDERING',
            message: 'The page image is being rendered; retry in a second',
          });
        }
        return reply
          .header('Content-Type', answer.contentType)
          .header('ETag', answer.etag)
          .header('Cache-Control', 'private, no-store')
          .send(answer.bytes);
      },
    );
    registerEndpoint(app, endpoints.activitiesSignatures, rateLimit, ({ query, request }) =>
      calls.signatures(apiCallerOf(request), query),
    );
    registerEndpoint(
      app,
      endpoints.createSendTo,
      rateLimit,
      ({ body, request }) => calls.createSendTo(apiCallerOf(request), body, request.ip),
      { bodyLimit: documentBodyLimit },
    );
    registerEndpoint(app, endpoints.trackSendTo, rateLimit, ({ params, request }) =>
      calls.trackSendTo(apiCallerOf(request), params.id, request.headers['x-accesscode']),
    );
    registerRawEndpoint(
      app,
      endpoints.downloadSendTo,
      rateLimit,
      {},
      async ({ params, request, reply }) =>
        sendPdf(
          reply,
          await calls.downloadSendTo(
            apiCallerOf(request),
            params.id,
            request.headers['x-accesscode'],
          ),
        ),
    );
    registerRawEndpoint(
      app,
      endpoints.deleteSendTo,
      rateLimit,
      {},
      async ({ params, request, reply }) => {
        await calls.deleteSendTo(apiCallerOf(request), params.id, request.headers['x-accesscode']);
        return reply.code(200).send();
      },
    );
  }
}
