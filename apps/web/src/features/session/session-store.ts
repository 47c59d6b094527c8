import { useSyncExternalStore } from 'react';
import { createStore } from '../../lib/hosts/store.ts';
import { clearToken, readToken, saveToken } from '../../lib/token-storage.ts';

/** The token as React sees it; sessionStorage stays the source of truth across reloads (§9). */
export const sessionToken = createStore<string | null>(readToken());

export function useToken(): string | null {
  return useSyncExternalStore(sessionToken.subscribe, sessionToken.get);
}

const loginListeners = new Set<() => void>();

/**
 * What the app starts while a login is on its way, such as downloading the signed-in code
 * (ADR 0218). The app registers it at start; the auth feature announces the login, so it needs
 * nothing of the app's own modules.
 */
export function onLoginStart(listener: () => void): () => void {
  loginListeners.add(listener);
  return () => loginListeners.delete(listener);
}

/** A login was sent; the server has not answered yet. */
export function announceLoginStart(): void {
  for (const listener of [...loginListeners]) listener();
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
