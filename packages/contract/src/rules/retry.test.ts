import { describe, expect, it } from 'vitest';
import {
  isErrorStatus,
  PAGE_LOAD_RETRY,
  pageLoadRetryDelay,
  parseRetryAfter,
  shouldGoToSorry,
  shouldRetry,
} from './retry.ts';

describe('isErrorStatus (§7 "Statuses 400 to 599 are treated as errors")', () => {
  it.each([
    [399, false],
    [400, true],
    [404, true],
    [599, true],
    [600, false],
    [200, false],
    [304, false],
  ])('%i → %s', (status, error) => {
    expect(isErrorStatus(status)).toBe(error);
  });
});

describe('shouldRetry (§7 "idempotent methods are retried once on 408, 409, 425, 429, 500, 502, 503, 504")', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('GET retried once on %i', (status) => {
    expect(shouldRetry('GET', status, 0)).toBe(true);
    expect(shouldRetry('GET', status, 1)).toBe(false);
  });

  it.each([400, 401, 403, 404, 410, 422, 501, 505, 200])('GET not retried on %i', (status) => {
    expect(shouldRetry('GET', status, 0)).toBe(false);
  });

  it.each([
    ['GET', true],
    ['HEAD', true],
    ['OPTIONS', true],
    ['PUT', true],
    ['DELETE', true],
    ['get', true],
    ['POST', false],
    ['PATCH', false],
  ])('%s on 503 → %s (RFC 9110 §9.2.2 idempotent methods only)', (method, retried) => {
    expect(shouldRetry(method, 503, 0)).toBe(retried);
  });
});

describe('shouldGoToSorry (§8 "HTTP 5xx (except 503, or while a retry is still running) sends the user to /sorry")', () => {
  it.each([
    [500, false, true],
    [502, false, true],
    [504, false, true],
    [599, false, true],
    [503, false, false],
    [500, true, false],
    [502, true, false],
    [499, false, false],
    [404, false, false],
    [401, false, false],
    [600, false, false],
  ])('status %i, retrying=%s → %s', (status, retrying, sorry) => {
    expect(shouldGoToSorry(status, retrying)).toBe(sorry);
  });
});

describe('pageLoadRetryDelay (§8 "retry up to 10 times with wait min(100 x 2^n ms, 5000 ms)")', () => {
  it.each([
    [0, 100],
    [1, 200],
    [2, 400],
    [3, 800],
    [4, 1600],
    [5, 3200],
    [6, 5000],
    [9, 5000],
  ])('retry n=%i waits %i ms', (n, ms) => {
    expect(pageLoadRetryDelay(n)).toBe(ms);
  });

  it.each([10, 11, -1, 1.5])('retry n=%s is not made (up to 10 retries)', (n) => {
    expect(pageLoadRetryDelay(n)).toBeNull();
  });

  it('allows exactly 10 retries', () => {
    const delays = Array.from({ length: 12 }, (_, n) => pageLoadRetryDelay(n));
    expect(delays.filter((d) => d !== null)).toHaveLength(PAGE_LOAD_RETRY.maxRetries);
  });

  it.each([
    ['"a 503 with Retry-After waits that many seconds"', '7', 7000],
    ['Retry-After beyond the 5 s cap is still honoured', '30', 30_000],
    ['Retry-After 0 retries at once', '0', 0],
    ['HTTP-date form (RFC 9110 §10.2.3)', 'Sun, 22 Nov 2026 08:00:12 GMT', 12_000],
    ['a date in the past waits nothing', 'Sun, 22 Nov 2026 07:59:00 GMT', 0],
    ['unreadable header falls back to the back-off', 'soon', 800],
    ['negative number is unreadable', '-5', 800],
  ])('%s', (_case, header, ms) => {
    const now = Date.parse('Sun, 22 Nov 2026 08:00:00 GMT');
    expect(pageLoadRetryDelay(3, header, now)).toBe(ms);
  });

  it('Retry-After does not extend the 10-retry limit', () => {
    expect(pageLoadRetryDelay(10, '1')).toBeNull();
  });

  it.each([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    [' 5 ', 5000],
  ])('parseRetryAfter(%j) → %s', (header, ms) => {
    expect(parseRetryAfter(header, 0)).toBe(ms);
  });
});
