import { describe, expect, it } from 'vitest';
import { stampContent, standardsLine } from './stamp-content.ts';

const DATA = { name: 'Ada Muster', optionalLine: 'Muster AG', location: '' };
const ALL = { displayClaim: true, displayDate: true, displayStandards: true, displayQr: true };
const OCCASION = {
  level: 'aes' as const,
  legislation: 'zertes' as const,
  language: 'de-ch',
  date: new Date('2026-11-22T10:00:00Z'),
  qrUrl: 'https://signet.example',
};

describe('the stamp of a visual signature', () => {
  it.each([
    ['ses', 'eidas', 'PAdES · SES'],
    ['aes', 'zertes', 'PAdES · AES · ZertES'],
    ['qes', 'eidas', 'PAdES · QES · eIDAS'],
    ['demo', undefined, 'PAdES · Demo'],
    ['seal', 'eidas', 'PAdES · Seal · eIDAS'],
  ] as const)('names the standards of %s under %s', (level, legislation, expected) => {
    expect(standardsLine(level, legislation)).toBe(expected);
  });

  it('writes the claim in the signer language and keeps only the chosen lines', () => {
    const content = stampContent(DATA, ALL, undefined, OCCASION);
    expect(content).toMatchObject({
      name: 'Ada Muster',
      optionalLine: 'Muster AG',
      displayClaim: 'Fortgeschrittene elektronische Signatur',
      displayStandards: 'PAdES · AES · ZertES',
      displayDate: true,
      displayQr: true,
      qrUrl: 'https://signet.example',
      language: 'de-CH',
    });
    expect(content).not.toHaveProperty('location');
  });

  it('leaves out what the toggles switch off', () => {
    const content = stampContent(
      DATA,
      { displayClaim: false, displayDate: false, displayStandards: false, displayQr: false },
      undefined,
      { ...OCCASION, language: 'xx' },
    );
    expect(content).not.toHaveProperty('displayClaim');
    expect(content).not.toHaveProperty('displayStandards');
    expect(content).not.toHaveProperty('qrUrl');
    expect(content).toMatchObject({ displayDate: false, displayQr: false, language: 'en-GB' });
  });
});
