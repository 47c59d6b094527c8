import type { FastifyRequest } from 'fastify';
import { requireSession } from './auth.hook.ts';

/** Who is asking: the signed-in account and where the request came from (for the event log). */
export interface Actor {
  userId: string;
  email: string;
  ip: string | null;
  language: string | undefined;
  /**
   * The signer groups the account is in at this call (ADR 0720): a group's signature is the
   * caller's to sign, and its request theirs to see, while they are in the group; a request the
   * group observes is theirs to read as an observer (ADR 0915).
   */
  signerGroups: readonly string[];
}

/**
 * The signed-in caller as the services need them: account, address, language, signer groups and IP. The account
 * was read with the session in the same statement (auth hook), so this costs no query.
 */
export function actorOf(request: FastifyRequest): Actor {
  const session = requireSession(request);
  return {
    userId: session.userId,
    email: session.email,
    ip: request.ip ?? null,
    language: session.language,
    signerGroups: session.signerGroups,
  };
}
