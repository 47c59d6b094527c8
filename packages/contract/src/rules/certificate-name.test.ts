import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_NAME_MAX_LENGTH,
  certificateName,
  fitsCertificate,
} from './certificate-name.ts';

describe('certificate name', () => {
  it('joins first and last name with one space', () => {
    expect(certificateName(' Ada ', 'Lovelace ')).toBe('Ada Lovelace');
  });

  it('takes exactly 64 characters, space included, and refuses 65', () => {
    const first = 'A'.repeat(31);
    expect(fitsCertificate(first, 'B'.repeat(32))).toBe(true);
    expect(fitsCertificate(first, 'B'.repeat(33))).toBe(false);
    expect(CERTIFICATE_NAME_MAX_LENGTH).toBe(64);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(fitsCertificate('𝒜'.repeat(31), 'Ü'.repeat(32))).toBe(true);
  });
});
