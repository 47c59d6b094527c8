import { describe, expect, it } from 'vitest';
import { identificationMethod, identificationPath } from './identification.ts';

describe('identification pages of a guest (§2 /direct-sign/identification/*)', () => {
  it.each([
    ['directSignEidas', 'self', 'eidas_self'],
    ['directSignEidas', 'video', 'eidas_video'],
    ['directSignEidas', 'auto', undefined],
    ['directSignZertes', 'auto', 'zertes_auto'],
    ['directSignZertes', 'personal-details', 'zertes_personal-details'],
    ['directSignZertes', 'self', undefined],
    ['directSignIdAustriaSuccess', undefined, 'id-austria'],
  ] as const)('%s %s → %s', (route, method, expected) => {
    expect(identificationMethod(route, method)).toBe(expected);
  });

  it('sends a guest to the video identification of the request’s law', () => {
    expect(identificationPath('EIDAS')).toBe('/direct-sign/identification/eidas/video');
    expect(identificationPath('ZERTES')).toBe('/direct-sign/identification/zertes/video');
    expect(identificationPath(null)).toBe('/direct-sign/identification/zertes/video');
  });
});
