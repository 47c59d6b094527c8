import {
  deleteDocument,
  downloadDocument,
  downloadSignatureRequestZip,
  getDocument,
  getDocumentPage,
} from '@signet/contract';
import { actorOf } from '../../http/actor.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import { registerRawEndpoint } from '../../http/raw-endpoint.ts';
import type { DocumentsService } from './documents.service.ts';

/** A page image never changes for its address (document version, page, scale): cache it for good. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

export function registerDocumentRoutes(
  { app, rateLimit }: HttpContext,
  { documents }: { documents: DocumentsService },
): void {
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request);

  registerEndpoint(app, getDocument, rateLimit, async ({ params, request }) =>
    documents.metadata(await actor(request), params.id),
  );
  registerEndpoint(app, deleteDocument, rateLimit, async ({ params, request }) => {
    await documents.delete(await actor(request), params.id);
    return null;
  });

  registerRawEndpoint(
    app,
    downloadDocument,
    rateLimit,
    {},
    async ({ params, query, request, reply }) => {
      const file = await documents.download(await actor(request), params.id, query.signed);
      return sendPdf(reply, file);
    },
  );

  registerRawEndpoint(
    app,
    downloadSignatureRequestZip,
    rateLimit,
    {},
    async ({ params, query, request, reply }) => {
      const file = await documents.zip(await actor(request), params.id, query.signed);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', file.disposition)
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );

  registerRawEndpoint(
    app,
    getDocumentPage,
    rateLimit,
    {},
    async ({ params, query, request, reply }) => {
      const answer = await documents.page(await actor(request), params.id, params.n, query.scale);
      if (answer.kind === 'rendering') {
        // §8: the viewer waits Retry-After seconds on a 503 and asks again.
        reply.header('Retry-After', '1').header('Cache-Control', 'no-store');
        return reply.code(503).send({
          statusCode: 503,
          code: 'PAGE_RENDERING',
          message: 'The page image is being rendered; retry in a second',
        });
      }
      reply
        .header('X-Page-Scale', String(answer.scale))
        .header('ETag', answer.etag)
        .header('Cache-Control', IMMUTABLE)
        .header('Vary', 'Authorization');
      if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === answer.etag)) {
        return reply.code(304).send();
      }
      return reply.header('Content-Type', answer.contentType).send(answer.bytes);
    },
  );
}
