import { describe, expect, it } from 'vitest';
import { availableSeals } from './seals.ts';

describe('availableSeals (§3 signatureQualities seal.aes / seal.qes)', () => {
  it('is empty for an account without seals', () => {
    expect(availableSeals(undefined)).toEqual([]);
    expect(availableSeals({ ses: { any: { quality: 'SES' } } })).toEqual([]);
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
      { accountName: 'acme', quality: 'QES' },
      { accountName: 'zeta', quality: 'AES' },
    ]);
  });
});
