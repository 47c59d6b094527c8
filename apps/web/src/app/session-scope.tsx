import { matchRoute } from '@signet/contract';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { readGuestSession } from '../features/direct-sign/index.ts';
import { useToken } from '../features/session/index.ts';
import { accountEndpoints, type User } from '../lib/api/account-endpoints.ts';
import { call } from '../lib/api/api-client.ts';
import { createStore } from '../lib/hosts/store.ts';
import { PageSpinner, preloadRoute } from './guarded-page.tsx';
import { AccountReaderContext } from './session-context.ts';

type SignedInScopeModule = typeof import('./signed-in-scope.tsx');

const scope = createStore<{ module: SignedInScopeModule } | { error: unknown } | null>(null);
let loading: Promise<SignedInScopeModule> | null = null;
/** The account asked for while the scope was downloading, for its cache. */
let earlyAccount: { token: string; answer: Promise<User> } | null = null;

/**
 * The signed-in scope's chunk: TanStack Query, its cache, the account reader (ADR 0218). Once
 * it is there, the account asked for meanwhile goes into the cache before the scope shows: what
 * renders first then finds it rather than asking again.
 */
export function loadSignedInScope(): Promise<SignedInScopeModule> {
  loading ??= import('./signed-in-scope.tsx').then(
    (module) => {
      if (earlyAccount) void module.prefetchAccount(earlyAccount.token, earlyAccount.answer);
      earlyAccount = null;
      scope.set({ module });
      return module;
    },
    (error: unknown) => {
      scope.set({ error });
      throw error;
    },
  );
  return loading;
}

/**
 * A session that starts (a token at startup, a login) asks for its account at once with the plain
 * API client while the signed-in scope downloads: neither waits for the other, and the answer
 * lands in the query cache without a second request.
 */
export function startAccount(token: string): Promise<User> {
  const answer = call(accountEndpoints.getUser);
  // Whoever reads the account sees a failure; here it is not an unhandled rejection.
  answer.catch(() => undefined);
  const loaded = scope.get();
  if (loaded && 'module' in loaded) void loaded.module.prefetchAccount(token, answer);
  else {
    earlyAccount = { token, answer };
    // A chunk that fails to load shows the route's error screen, which reloads the page (§8).
    loadSignedInScope().catch(() => undefined);
  }
  return answer;
}

/** While the scope's code downloads (after a login), the screen being opened downloads too. */
function ScopeSpinner() {
  const { pathname } = useLocation();
  useEffect(() => {
    preloadRoute(matchRoute(pathname).route);
  }, [pathname]);
  return <PageSpinner />;
}

/**
 * Wraps the pages and the dialog and overlay hosts in the signed-in scope as soon as a session
 * exists; signed-out visitors never load it. Once there, it stays for the rest of the page load
 * (after a logout or a 401 too): what it wraps is not remounted again, and a dialog still open
 * keeps the query cache it reads.
 *
 * Not a lazy component under Suspense: a fallback shown at the first render delays the reveal of
 * the page's own lazy parts (React holds a reveal back until 300 ms after the last fallback shown);
 * measured, /dashboard drew its tabs one such step later (ADR 0218).
 */
export function SessionScope({ children }: { children: ReactNode }) {
  const token = useToken();
  const loaded = useSyncExternalStore(scope.subscribe, scope.get);
  // A direct-sign guest's screens read their request through the query cache too (ADR 0235).
  const [isNeeded, setNeeded] = useState(() => token !== null || readGuestSession() !== undefined);
  if (token !== null && !isNeeded) setNeeded(true);
  useEffect(() => {
    if (isNeeded) loadSignedInScope().catch(() => undefined);
  }, [isNeeded]);
  if (!isNeeded) return <>{children}</>;
  // §8: a chunk that failed to load reaches the route's error screen, which reloads the page.
  if (loaded && 'error' in loaded) throw loaded.error;
  if (!loaded) return <ScopeSpinner />;
  const { QueryScope, ReadAccount } = loaded.module;
  return (
    <QueryScope>
      <AccountReaderContext.Provider value={ReadAccount}>{children}</AccountReaderContext.Provider>
    </QueryScope>
  );
}
