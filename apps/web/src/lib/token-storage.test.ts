import { SESSION_TOKEN_LIFETIME_MS as TOKEN_LIFETIME_MS } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import {
  clearToken,
  readToken,
  rememberReturnUrl,
  saveToken,
  TOKEN_KEY,
  takeReturnUrl,
} from './token-storage.ts';

describe('session token (§9)', () => {
  it('is kept in sessionStorage, not localStorage', () => {
    saveToken('abc', 1000);
    expect(sessionStorage.getItem(TOKEN_KEY)).toContain('abc');
    expect(localStorage.length).toBe(0);
    expect(readToken(1000)).toBe('abc');
  });

  it('expires 24 hours after it was stored', () => {
    expect(TOKEN_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);
    saveToken('abc', 0);
    expect(readToken(TOKEN_LIFETIME_MS - 1)).toBe('abc');
    expect(readToken(TOKEN_LIFETIME_MS)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('treats a tampered value as absent', () => {
    sessionStorage.setItem(TOKEN_KEY, 'not json');
    expect(readToken()).toBeNull();
  });

  it('clears', () => {
    saveToken('abc');
    clearToken();
    expect(readToken()).toBeNull();
  });
});

describe('return URL (§6)', () => {
  it('is restored once', () => {
    rememberReturnUrl('/profile/settings?x=1');
    expect(takeReturnUrl()).toBe('/profile/settings?x=1');
    expect(takeReturnUrl()).toBeNull();
  });

  it('never leaves the origin', () => {
    rememberReturnUrl('//evil.example/');
    expect(takeReturnUrl()).toBeNull();
    rememberReturnUrl('https://evil.example/');
    expect(takeReturnUrl()).toBeNull();
  });
});
