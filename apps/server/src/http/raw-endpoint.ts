import { type AnySchema, AppError, type Endpoint, toRouterPath } from '@signet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeParse, type z } from 'zod';
import type { Out } from './endpoint-routes.ts';
import { securityOf } from './openapi.ts';
import type { RateLimitPolicy } from './rate-limit.ts';

export interface RawContext<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  /** The JSON body as the contract's schema parsed it (`jsonBody` endpoints; else undefined). */
  body: Out<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A contract endpoint whose body or answer is not JSON (uploads, PDFs, images, ZIPs): params and
 * query are still validated by the contract's schemas; the handler reads the body and writes the
 * answer itself.
 */
export function registerRawEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  rateLimit: RateLimitPolicy,
  /**
   * `jsonBody`: the body is JSON only, validated by the contract's schema before the handler runs
   * (endpoints that also take uploads parse theirs with parseJsonBody).
   */
  options: { bodyLimit?: number; jsonBody?: boolean },
  handler: (context: RawContext<E>) => Promise<unknown>,
): void {
  app.route({
    method: endpoint.method,
    url: toRouterPath(endpoint.path),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...securityOf(endpoint.auth),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(options.jsonBody && endpoint.body ? { body: endpoint.body } : {}),
    },
    config: {
      auth: endpoint.auth,
      ...(endpoint.auth === 'user' ? {} : { rateLimit: rateLimit.forEndpoint(endpoint) }),
    },
    handler: async (request, reply) =>
      handler({
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: (options.jsonBody ? request.body : undefined) as Out<E['body']>,
        request,
        reply,
      }),
  });
}

/** Parses a JSON body with the contract's schema, reporting fields as the error handler does. */
export function parseJsonBody<S extends AnySchema>(
  schema: S,
  request: FastifyRequest,
): z.output<S> {
  if (typeof request.body !== 'object' || request.body === null || Buffer.isBuffer(request.body)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send application/json or multipart/form-data');
  }
  const parsed = safeParse(schema, request.body);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({
    field: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new AppError(
    'VALIDATION_FAILED',
    `Invalid ${[...new Set(fields.map((f) => f.field))].join(', ')}`,
    {
      fields,
    },
  );
}

export function decodeBase64(value: string): Uint8Array {
  return new Uint8Array(Buffer.from(value.replace(/\s+/g, ''), 'base64'));
}
