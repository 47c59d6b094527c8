import type { HttpMethod } from '../endpoint.ts';

/** §7 "Statuses 400 to 599 are treated as errors". */
export function isErrorStatus(status: number): boolean {
  return status >= 400 && status <= 599;
}

/** RFC 9110 §9.2.2: the idempotent methods. */
const IDEMPOTENT = new Set<string>(['GET', 'HEAD', 'OPTIONS', 'TRACE', 'PUT', 'DELETE']);

/** §7 "idempotent methods are retried once on 408, 409, 425, 429, 500, 502, 503, 504". */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

/**
 * §7: whether a failed call is sent again. `retriesDone` counts the retries already made for this
 * call (0 for the first failure). POST and PATCH are never repeated: they may have taken effect.
 */
export function shouldRetry(
  method: HttpMethod | 'HEAD' | 'OPTIONS' | 'TRACE' | string,
  status: number,
  retriesDone: number,
): boolean {
  return IDEMPOTENT.has(method.toUpperCase()) && RETRY_STATUSES.has(status) && retriesDone < 1;
}

/**
 * §8 "HTTP 5xx (except 503, or while a retry is still running) sends the user to /sorry." 503 is
 * left out because it is the maintenance answer (§4), which has its own page.
 */
export function shouldGoToSorry(status: number, isRetrying: boolean): boolean {
  return status >= 500 && status <= 599 && status !== 503 && !isRetrying;
}

/** §8 document page loads: "retry up to 10 times with wait min(100 x 2^n ms, 5000 ms)". */
export const PAGE_LOAD_RETRY = { maxRetries: 10, baseMs: 100, capMs: 5_000 } as const;

const HTTP_DATE_START = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)/i;

/**
 * RFC 9110 §10.2.3 Retry-After: delay-seconds or an HTTP-date. Returns milliseconds, or undefined
 * when the header is absent or unreadable.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  now: number,
): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // Every HTTP-date form (IMF-fixdate, RFC 850, asctime) starts with the day name.
  if (!HTTP_DATE_START.test(value)) return undefined;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/**
 * §8: how long to wait before retry number `n` (0-based) of a document page load, or null once
 * the 10 retries are used up. "A 503 with Retry-After waits that many seconds": pass the header
 * of a 503 answer as `retryAfterHeader`; it replaces the back-off.
 */
export function pageLoadRetryDelay(
  n: number,
  retryAfterHeader?: string | null,
  now: number = Date.now(),
): number | null {
  if (!Number.isInteger(n) || n < 0 || n >= PAGE_LOAD_RETRY.maxRetries) return null;
  const retryAfter = parseRetryAfter(retryAfterHeader, now);
  if (retryAfter !== undefined) return retryAfter;
  return Math.min(PAGE_LOAD_RETRY.baseMs * 2 ** n, PAGE_LOAD_RETRY.capMs);
}
