import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  prefetchAccount as prefetchAccountInto,
  userKeys,
  useToken,
  useUser,
} from '../features/session/index.ts';
import type { User } from '../lib/api/account-endpoints.ts';
import { queryClient } from './query-client.ts';
import type { AccountState } from './session-context.ts';

// The chunk that signed-out screens never load (ADR 0218). It imports nothing of the entry's
// own modules: a module shared with the entry would be split out of it into one more request.

export function prefetchAccount(token: string, answer: Promise<User>): Promise<void> {
  return prefetchAccountInto(queryClient, token, answer);
}

const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.all });
const SIGNED_OUT: AccountState = { isPending: false, user: undefined, refresh };

/**
 * Reads the session's account from the query cache for what it draws. Each reader observes the
 * cache entry as `useUser()` does: mounting one refetches an account older than its staleness.
 */
export function ReadAccount({ children }: { children: (account: AccountState) => ReactNode }) {
  const token = useToken();
  const account = useUser();
  return children(
    token ? { isPending: account.isPending, user: account.data, refresh } : SIGNED_OUT,
  );
}

export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
