import { AppError } from '@signet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that belong to the API: an unknown one answers JSON, never the web app's page. */
export const API_PREFIXES = ['/v1/', '/v2/', '/v3/', '/api/', '/dev/'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
}

export type FallbackHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** Unknown routes: the web app's history fallback when one is given, JSON 404 otherwise. */
export function registerNotFound(app: FastifyInstance, fallback?: FallbackHandler): void {
  app.setNotFoundHandler((request, reply) => {
    if (fallback && !isApiPath(request.url)) return fallback(request, reply);
    const error = new AppError(
      'NOT_FOUND',
      `No route ${request.method} ${request.url.split('?')[0]}`,
    );
    return reply.code(error.statusCode).send(error.toBody());
  });
}
