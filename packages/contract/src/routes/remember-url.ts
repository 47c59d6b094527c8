import { matchRoute } from './match-route.ts';

/** The pages that never remember themselves (§6 "the login and logout pages pass"; §8 401). */
const NOT_REMEMBERED = new Set(['login', 'logout']);

/**
 * §6/§8: whether the URL is stored for the return after login. Not on the login and logout pages:
 * coming back to them after logging in would undo the login.
 */
export function shouldRememberUrl(pathname: string): boolean {
  return !NOT_REMEMBERED.has(matchRoute(pathname).route.id);
}

/**
 * §6 "After login the remembered URL is restored" — only a path of this product: anything that
 * could leave the origin (`//host`, `/\host`, `https://…`, control characters) is dropped, so a
 * crafted link cannot turn the login into a redirect to another site.
 */
export function safeRememberedUrl(url: string | null | undefined): string | undefined {
  if (!url?.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) {
    return undefined;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(url)) return undefined;
  try {
    const resolved = new URL(url, 'http://signet.invalid');
    if (resolved.origin !== 'http://signet.invalid') return undefined;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return undefined;
  }
}
