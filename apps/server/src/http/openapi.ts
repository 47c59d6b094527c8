import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type EndpointAuth, PUBLIC_API_DOCS_PATH } from '@signet/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type OpenApiDocument, publicApiDocument } from './openapi-public.ts';

/** The OpenAPI `security` of an endpoint, by who may call it. */
export function securityOf(auth: EndpointAuth): { security?: Record<string, string[]>[] } {
  if (auth === 'user') return { security: [{ bearer: [] }] };
  if (auth === 'api') return { security: [{ apiAccessToken: [] }] };
  if (auth === 'nas') return { security: [{ directToken: [] }, { directTokenQuery: [] }] };
  return {};
}

// The UI's own assets only; no upgrade-insecure-requests, which would break http://localhost.
const UI_CSP =
  "default-src 'self'; base-uri 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'";

/**
 * The OpenAPI document is generated from the contract's endpoints as they are registered, and
 * served with its UI at /api/docs; the public API's own document, derived from it, at
 * /api/docs/public (ADR 0912).
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { publicUrl: string; rateLimit: { max: number; windowMs: number } },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Signet API',
        description:
          'Every endpoint is defined once in packages/contract. Errors are `{statusCode, code, message, fields?}`. The public API for integrations has a document of its own at /api/docs/public.',
        version: '1',
        license: { name: 'Apache-2.0' },
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The public API's access token: a JWT from POST /api/v2/access/login (ADR 0900).
          apiAccessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // A direct-sign link's token (§7 "with a token query"; ADR 0800).
          directToken: { type: 'apiKey', in: 'header', name: 'X-Direct-Token' },
          directTokenQuery: { type: 'apiKey', in: 'query', name: 'token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Each UI in a scope of its own: the plugin decorates its instance, which may happen once.
  await app.register(async (scope) => {
    await scope.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: UI_CSP });
  });
  let publicDocument: OpenApiDocument | undefined;
  await app.register(async (scope) => {
    await scope.register(swaggerUi, {
      routePrefix: PUBLIC_API_DOCS_PATH,
      staticCSP: UI_CSP,
      theme: { title: 'Signet public API' },
      // The whole document is complete once the server is ready; the public one is derived once.
      transformSpecificationClone: false,
      transformSpecification: (whole) => {
        publicDocument ??= publicApiDocument(whole as OpenApiDocument, options);
        return publicDocument;
      },
    });
  });
}
