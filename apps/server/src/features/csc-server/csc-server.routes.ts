import { TrustError, type TrustService } from '@signet/trust';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../../http/auth.hook.ts';
import type { HttpContext } from '../../http/http-context.ts';
import { toWireError } from '../../providers/trust/csc-wire-errors.ts';
import type { CscClient, CscClientsService } from './csc-clients.service.ts';

export const CSC_PREFIX = '/csc/v2';
/** signHash carries at most 100 hashes; nothing larger is read. */
const BODY_LIMIT = 64 * 1024;

type Body = Record<string, unknown>;

/** A CSC error answer (CSC API v2 §10.1: `error` and `error_description`). */
function refuse(reply: FastifyReply, status: number, error: string, description: string) {
  return reply.code(status).send({ error, error_description: description });
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** OAuth2 client authentication: HTTP Basic (RFC 6749 §2.3.1) or the body's client_id/secret. */
function clientCredentials(request: FastifyRequest, body: Body) {
  const basic = /^Basic ([A-Za-z0-9+/]+=*)$/.exec(request.headers.authorization?.trim() ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      return {
        id: decodeURIComponent(decoded.slice(0, colon)),
        secret: decodeURIComponent(decoded.slice(colon + 1)),
      };
    }
  }
  return { id: text(body.client_id), secret: text(body.client_secret) };
}

/**
 * Signet's CSC API v2 server mode (CSC_SERVER=on, docs/decisions/0612): the built-in trust
 * service's CSC calls over HTTP under /csc/v2, for clients registered with it. Every call but
 * info and oauth2/token needs the client's bearer token and reaches only its own credentials;
 * every call is rate limited per address like the other public endpoints.
 */
export async function registerCscServerRoutes(
  { app, rateLimit }: HttpContext,
  deps: { clients: CscClientsService; trust: TrustService; publicUrl: string },
): Promise<void> {
  const { clients, trust } = deps;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)).entries())),
    );
    const options = { schema: { hide: true }, bodyLimit: BODY_LIMIT };
    const limited = { ...options, config: { rateLimit: rateLimit.forMethod('POST') } };
    const bodyOf = (request: FastifyRequest): Body =>
      request.body && typeof request.body === 'object' ? (request.body as Body) : {};

    scope.post(`${CSC_PREFIX}/info`, limited, async () => ({
      specs: '2.0.0.2',
      name: 'Signet built-in trust service (demo, not qualified)',
      logo: `${deps.publicUrl}/favicon.ico`,
      region: 'CH',
      lang: 'en',
      description: 'CSC API v2 of the built-in trust service of a Signet server',
      authType: ['oauth2client'],
      oauth2: `${deps.publicUrl}${CSC_PREFIX}`,
      methods: [
        'oauth2/token',
        'credentials/list',
        'credentials/info',
        'credentials/authorize',
        'credentials/sendOTP',
        'signatures/signHash',
      ],
    }));

    scope.post(`${CSC_PREFIX}/oauth2/token`, limited, async (request, reply) => {
      const body = bodyOf(request);
      if (body.grant_type !== 'client_credentials') {
        return refuse(
          reply,
          400,
          'unsupported_grant_type',
          'grant_type: must be client_credentials',
        );
      }
      const { id, secret } = clientCredentials(request, body);
      if (!id || !secret) {
        return refuse(reply, 400, 'invalid_request', 'client_id and client_secret: are required');
      }
      const token = await clients.issueToken(id, secret);
      if (!token) return refuse(reply, 401, 'invalid_client', 'client_id or client_secret: wrong');
      reply.header('Cache-Control', 'no-store');
      return { access_token: token.accessToken, token_type: 'Bearer', expires_in: token.expiresIn };
    });

    /** A call of a client: its bearer token first, then the call; trust refusals as CSC errors. */
    const call =
      (handle: (client: CscClient, body: Body) => Promise<unknown>) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const token = bearerToken(request);
        const client = token ? await clients.authenticate(token) : undefined;
        if (!client) {
          reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
          return refuse(
            reply,
            401,
            'invalid_token',
            'The access token is missing, wrong or expired',
          );
        }
        try {
          const answer = await handle(client, bodyOf(request));
          return answer === undefined ? reply.code(204).send() : answer;
        } catch (error) {
          if (error instanceof TrustError) return refuse(reply, 400, ...wire(error));
          throw error;
        }
      };
    const wire = (error: TrustError): [string, string] => {
      const { error: code, error_description } = toWireError(error);
      return [code, error_description];
    };

    scope.post(
      `${CSC_PREFIX}/credentials/list`,
      limited,
      call(async (client, body) => {
        const userID = text(body.userID);
        if (!userID) throw new TrustError('INVALID_ARGUMENT', 'userID: is required');
        const max = body.maxResults;
        if (max !== undefined && (!Number.isInteger(max) || (max as number) < 1)) {
          throw new TrustError('INVALID_ARGUMENT', 'maxResults: must be a positive integer');
        }
        return { credentialIDs: await clients.list(client, userID, max as number | undefined) };
      }),
    );
    scope.post(
      `${CSC_PREFIX}/credentials/info`,
      limited,
      call(async (client, body) => {
        const credentialID = await clients.ownedCredential(client, body.credentialID);
        return trust.csc.credentialsInfo({ ...body, credentialID } as never);
      }),
    );
    scope.post(
      `${CSC_PREFIX}/credentials/authorize`,
      limited,
      call(async (client, body) => {
        const credentialID = await clients.ownedCredential(client, body.credentialID);
        return trust.csc.credentialsAuthorize({ ...body, credentialID } as never);
      }),
    );
    scope.post(
      `${CSC_PREFIX}/credentials/sendOTP`,
      limited,
      call(async (client, body) => {
        await clients.sendOtp(client, body.credentialID);
        return undefined;
      }),
    );
    scope.post(
      `${CSC_PREFIX}/signatures/signHash`,
      limited,
      call(async (client, body) => {
        const credentialID = await clients.ownedCredential(client, body.credentialID);
        return trust.csc.signaturesSignHash({ ...body, credentialID } as never);
      }),
    );
  });
}
