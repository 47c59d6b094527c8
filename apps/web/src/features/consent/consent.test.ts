import { describe, expect, it } from 'vitest';
import { mayStartErrorReporting, readConsent, saveConsent } from './consent.ts';

describe('cookie consent', () => {
  it('is remembered', () => {
    expect(readConsent(localStorage)).toBeNull();
    saveConsent(localStorage, 'necessary');
    expect(readConsent(localStorage)).toBe('necessary');
  });

  it('starts error reporting only with consent to all and a configured DSN', () => {
    expect(mayStartErrorReporting('all', 'https://errors.example/report')).toBe(true);
    expect(mayStartErrorReporting('necessary', 'https://errors.example/report')).toBe(false);
    expect(mayStartErrorReporting(null, 'https://errors.example/report')).toBe(false);
    expect(mayStartErrorReporting('all', null)).toBe(false);
  });
});
