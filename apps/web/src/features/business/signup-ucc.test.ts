import { UCC_STORAGE_KEY } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { clearSignupUcc, readSignupUcc, storeSignupUcc } from './signup-ucc.ts';

describe('business sign-up referral code (§2 "stores its query parameter ucc in local storage")', () => {
  it('stores the ucc of the sign-up page’s query under the contract’s key', () => {
    storeSignupUcc(new URLSearchParams('ucc=Partner-42'));
    expect(localStorage.getItem(UCC_STORAGE_KEY)).toBe('Partner-42');
    expect(readSignupUcc()).toBe('Partner-42');
  });

  it('keeps the stored code when the page is opened without one, or with junk', () => {
    storeSignupUcc(new URLSearchParams('ucc=first'));
    storeSignupUcc(new URLSearchParams(''));
    storeSignupUcc(new URLSearchParams('ucc=%3Cscript%3E'));
    expect(readSignupUcc()).toBe('first');
    storeSignupUcc(new URLSearchParams('ucc=second'));
    expect(readSignupUcc()).toBe('second');
  });

  it('sends nothing for a code put there by hand that no referral programme issues', () => {
    localStorage.setItem(UCC_STORAGE_KEY, 'not a code');
    expect(readSignupUcc()).toBeUndefined();
  });

  it('forgets the code once the account is registered with it', () => {
    storeSignupUcc(new URLSearchParams('ucc=abc'));
    clearSignupUcc();
    expect(readSignupUcc()).toBeUndefined();
  });
});
