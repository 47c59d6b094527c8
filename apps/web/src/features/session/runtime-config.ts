import { useEffect, useSyncExternalStore } from 'react';
import { accountEndpoints, type RuntimeConfig } from '../../lib/api/account-endpoints.ts';
import { call } from '../../lib/api/api-client.ts';
import { createStore } from '../../lib/hosts/store.ts';

/**
 * Settings read once per page load. `load` asks unless an answer is there or on its way; after a
 * failure the next `load` (the next screen that needs them) asks again.
 */
export function createRuntimeConfigStore(ask: () => Promise<RuntimeConfig>) {
  const store = createStore<RuntimeConfig | undefined>(undefined);
  let pending: Promise<void> | null = null;
  function load(): Promise<void> {
    if (store.get() !== undefined) return Promise.resolve();
    pending ??= ask()
      .then(store.set, () => undefined)
      .finally(() => {
        pending = null;
      });
    return pending;
  }
  return { get: store.get, subscribe: store.subscribe, load };
}

/** GET /v1/runtime-config: mode (staging banner, §1), domainName (error screen, §2), … */
export const runtimeConfig = createRuntimeConfigStore(() => call(accountEndpoints.runtimeConfig));

/** The settings, or undefined until they arrive; a screen showing them asks if nobody has. */
export function useRuntimeConfig(): RuntimeConfig | undefined {
  useEffect(() => {
    void runtimeConfig.load();
  }, []);
  return useSyncExternalStore(runtimeConfig.subscribe, runtimeConfig.get);
}
