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

export function registerAuthHook(app: FastifyInstance, sessions: SessionLookup): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (!auth || auth === 'public') return;
    const token = bearerToken(request);
    request.session = token ? await sessions.authenticate(token) : null;
    if (auth === 'user' && !request.session) {
      throw new AppError('UNAUTHENTICATED', 'Sign in first: no valid session token was sent', {
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    }
    // Direct-sign guest sessions (§7 "Direct sign") do not exist yet; such endpoints fail closed.
    if (auth === 'nas') {
      throw new AppError('UNAUTHENTICATED', 'This call needs a direct-sign link');
    }
  });
}

export function requireSession(request: FastifyRequest): RequestSession {
  if (!request.session) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  return request.session;
}
