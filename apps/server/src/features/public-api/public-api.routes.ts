import { ApiLoginBody, type PublicApiVersion, publicApiV2, publicApiV3 } from '@signet/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { registerApiLookup } from '../../http/auth.hook.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import type { RateLimitPolicy } from '../../http/rate-limit.ts';
import { parseJsonBody, registerRawEndpoint } from '../../http/raw-endpoint.ts';
import type { AccessTokens } from './access-tokens.ts';
import { apiCallerOf, openApiCall } from './api-caller.ts';
import { registerCallbackRoutes } from './callbacks/callbacks.routes.ts';
import type { CallbacksService } from './callbacks/callbacks.service.ts';
import type { PublicApiService } from './public-api.service.ts';
import { registerPublicDocumentRoutes } from './public-documents.routes.ts';
import type { PublicDocuments } from './public-documents.ts';
import type { PublicRequestsV3 } from './public-requests-v3.ts';

export interface PublicApiRoutesDeps {
  db: Database;
  tokens: AccessTokens;
  api: PublicApiService;
  documents: PublicDocuments;
  v3: PublicRequestsV3;
  callbacks: CallbacksService;
}

/** What v2 and v3 serve alike. */
type Shared = Pick<typeof publicApiV3, 'login' | 'health' | 'signatureQualities'>;

/** The calls v2 and v3 share, registered under one version's paths. */
function registerShared(
  app: FastifyInstance,
  rateLimit: RateLimitPolicy,
  endpoints: Shared,
  api: PublicApiService,
): void {
  registerEndpoint(app, endpoints.health, rateLimit, () => api.health());
  registerEndpoint(app, endpoints.signatureQualities, rateLimit, ({ request }) =>
    api.signatureQualities(apiCallerOf(request)),
  );
}

/**
 * Login takes JSON or form fields (Skribble's two ways); the form parser lives in a scope of its
 * own so that no other route reads forms. Answers the JWT as text/plain.
 */
async function registerLogin(
  app: FastifyInstance,
  rateLimit: RateLimitPolicy,
  api: PublicApiService,
  versions: readonly { login: Shared['login'] }[],
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (
        _request: FastifyRequest,
        body: string | Buffer,
        done: (e: Error | null, v?: unknown) => void,
      ) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
    );
    for (const { login } of versions) {
      registerRawEndpoint(
        scope,
        login,
        rateLimit,
        { bodyLimit: 4096 },
        async ({ request, reply }) => {
          const body = parseJsonBody(ApiLoginBody, request);
          const token = await api.login(body.username, body['api-key']);
          return reply
            .type('text/plain; charset=utf-8')
            .header('Cache-Control', 'no-store')
            .send(token);
        },
      );
    }
  });
}

/** The Skribble-compatible public API under /api/v2 and /api/v3 (ADR 0900). */
export async function registerPublicApiRoutes(
  http: HttpContext,
  { db, tokens, api, documents, v3, callbacks }: PublicApiRoutesDeps,
): Promise<void> {
  const { app, rateLimit, documentBodyLimit } = http;
  app.decorateRequest('apiCaller', null);
  registerApiLookup(app, { open: (request, token) => openApiCall(db, tokens, request, token) });
  await registerLogin(app, rateLimit, api, [publicApiV2, publicApiV3]);
  const versions: Record<PublicApiVersion, Shared> = { v2: publicApiV2, v3: publicApiV3 };
  for (const endpoints of Object.values(versions)) registerShared(app, rateLimit, endpoints, api);
  registerPublicDocumentRoutes(http, documents);
  registerV3Requests(http, v3);
  registerCallbackRoutes(app, rateLimit, callbacks);

  const v2 = publicApiV2;
  registerEndpoint(
    app,
    v2.createSignatureRequest,
    rateLimit,
    ({ body, request }) => api.createRequest(apiCallerOf(request), body),
    { bodyLimit: documentBodyLimit },
  );
  registerEndpoint(app, v2.listSignatureRequests, rateLimit, ({ query, request }) =>
    api.listRequests(apiCallerOf(request), query),
  );
  registerEndpoint(app, v2.getSignatureRequest, rateLimit, ({ params, request }) =>
    api.getRequest(apiCallerOf(request), params.id),
  );
  registerRawEndpoint(
    app,
    v2.deleteSignatureRequest,
    rateLimit,
    {},
    async ({ params, request, reply }) => {
      await api.deleteRequest(apiCallerOf(request), params.id);
      return reply.code(200).send();
    },
  );
}

function registerV3Requests(
  { app, rateLimit, documentBodyLimit }: HttpContext,
  v3: PublicRequestsV3,
) {
  const endpoints = publicApiV3;
  registerEndpoint(
    app,
    endpoints.createSignatureRequest,
    rateLimit,
    ({ body, request }) => v3.create(apiCallerOf(request), body),
    { bodyLimit: documentBodyLimit },
  );
  registerEndpoint(app, endpoints.listSignatureRequests, rateLimit, ({ query, request }) =>
    v3.list(apiCallerOf(request), query),
  );
  registerEndpoint(app, endpoints.getSignatureRequest, rateLimit, ({ params, request }) =>
    v3.get(apiCallerOf(request), params.id),
  );
  registerEndpoint(app, endpoints.initiateSignatureRequest, rateLimit, ({ params, request }) =>
    v3.initiate(apiCallerOf(request), params.id),
  );
  registerRawEndpoint(
    app,
    endpoints.deleteSignatureRequest,
    rateLimit,
    {},
    async ({ params, request, reply }) => {
      await v3.remove(apiCallerOf(request), params.id);
      return reply.code(200).send();
    },
  );
}
