import { AppError } from '@signet/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { type ApiCredential, currentApiAccount } from '../api-accounts/index.ts';
import type { AccessTokens } from './access-tokens.ts';

/** The API account a public-API call is made by, read again for this call. */
export interface ApiCaller {
  account: ApiCredential;
  /** The account's user, as the request services take their callers. */
  actor: Actor;
}

declare module 'fastify' {
  interface FastifyRequest {
    apiCaller: ApiCaller | null;
  }
}

const revoked = () =>
  new AppError('UNAUTHENTICATED', 'The access token is invalid, expired or revoked; log in again', {
    headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
  });

/**
 * Opens a call from its access token: the token must be this server's and unexpired, and its
 * account must still exist with the same key (a reset or a delete ends its tokens at once).
 */
export async function openApiCall(
  db: Database,
  tokens: AccessTokens,
  request: FastifyRequest,
  token: string,
): Promise<void> {
  const claims = tokens.verify(token);
  if (!claims) throw revoked();
  const account = await currentApiAccount(db, claims.sub, claims.bid, claims.ver);
  if (!account) throw revoked();
  request.apiCaller = {
    account,
    actor: {
      userId: account.userId,
      email: account.username,
      ip: request.ip ?? null,
      language: undefined,
      signerGroups: [],
    },
  };
}

export function apiCallerOf(request: FastifyRequest): ApiCaller {
  if (!request.apiCaller) throw revoked();
  return request.apiCaller;
}
