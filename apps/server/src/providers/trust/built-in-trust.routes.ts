import { createTrustHttpHandler, type TrustService } from '@signet/trust';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HttpContext } from '../../http/http-context.ts';

const PREFIX = '/trust';
/** RFC 3161 and RFC 6960 requests are a few hundred bytes; nothing larger is read. */
const BODY_LIMIT = 64 * 1024;

/**
 * The trust service's public endpoints under /trust (the URLs its certificates name in their
 * CRL distribution points and AIA): CRLs, CA certificates, OCSP and the time-stamp authority.
 */
export async function registerBuiltInTrustRoutes(
  { app, rateLimit }: HttpContext,
  trust: TrustService,
): Promise<void> {
  const handle = createTrustHttpHandler(trust);
  await app.register(async (scope) => {
    for (const type of ['application/ocsp-request', 'application/timestamp-query']) {
      scope.addContentTypeParser(
        type,
        { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
        (_r, body, done) => done(null, body),
      );
    }
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.slice(PREFIX.length);
      const answer = await handle({
        method: request.method,
        path: url,
        headers: request.headers,
        body: Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : new Uint8Array(),
      });
      return reply.code(answer.status).headers(answer.headers).send(Buffer.from(answer.body));
    };
    // Public and unauthenticated like the account endpoints, so rate-limited like them.
    const options = (method: 'GET' | 'POST') => ({
      schema: { hide: true },
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: rateLimit.forMethod(method) },
    });
    scope.get(`${PREFIX}/*`, options('GET'), forward);
    scope.post(`${PREFIX}/ocsp`, options('POST'), forward);
    scope.post(`${PREFIX}/tsa`, options('POST'), forward);
  });
}
