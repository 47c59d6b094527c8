import { describe, expect, it } from 'vitest';
import { availableSeals } from './seals.ts';

describe('availableSeals (§3 signatureQualities seal.aes / seal.qes)', () => {
  it('is empty for an account without seals', () => {
    expect(availableSeals(undefined)).toEqual([]);
    expect(availableSeals({ ses: { any: { quality: 'SES' } } })).toEqual([]);
    // Details never add a seal the account's qualities do not list.
    expect(
      availableSeals({}, [{ accountName: 'acme', displayName: 'Acme Ltd', quality: 'AES' }]),
    ).toEqual([]);
  });

  it('lists each seal once at its best quality, by name', () => {
    expect(
      availableSeals({
        seal: {
          aes: { zeta: { quality: 'AES' }, acme: { quality: 'AES' } },
          qes: { acme: { quality: 'QES' } },
        },
      }),
    ).toEqual([
      { accountName: 'acme', displayName: 'acme', quality: 'QES' },
      { accountName: 'zeta', displayName: 'zeta', quality: 'AES' },
    ]);
  });

  it('names each seal by its display name from GET /v1/user/seals, sorted by it', () => {
    expect(
      availableSeals({ seal: { aes: { acme: { quality: 'AES' }, zeta: { quality: 'AES' } } } }, [
        { accountName: 'acme', displayName: 'Zurich Acme AG', quality: 'AES' },
        { accountName: 'zeta', displayName: 'Alpha Zeta Ltd', quality: 'AES' },
      ]),
    ).toEqual([
      { accountName: 'zeta', displayName: 'Alpha Zeta Ltd', quality: 'AES' },
      { accountName: 'acme', displayName: 'Zurich Acme AG', quality: 'AES' },
    ]);
  });
});
