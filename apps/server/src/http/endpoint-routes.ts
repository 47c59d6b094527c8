import {
  type AnySchema,
  type Endpoint,
  ErrorBody,
  type ResponseOf,
  toRouterPath,
} from '@signet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { JsonText } from './json-text.ts';
import { securityOf } from './openapi.ts';
import type { RateLimitPolicy } from './rate-limit.ts';

/** What a contract schema parses to; undefined where the endpoint has none. */
export type Out<S> = S extends AnySchema ? z.output<S> : undefined;

export interface EndpointContext<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends Endpoint> = (
  context: EndpointContext<E>,
) => Promise<ResponseOf<E> | JsonText<ResponseOf<E>>> | ResponseOf<E> | JsonText<ResponseOf<E>>;

const ERROR_RESPONSES = { '4xx': ErrorBody, '5xx': ErrorBody };

/**
 * Registers one contract endpoint: path, schemas, auth and OpenAPI description all come from the
 * definition, so the server cannot drift from what the web app and the docs were told.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  rateLimit: RateLimitPolicy,
  handler: EndpointHandler<E>,
  /** A body limit of its own, e.g. for a call that carries documents (HttpContext). */
  options: { bodyLimit?: number } = {},
): void {
  const status = endpoint.successStatus ?? 200;
  const isEmpty = status === 204;
  app.route({
    method: endpoint.method,
    url: toRouterPath(endpoint.path),
    schema: {
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...securityOf(endpoint.auth),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: isEmpty ? ERROR_RESPONSES : { [status]: endpoint.response, ...ERROR_RESPONSES },
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: {
      auth: endpoint.auth,
      ...(endpoint.auth === 'user' ? {} : { rateLimit: rateLimit.forEndpoint(endpoint) }),
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        request,
        reply,
      });
      reply.code(status);
      if (isEmpty) return reply.send();
      if (result instanceof JsonText) {
        // A string with a JSON content type goes out as it is (no serializer runs on it).
        return reply.type('application/json; charset=utf-8').send(result.text);
      }
      return reply.send(result);
    },
  });
}
