import { AppError, type Language } from '@signet/contract';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../http/actor.ts';

/**
 * A direct-sign session (§6 "a direct-sign session gives nas"): what one link opens — its request,
 * its signer and the guest account that acts for them — and nothing else.
 */
export interface DirectSession {
  linkId: string;
  requestId: string;
  sid: string;
  guestId: string;
  /** The signer's address on the request (the guest account has none of its own). */
  email: string;
  language: Language;
  /** The guest already signed or declined through a link: acting again is a reuse. */
  hasActed: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    direct: DirectSession | null;
  }
}

export function requireDirect(request: FastifyRequest): DirectSession {
  if (!request.direct) throw new AppError('UNAUTHENTICATED', 'This call needs a direct-sign link');
  return request.direct;
}

/**
 * A call that acts (sign, decline, change details, confirm): after the guest signed or declined,
 * the link only reads (the signed file, the outcome). A request that ended otherwise (withdrawn)
 * answers as it would a user (REQUEST_NOT_OPEN and the like).
 */
export function requireOpenDirect(request: FastifyRequest): DirectSession {
  const session = requireDirect(request);
  if (session.hasActed) {
    throw new AppError('DIRECT_LINK_USED', 'This link was already used to sign or decline');
  }
  return session;
}

/** The guest as the request features see a caller: the signer's address, no signer groups. */
export function guestActor(session: DirectSession, request: FastifyRequest): Actor {
  return {
    userId: session.guestId,
    email: session.email,
    ip: request.ip ?? null,
    language: session.language,
    signerGroups: [],
  };
}
