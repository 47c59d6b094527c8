import { AppError, type EndpointAuth } from '@signet/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestSession {
  userId: string;
  tokenHash: string;
  /** The account's address and first language, read with the session (one statement). */
  email: string;
  language: string | undefined;
  /** The signer groups the account is in now (ADR 0720), read with the session too. */
  signerGroups: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
  }
  interface FastifyContextConfig {
    auth?: EndpointAuth;
  }
}

/** Reads `Authorization: Bearer <token>` (RFC 6750 §2.1); anything else counts as no token. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/.exec(header.trim());
  return match?.[1];
}

/**
 * The one place where each endpoint's declared `auth` is enforced, before the body is read.
 * Handlers for `user` endpoints can rely on `request.session` being set.
 */
/** Who a bearer token belongs to (the sessions feature answers it). */
export interface SessionLookup {
  authenticate(token: string): Promise<RequestSession | null>;
}

/**
 * How a direct-sign token opens a session (§6 nas): the direct-sign feature sets `request.direct`
 * or throws the link's error. Handed in by the composition root, after the hook exists.
 */
export interface DirectLookup {
  open(request: FastifyRequest, token: string): Promise<void>;
}

const directLookups = new WeakMap<FastifyInstance, DirectLookup>();

/**
 * How a public-API access token opens a call (ADR 0900): the public-api feature checks the token
 * and reads its API account again on every call, setting what its handlers read, or throws.
 */
export interface ApiLookup {
  open(request: FastifyRequest, token: string): Promise<void>;
}

const apiLookups = new WeakMap<FastifyInstance, ApiLookup>();

export function registerApiLookup(app: FastifyInstance, lookup: ApiLookup): void {
  apiLookups.set(app, lookup);
}

export function registerDirectLookup(app: FastifyInstance, lookup: DirectLookup): void {
  directLookups.set(app, lookup);
}

/** A direct-sign token: the `token` query of §7, or the `X-Direct-Token` header. */
export function directToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-direct-token'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const query = (request.query ?? {}) as Record<string, unknown>;
  return typeof query.token === 'string' && query.token ? query.token : undefined;
}

export function registerAuthHook(app: FastifyInstance, sessions: SessionLookup): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (!auth || auth === 'public') return;
    // A guest's link opens the direct calls and nothing else; an account's session never opens them.
    if (auth === 'nas') {
      const token = directToken(request);
      const lookup = directLookups.get(app);
      if (!token || !lookup) {
        throw new AppError('UNAUTHENTICATED', 'This call needs a direct-sign link (token)');
      }
      await lookup.open(request, token);
      return;
    }
    if (auth === 'api') {
      const token = bearerToken(request);
      const lookup = apiLookups.get(app);
      if (!token || !lookup) {
        throw new AppError('UNAUTHENTICATED', 'Log in first: POST /api/v2/access/login', {
          headers: { 'WWW-Authenticate': 'Bearer' },
        });
      }
      await lookup.open(request, token);
      return;
    }
    const token = bearerToken(request);
    request.session = token ? await sessions.authenticate(token) : null;
    if (auth === 'user' && !request.session) {
      throw new AppError('UNAUTHENTICATED', 'Sign in first: no valid session token was sent', {
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    }
  });
}

export function requireSession(request: FastifyRequest): RequestSession {
  if (!request.session) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  return request.session;
}
