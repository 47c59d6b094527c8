import { publicApiV2, publicApiV3 } from '@signet/contract';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import { registerRawEndpoint } from '../../http/raw-endpoint.ts';
import { apiCallerOf } from './api-caller.ts';
import type { PublicDocuments } from './public-documents.ts';

/**
 * Skribble's documents under v2 and v3 (ADR 0900, 0911): upload and list, one document, its
 * content and its deletion. The base64 upload has the body limit of calls that carry documents.
 */
export function registerPublicDocumentRoutes(
  { app, rateLimit, documentBodyLimit }: HttpContext,
  documents: PublicDocuments,
): void {
  for (const endpoints of [publicApiV2, publicApiV3]) {
    registerEndpoint(
      app,
      endpoints.uploadDocument,
      rateLimit,
      ({ body, request }) => documents.upload(apiCallerOf(request), body),
      { bodyLimit: documentBodyLimit },
    );
    registerEndpoint(app, endpoints.listDocuments, rateLimit, ({ query, request }) =>
      documents.list(apiCallerOf(request), query),
    );
    registerEndpoint(app, endpoints.getDocument, rateLimit, ({ params, request }) =>
      documents.get(apiCallerOf(request), params.id),
    );
    registerEndpoint(app, endpoints.getDocumentContent, rateLimit, ({ params, request }) =>
      documents.content(apiCallerOf(request), params.id),
    );
    registerRawEndpoint(
      app,
      endpoints.deleteDocument,
      rateLimit,
      {},
      async ({ params, request, reply }) => {
        await documents.remove(apiCallerOf(request), params.id);
        return reply.code(200).send();
      },
    );
  }
}
