import { QueryClient } from '@tanstack/react-query';
import { sessionToken, userKeys } from '../features/session/index.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already retries per §7; a second layer would multiply the attempts.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one cache of server answers. It lives in a chunk of its own, loaded with the first
 * signed-in screen or the few signed-out ones that ask through it, never with /login (ADR 0218).
 */
export const queryClient = createQueryClient();

// §8: when a session ends (401, logout) its account leaves the cache with it.
sessionToken.subscribe(() => {
  if (sessionToken.get() === null) queryClient.removeQueries({ queryKey: userKeys.all });
});
