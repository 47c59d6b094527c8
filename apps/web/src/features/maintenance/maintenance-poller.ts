import type { MaintenanceNotice } from '../../lib/api/account-endpoints.ts';
import { createStore } from '../../lib/hosts/store.ts';

/** §9: maintenance is polled every 60 s; 5 consecutive failures are reported. */
export const MAINTENANCE_POLL_MS = 60_000;
export const MAINTENANCE_FAILURES_REPORTED = 5;

/**
 * Counts consecutive failures of the poll and reports once when the fifth arrives in a row;
 * a success starts the count again.
 */
export function createFailureCounter(report: (failures: number, error: unknown) => void) {
  let failures = 0;
  return {
    success() {
      failures = 0;
    },
    failure(error: unknown) {
      failures += 1;
      if (failures === MAINTENANCE_FAILURES_REPORTED) report(failures, error);
    },
    get count() {
      return failures;
    },
  };
}

/**
 * The maintenance notice as a store: undefined until the first answer, then the last one received
 * (a failed poll keeps it). It polls while someone listens: at once when the first listener
 * arrives, then every `intervalMs`. While the browser is offline a poll is skipped rather than
 * counted as a failure, and the notice is asked again when it is back online.
 */
export function createMaintenancePoller(
  ask: (signal: AbortSignal) => Promise<MaintenanceNotice>,
  report: (failures: number, error: unknown) => void,
  intervalMs = MAINTENANCE_POLL_MS,
) {
  const store = createStore<MaintenanceNotice | undefined>(undefined);
  const failures = createFailureCounter(report);
  let listeners = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let asking: AbortController | null = null;

  function askNow(): void {
    asking?.abort();
    const controller = new AbortController();
    asking = controller;
    ask(controller.signal)
      .then(
        (notice) => {
          if (controller.signal.aborted) return;
          failures.success();
          store.set(notice);
        },
        (error: unknown) => {
          // A superseded request is not a failure of the poll.
          if (!controller.signal.aborted) failures.failure(error);
        },
      )
      .finally(() => {
        if (asking === controller) asking = null;
      });
  }

  function poll(): void {
    if (asking || !navigator.onLine) return;
    askNow();
  }

  function start(): void {
    poll();
    timer = setInterval(poll, intervalMs);
    window.addEventListener('online', poll);
  }

  function stop(): void {
    clearInterval(timer);
    window.removeEventListener('online', poll);
  }

  return {
    get: store.get,
    subscribe(listener: () => void): () => void {
      const unsubscribe = store.subscribe(listener);
      if (++listeners === 1) start();
      return () => {
        unsubscribe();
        if (--listeners === 0) stop();
      };
    },
    /**
     * Asks again at once, dropping a request on its way (it may predate what changed, e.g. the
     * staff bypass cookie of a new session). Without listeners the next one asks anyway.
     */
    refresh(): void {
      if (listeners > 0) askNow();
    },
  };
}
