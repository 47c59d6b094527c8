import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type User } from '../../lib/api/account-endpoints.ts';
import { call } from '../../lib/api/api-client.ts';
import { useToken } from './session-store.ts';

/**
 * The signed-in account's query keys (ADR 0230): GET /v1/user, one entry per session token, and
 * the account's seals, under one root that a refresh of the account invalidates.
 */
export const userKeys = {
  all: ['user'] as const,
  session: (token: string | null) => [...userKeys.all, token] as const,
  seals: () => [...userKeys.all, 'seals'] as const,
};

/** An answer to GET /v1/user asked before this code was loaded, for the fetch of its token. */
let handedOver: { token: string; answer: Promise<User> } | null = null;

/** GET /v1/user while a session exists (§7); one cache entry per token. */
export function userQuery(token: string | null) {
  return queryOptions({
    queryKey: userKeys.session(token),
    queryFn: ({ signal }) => {
      const early = handedOver?.token === token ? handedOver.answer : undefined;
      handedOver = null;
      return early ?? call(accountEndpoints.getUser, {}, { signal });
    },
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/**
 * Puts into the cache the account asked for with the plain API client when the session started
 * (startup.ts), while this code was still downloading: the fetch takes that answer rather than
 * asking again. Later fetches (a refresh, the 60 s staleness) ask the server.
 */
export function prefetchAccount(
  client: QueryClient,
  token: string,
  answer: Promise<User>,
): Promise<void> {
  handedOver = { token, answer };
  const done = client.prefetchQuery(userQuery(token));
  // Taken by the fetch just started; an entry already in the cache needed none.
  handedOver = null;
  return done;
}

export function useUser() {
  return useQuery(userQuery(useToken()));
}

export function useRefreshUser() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: userKeys.all });
}

export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email;
}

export function initials(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName?.[0], user.lastName?.[0]].filter(Boolean).join('');
  return (letters || user.email[0] || '?').toUpperCase();
}

export function attribute(user: User | undefined, name: string): string | undefined {
  return user?.attributes[name]?.[0];
}
