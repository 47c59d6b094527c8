import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { accountEndpoints, type User } from '../../lib/api/account-endpoints.ts';
import { call } from '../../lib/api/api-client.ts';
import { sessionToken } from './session-store.ts';

export const userQueryKey = ['user'] as const;

export function useToken(): string | null {
  return useSyncExternalStore(sessionToken.subscribe, sessionToken.get);
}

/** GET /v1/user while a session exists (§7); one cache entry per token. */
export function userQuery(token: string | null) {
  return queryOptions({
    queryKey: [...userQueryKey, token],
    queryFn: ({ signal }) => call(accountEndpoints.getUser, {}, { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export function useUser() {
  return useQuery(userQuery(useToken()));
}

export function useRefreshUser() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: userQueryKey });
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
