import { useSyncExternalStore } from 'react';
import { createStore } from '../../lib/hosts/store.ts';
import { clearToken, readToken, saveToken } from '../../lib/token-storage.ts';

/** The token as React sees it; sessionStorage stays the source of truth across reloads (§9). */
export const sessionToken = createStore<string | null>(readToken());

export function useToken(): string | null {
  return useSyncExternalStore(sessionToken.subscribe, sessionToken.get);
}

export function startSession(token: string): void {
  saveToken(token);
  sessionToken.set(token);
}

export function endSession(): void {
  clearToken();
  sessionToken.set(null);
}

/**
 * Ends the session and loads `path` afresh. Used where the page on screen may not outlive the
 * session (account deleted): updating the session in place would let that page redirect first,
 * and the reload also drops every cached answer of the old account.
 */
export function endSessionAndLoad(path: string): void {
  clearToken();
  window.location.replace(path);
}
