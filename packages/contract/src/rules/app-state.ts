import { SESSION_TOKEN_LIFETIME_MS } from './constants.ts';

/** §1 the browser-storage entry that hides the staging banner. */
export const HIDE_STAGING_ALERT_KEY = 'hide-staging-alert';

/**
 * §1 "when the runtime mode is not production and no browser-storage entry named
 * hide-staging-alert exists, a 'Test System' overlay … is shown."
 */
export function shouldShowStagingBanner(mode: string, hasHideEntry: boolean): boolean {
  return mode !== 'production' && !hasHideEntry;
}

/** §9 "Token kept in session storage with a 24-hour expiry." `storedAt` in epoch milliseconds. */
export function isStoredTokenExpired(storedAt: number, now: number = Date.now()): boolean {
  return (
    !Number.isFinite(storedAt) || now - storedAt >= SESSION_TOKEN_LIFETIME_MS || storedAt > now
  );
}

/**
 * §4 "Bots and crawlers: no error page is rendered; the error is only logged." Recognised by the
 * words crawlers put in their User-Agent (RFC 9309 crawlers name themselves there).
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawler|spider|slurp|crawling|facebookexternalhit|embedly|headlesschrome|lighthouse|preview|curl\/|wget\//i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && BOT_PATTERN.test(userAgent));
}
