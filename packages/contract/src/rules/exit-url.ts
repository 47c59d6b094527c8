import { REDIRECT_TIMEOUT } from './constants.ts';
import { type QueryInput, queryValueAnyCase } from './query.ts';

/** §3 "Exit URL settings (direct sign)"; `timeout` in seconds, 0 meaning immediate. */
export interface ExitUrlSettings {
  exitUrl: string | undefined;
  errorUrl: string | undefined;
  declineUrl: string | undefined;
  timeout: number;
  /** After a decline the guest leaves to `declineUrl` instead of seeing the /declined page. */
  shouldDeclineRedirect: boolean;
}

/**
 * The query parameters a direct-sign link carries, as existing Skribble integrations send them
 * (`?exitURL=…&redirectTimeout=…`); names are matched regardless of letter case.
 */
export const EXIT_URL_QUERY = {
  exitUrl: 'exitURL',
  errorUrl: 'errorURL',
  declineUrl: 'declineURL',
  timeout: 'redirectTimeout',
} as const;

/**
 * §5 "Exit, error and decline URLs: must be http or https, otherwise ignored." Anything else
 * (javascript:, data:, relative paths) would let a link run code or leave to an unintended place.
 * Returns the parsed, normalised URL.
 */
export function safeExitUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

const NUMERIC = /^\s*-?\d+(?:\.\d+)?\s*$/;

/**
 * §5/§9 redirectTimeout: "0 means immediate; otherwise clamped to 10 to 90 seconds, default 45;
 * non-numeric ignored." Fractions are rounded to whole seconds after clamping.
 */
export function parseRedirectTimeout(value: string | undefined): number {
  if (value === undefined || !NUMERIC.test(value)) return REDIRECT_TIMEOUT.defaultSeconds;
  const seconds = Number(value);
  if (seconds === 0) return 0;
  const clamped = Math.min(
    REDIRECT_TIMEOUT.maxSeconds,
    Math.max(REDIRECT_TIMEOUT.minSeconds, seconds),
  );
  return Math.round(clamped);
}

/** §3/§5: reads a direct-sign link's query. Error and decline URLs default to the exit URL. */
export function parseExitUrlSettings(query: QueryInput | undefined): ExitUrlSettings {
  const exitUrl = safeExitUrl(queryValueAnyCase(query, EXIT_URL_QUERY.exitUrl));
  const errorUrl = safeExitUrl(queryValueAnyCase(query, EXIT_URL_QUERY.errorUrl)) ?? exitUrl;
  const declineUrl = safeExitUrl(queryValueAnyCase(query, EXIT_URL_QUERY.declineUrl)) ?? exitUrl;
  return {
    exitUrl,
    errorUrl,
    declineUrl,
    timeout: parseRedirectTimeout(queryValueAnyCase(query, EXIT_URL_QUERY.timeout)),
    shouldDeclineRedirect: declineUrl !== undefined,
  };
}

/**
 * §4 "Auto redirect after signing (direct sign): a countdown starts only for a single request
 * matching the last one" — signing several requests at once never leaves the page by itself.
 */
export function shouldStartExitCountdown(input: {
  signedRequestIds: readonly string[];
  lastRequestId: string | undefined;
  exitUrl: string | undefined;
}): boolean {
  const [only, ...rest] = input.signedRequestIds;
  return (
    input.exitUrl !== undefined &&
    only !== undefined &&
    rest.length === 0 &&
    only === input.lastRequestId
  );
}
