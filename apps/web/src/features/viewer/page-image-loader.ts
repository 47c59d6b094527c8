import { buildPath, getDocumentPage, pageLoadRetryDelay } from '@signet/contract';
import { reportApiFailure } from '../../lib/api/api-client.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { readToken } from '../../lib/token-storage.ts';

/** The URL of one page image (§7 GET /v3/documents/{id}/pages/{n} with scale). */
export function pageImageUrl(documentId: string, pageIndex: number, scale: number): string {
  return `${buildPath(getDocumentPage.path, { id: documentId, n: pageIndex })}?scale=${scale}`;
}

/** Why a page image could not be shown. */
export class PageLoadError extends Error {
  constructor(
    readonly status: number,
    readonly attempts: number,
  ) {
    super(`The page image could not be loaded (status ${status || 'network'})`);
    this.name = 'PageLoadError';
  }
}

/**
 * Worth asking again: the page is still rendering (503), a gateway or the server stumbled, the
 * network dropped (0), or the client was told to slow down. A 4xx other than these will not change.
 */
function isTransient(status: number): boolean {
  return status === 0 || status === 408 || status === 425 || status === 429 || status >= 500;
}

export interface PageLoadOptions {
  signal?: AbortSignal;
  /**
   * Headers that authorise the page instead of the account's session (a direct-sign guest's
   * link token); without them the session's bearer token goes.
   */
  headers?: Readonly<Record<string, string>> | undefined;
  fetcher?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Loads one page image as a Blob. §8: "Document page loads retry up to 10 times with wait
 * min(100 x 2^n ms, 5000 ms); a 503 with Retry-After waits that many seconds" — the waits come
 * from the contract's pageLoadRetryDelay. The image needs the session's bearer token, which an
 * <img src> cannot send, hence fetch and an object URL.
 */
export async function loadPageImage(url: string, options: PageLoadOptions = {}): Promise<Blob> {
  const fetcher = options.fetcher ?? fetch;
  const sleep = options.sleep ?? abortableSleep;
  const now = options.now ?? Date.now;
  for (let retry = 0; ; retry++) {
    let status = 0;
    let retryAfter: string | null = null;
    const token = options.headers ? null : readToken();
    try {
      const response = await fetcher(url, {
        headers: options.headers ?? (token ? { Authorization: `Bearer ${token}` } : {}),
        credentials: 'same-origin',
        signal: options.signal,
      });
      if (response.ok) return await response.blob();
      status = response.status;
      if (status === 503) retryAfter = response.headers.get('Retry-After');
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
    }
    if (status === 401) {
      // §8 "401: log out" holds for page images as for every other call: the shell ends the session.
      reportApiFailure({
        error: new ApiError({
          status,
          code: 'HTTP_401',
          message: 'The session has ended.',
          method: 'GET',
          path: url,
        }),
        hadToken: token !== null,
        goToSorry: false,
      });
    }
    const wait = isTransient(status) ? pageLoadRetryDelay(retry, retryAfter, now()) : null;
    if (wait === null) throw new PageLoadError(status, retry + 1);
    await sleep(wait, options.signal);
  }
}
