import { type ComponentType, lazy } from 'react';

const RELOAD_KEY = 'signet-chunk-reload';
/** A second failure within this window is a real outage, not a new deployment: let it surface. */
const RELOAD_WINDOW_MS = 10_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * §8: a failed chunk load forces a page reload (after a deployment the old chunk names are gone).
 * Returns true when a reload was started.
 */
export function reloadForChunkError(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  sessionStorage.setItem(RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}

/**
 * React.lazy for a route's page module, with the reload of §8 on chunk failures. `preload` starts
 * the download early (while the account is still being fetched), so the two run side by side.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    pending ??= load();
    return pending;
  };
  const component = lazy(() =>
    loadOnce().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadForChunkError()) {
        // The reload replaces the page; until then nothing should render.
        return new Promise<never>(() => {});
      }
      throw error;
    }),
  );
  return Object.assign(component, { preload: () => void loadOnce().catch(() => undefined) });
}
