import { useRouteError } from 'react-router';
import { ErrorScreen } from '../components/error-screen.tsx';
import { useRuntimeConfig } from '../features/session/runtime-config.ts';
import { isApiError } from '../lib/api/api-error.ts';
import { isBot } from '../lib/bot.ts';
import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload.ts';

/** Decides what an uncaught error shows (§2, §4, §8). */
export function errorScreenFor(error: unknown, userAgent: string): 'none' | 'reload' | 'screen' {
  // §4: bots and crawlers get no error page; the error is only logged.
  if (isBot(userAgent)) return 'none';
  // §2: a 401 shows nothing — the session handler has already sent the visitor to /login.
  if (isApiError(error) && error.status === 401) return 'none';
  if (isChunkLoadError(error)) return 'reload';
  return 'screen';
}

export function RouteError() {
  const error = useRouteError();
  const config = useRuntimeConfig();
  const outcome = errorScreenFor(error, navigator.userAgent);
  console.error(error);
  if (outcome === 'reload' && reloadForChunkError()) return null;
  if (outcome === 'none') return null;
  return <ErrorScreen domainName={config?.domainName ?? null} />;
}
