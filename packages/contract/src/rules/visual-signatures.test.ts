import { describe, expect, it } from 'vitest';
import {
  displayTogglesFromAttributes,
  enforceVisualSignaturePermissions,
  needsVisualSignatureData,
  OPEN_VISUAL_SIGNATURE_PERMISSIONS,
  visualSignatureDataFromAttributes,
} from './visual-signatures.ts';

const ALL_OFF = {
  displayClaim: false,
  displayDate: false,
  displayStandards: false,
  displayQr: false,
};
const ALL_ON = { displayClaim: true, displayDate: true, displayStandards: true, displayQr: true };

describe('§3 permissions.visualSignatures', () => {
  it('leaves every toggle as sent when nothing is locked', () => {
    expect(enforceVisualSignaturePermissions(ALL_OFF, OPEN_VISUAL_SIGNATURE_PERMISSIONS)).toEqual(
      ALL_OFF,
    );
  });

  it.each([
    ['claim', 'displayClaim'],
    ['date', 'displayDate'],
    ['std', 'displayStandards'],
  ] as const)('a locked %s forces %s to its default value', (key, toggle) => {
    const locked = {
      ...OPEN_VISUAL_SIGNATURE_PERMISSIONS,
      [key]: { canUpdate: false, defaultValue: true },
    };
    expect(enforceVisualSignaturePermissions(ALL_OFF, locked)[toggle]).toBe(true);
    const lockedOff = {
      ...OPEN_VISUAL_SIGNATURE_PERMISSIONS,
      [key]: { canUpdate: false, defaultValue: false },
    };
    const result = enforceVisualSignaturePermissions(ALL_ON, lockedOff);
    expect(result[toggle]).toBe(false);
    // The other toggles, and the QR code (no permission), keep what was sent.
    expect(Object.values(result).filter((value) => !value)).toHaveLength(1);
  });
});

describe('§2 dialog "visual signature data"', () => {
  it.each([
    [false, {}, true],
    [false, { visual_signature_name: [''] }, true],
    [false, { visual_signature_name: ['Ada Lovelace'] }, false],
    [true, {}, false],
  ])('has signature %s, attributes %j → asks %s', (has, attributes, expected) => {
    expect(needsVisualSignatureData(has, attributes)).toBe(expected);
  });

  it('takes the stamp lines from the attributes, the full name when no name was given', () => {
    expect(visualSignatureDataFromAttributes({}, 'Ada Lovelace')).toEqual({
      name: 'Ada Lovelace',
      optionalLine: '',
      location: '',
    });
    expect(
      visualSignatureDataFromAttributes(
        {
          visual_signature_name: ['A. Lovelace'],
          visual_signature_company: ['Analytical Engines Ltd'],
          visual_signature_location: ['London'],
        },
        'Ada Lovelace',
      ),
    ).toEqual({ name: 'A. Lovelace', optionalLine: 'Analytical Engines Ltd', location: 'London' });
  });

  it('reads the display toggles from the attributes, QR off when absent', () => {
    expect(displayTogglesFromAttributes({})).toEqual({ ...ALL_ON, displayQr: false });
    expect(
      displayTogglesFromAttributes({
        visual_signature_display_claim: ['false'],
        visual_signature_display_qr: ['TRUE'],
      }),
    ).toEqual({ displayClaim: false, displayDate: true, displayStandards: true, displayQr: true });
  });
});
