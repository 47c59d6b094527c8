import { describe, expect, it } from 'vitest';
import { consentOf } from './consent.ts';

describe('consentOf', () => {
  it("names the request, the signer and the request's stored level and legislation", () => {
    const request = { title: 'Lease', quality: 'QES' as const, legislation: 'ZERTES' as const };
    expect(consentOf(request, { firstName: 'Dora', lastName: 'Signer', email: 'd@x.ch' })).toEqual({
      title: 'Lease',
      name: 'Dora Signer',
      quality: 'QES',
      legislation: 'ZERTES',
    });
  });

  it('goes by the address without a name, and reads an unstored level as SES under eIDAS', () => {
    const request = { title: 'Lease', quality: null, legislation: null };
    expect(consentOf(request, { firstName: ' ', lastName: '', email: 'd@x.ch' })).toEqual({
      title: 'Lease',
      name: 'd@x.ch',
      quality: 'SES',
      legislation: 'EIDAS',
    });
  });
});
