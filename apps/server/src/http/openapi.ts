import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { EndpointAuth } from '@signet/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI `security` of an endpoint, by who may call it. */
export function securityOf(auth: EndpointAuth): { security?: Record<string, string[]>[] } {
  if (auth === 'user') return { security: [{ bearer: [] }] };
  if (auth === 'api') return { security: [{ apiAccessToken: [] }] };
  if (auth === 'nas') return { security: [{ directToken: [] }, { directTokenQuery: [] }] };
  return {};
}

/** The OpenAPI document is generated from the contract's endpoints as they are registered. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Signet API',
        description:
          'Every endpoint is defined once in packages/contract. Errors are `{statusCode, code, message, fields?}`.',
        version: '1',
        license: { name: 'Apache-2.0' },
      },
      servers: [{ url: publicUrl }],
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
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI's own assets only; no upgrade-insecure-requests, which would break http://localhost.
    staticCSP:
      "default-src 'self'; base-uri 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'",
  });
}
