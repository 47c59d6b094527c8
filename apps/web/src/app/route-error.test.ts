import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api/api-error.ts';
import { errorScreenFor } from './route-error.tsx';

const person = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const apiError = (status: number) =>
  new ApiError({ status, code: 'X', message: 'x', method: 'GET', path: '/v1/user' });

describe('error screen rule (§2, §4, §8)', () => {
  it('shows the error screen for an ordinary error', () => {
    expect(errorScreenFor(new Error('boom'), person)).toBe('screen');
    expect(errorScreenFor(apiError(404), person)).toBe('screen');
  });

  it('shows nothing for 401', () => {
    expect(errorScreenFor(apiError(401), person)).toBe('none');
  });

  it('shows bots nothing', () => {
    expect(errorScreenFor(new Error('boom'), bot)).toBe('none');
  });

  it('reloads on a failed chunk load', () => {
    expect(
      errorScreenFor(new TypeError('Failed to fetch dynamically imported module: x'), person),
    ).toBe('reload');
  });
});
