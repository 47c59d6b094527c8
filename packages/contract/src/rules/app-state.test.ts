import { describe, expect, it } from 'vitest';
import { isBotUserAgent, isStoredTokenExpired, shouldShowStagingBanner } from './app-state.ts';
import { isInternalStaffEmail, maintenanceAction, nextMaintenancePoll } from './maintenance.ts';

describe('shouldShowStagingBanner (§1 "runtime mode is not production and no … hide-staging-alert")', () => {
  it.each([
    ['development', false, true],
    ['staging', false, true],
    ['staging', true, false],
    ['production', false, false],
    ['production', true, false],
  ])('mode %s, hide entry %s → %s', (mode, hidden, shown) => {
    expect(shouldShowStagingBanner(mode, hidden)).toBe(shown);
  });
});

describe('isStoredTokenExpired (§9 "24-hour expiry")', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const hour = 3_600_000;
  it.each([
    ['stored just now', now, false],
    ['23 h 59 min ago', now - 24 * hour + 60_000, false],
    ['exactly 24 h ago', now - 24 * hour, true],
    ['two days ago', now - 48 * hour, true],
    ['stored in the future (clock moved back or tampered)', now + hour, true],
    ['unreadable', Number.NaN, true],
  ])('%s → expired %s', (_case, storedAt, expired) => {
    expect(isStoredTokenExpired(storedAt, now)).toBe(expired);
  });
});

describe('isBotUserAgent (§4 "Bots and crawlers: no error page is rendered")', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['Mozilla/5.0 (compatible; Yahoo! Slurp)', true],
    ['facebookexternalhit/1.1', true],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
      true,
    ],
    ['curl/8.5.0', true],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      false,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      false,
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/133.0', false],
    ['', false],
  ])('%s → %s', (ua, bot) => {
    expect(isBotUserAgent(ua)).toBe(bot);
  });
});

describe('maintenance (§4 "non-blocking shows the top bar; blocking redirects to /maintenance. Internal staff … bypass")', () => {
  const url = 'https://status.example/incident';
  it.each([
    ['no notice', null, false, 'none'],
    ['non-blocking', { url, isBlocking: false }, false, 'banner'],
    ['non-blocking, staff', { url, isBlocking: false }, true, 'banner'],
    ['blocking', { url, isBlocking: true }, false, 'redirect'],
    ['blocking, staff with the bypass cookie', { url, isBlocking: true }, true, 'none'],
  ] as const)('%s → %s', (_case, notice, bypass, action) => {
    expect(maintenanceAction(notice, bypass)).toBe(action);
  });

  it.each([
    ['ops@signet.example', ['signet.example'], true],
    ['Ops@Signet.Example', ['signet.example'], true],
    ['ops@signet.example', ['@signet.example'], true],
    ['ops@evil-signet.example', ['signet.example'], false],
    ['ops@mail.signet.example', ['signet.example'], false],
    ['signet.example@evil.example', ['signet.example'], false],
    ['ops@signet.example', [], false],
    [undefined, ['signet.example'], false],
  ])('isInternalStaffEmail(%j, %j) → %s', (email, domains, internal) => {
    expect(isInternalStaffEmail(email, domains)).toBe(internal);
  });

  it('"5 consecutive failures are reported" — once, and a success starts the count again', () => {
    let count = 0;
    const reports: boolean[] = [];
    for (const ok of [false, false, false, false, false, false, true, false]) {
      const next = nextMaintenancePoll(count, ok);
      count = next.consecutiveFailures;
      reports.push(next.report);
    }
    expect(reports).toEqual([false, false, false, false, true, false, false, false]);
    expect(count).toBe(1);
  });
});
