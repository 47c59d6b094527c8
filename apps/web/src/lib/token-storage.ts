import { SESSION_TOKEN_LIFETIME_MS, safeRememberedUrl } from '@signet/contract';

/** §9: the session token lives in sessionStorage and expires 24 hours after it was stored. */
export const TOKEN_KEY = 'signet-token';

interface StoredToken {
  token: string;
  expiresAt: number;
}

export function saveToken(token: string, now = Date.now()): void {
  const value: StoredToken = { token, expiresAt: now + SESSION_TOKEN_LIFETIME_MS };
  sessionStorage.setItem(TOKEN_KEY, JSON.stringify(value));
}

export function readToken(now = Date.now()): string | null {
  const raw = sessionStorage.getItem(TOKEN_KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredToken>;
    if (typeof stored.token === 'string' && typeof stored.expiresAt === 'number') {
      if (stored.expiresAt > now) return stored.token;
    }
  } catch {
    // A value we did not write is treated like an expired one.
  }
  sessionStorage.removeItem(TOKEN_KEY);
  return null;
}

export function clearToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
}

/** §6: the URL a visitor asked for before being sent to /login, restored after login. */
const RETURN_KEY = 'signet-return-to';

export function rememberReturnUrl(url: string): void {
  sessionStorage.setItem(RETURN_KEY, url);
}

export function takeReturnUrl(): string | null {
  const url = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  // Only a path of this product: a stored absolute URL would make the login an open redirect.
  return safeRememberedUrl(url) ?? null;
}
