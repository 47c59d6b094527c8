/**
 * §7: error reporting starts only when a DSN is configured and the visitor consented to optional
 * tools. Reports go to the configured endpoint as JSON beacons, one per distinct error and page.
 */
let stop: (() => void) | null = null;

export interface ErrorReport {
  message: string;
  stack?: string;
  url: string;
  at: string;
}

export function toReport(error: unknown, url: string, now = new Date()): ErrorReport {
  const err = error instanceof Error ? error : new Error(String(error));
  return {
    message: err.message,
    ...(err.stack ? { stack: err.stack } : {}),
    url,
    at: now.toISOString(),
  };
}

export function startErrorReporting(dsn: string): void {
  if (stop) return;
  const seen = new Set<string>();
  const send = (error: unknown) => {
    const report = toReport(error, window.location.pathname);
    const key = `${report.message}@${report.url}`;
    if (seen.has(key)) return;
    seen.add(key);
    const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
    navigator.sendBeacon?.(dsn, body);
  };
  const onError = (event: ErrorEvent) => send(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => send(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  stop = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    stop = null;
  };
}
