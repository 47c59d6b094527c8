import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import { type AppearanceInput, previewAppearanceFor, stampWords } from './visual-appearance.ts';

const signedAt = new Date('2026-11-22T08:05:00Z');

function input(overrides: Partial<AppearanceInput>, lang?: string): AppearanceInput {
  return {
    user: { attributes: lang ? { lang: [lang] } : {} } as unknown as UserRow,
    position: { page: '0', x: 0, y: 0, width: 300, height: 140 },
    required: { quality: 'AES', level: 'aes', legislation: 'eidas' },
    signedAt,
    language: undefined,
    qrUrl: 'https://signet.example/view/1',
    isDemoTrustService: false,
    ...overrides,
  };
}

const plain = (words: ReturnType<typeof stampWords>) => ({
  ...words,
  date: words.date.replace(/\s/g, ' '),
});

describe("stampWords: the stamp's words in the signer's language (§9 dates)", () => {
  it.each<[string, Partial<AppearanceInput>, string | undefined, object]>([
    [
      'the call names the language',
      { language: 'it' },
      'de-ch',
      {
        claim: 'Firma elettronica avanzata',
        standards: 'PAdES · FEA · eIDAS',
        date: 'Firmato il 22 nov 2026, 08:05 UTC',
        locale: 'it-CH',
      },
    ],
    [
      "else the account's lang",
      {},
      'de-ch',
      {
        claim: 'Fortgeschrittene elektronische Signatur',
        standards: 'PAdES · FES · eIDAS',
        date: 'Unterzeichnet am 22. Nov. 2026, 08:05 UTC',
      },
    ],
    [
      'an unsupported language is English',
      { language: 'es' },
      undefined,
      { claim: 'Advanced electronic signature', date: 'Signed 22 Nov 2026, 08:05 UTC' },
    ],
    [
      'the demo trust service is named',
      {
        language: 'fr-ch',
        isDemoTrustService: true,
        required: { quality: 'QES', level: 'qes', legislation: 'zertes' },
      },
      undefined,
      {
        claim: 'Signature électronique qualifiée (AC de démonstration)',
        standards: 'PAdES · SEQ · ZertES',
        date: 'Signé le 22 nov. 2026, 08:05 UTC',
      },
    ],
    [
      'a seal',
      { language: 'de-ch', seal: { displayName: 'Muster AG', optionalLine: null, location: null } },
      undefined,
      { claim: 'Elektronisches Siegel', standards: 'PAdES · Siegel · eIDAS' },
    ],
    [
      'ses names no legislation',
      { required: { quality: 'SES', level: 'ses', legislation: 'zertes' } },
      'fr-ch',
      { claim: 'Signature électronique simple', standards: 'PAdES · SES' },
    ],
  ])('%s', (_case, overrides, lang, expected) => {
    expect(plain(stampWords(input(overrides, lang)))).toMatchObject(expected);
  });
});

describe("previewAppearanceFor: the stamp at the account's default level, now", () => {
  const source = {
    data: { name: 'Ada Muster', optionalLine: '', location: '' },
    toggles: { displayDate: true, displayClaim: true, displayStandards: true, displayQr: true },
    image: undefined,
  };
  const preview = (attributes: Record<string, string[]>) =>
    previewAppearanceFor({
      user: { attributes } as unknown as UserRow,
      source,
      now: signedAt,
      qrUrl: 'https://signet.example',
      isDemoTrustService: true,
    });

  it.each<[string, Record<string, string[]>, object]>([
    [
      'default_quality and default_legislation name the level',
      { lang: ['fr-ch'], default_quality: ['qes'], default_legislation: ['zertes'] },
      {
        displayClaim: 'Signature électronique qualifiée (AC de démonstration)',
        displayStandards: 'PAdES · SEQ · ZertES',
        language: 'fr-CH',
      },
    ],
    [
      'aes without a legislation is eIDAS',
      { default_quality: ['aes'] },
      { displayStandards: 'PAdES · AES · eIDAS', language: 'en-GB' },
    ],
    [
      'no default quality is SES',
      { lang: ['de-ch'] },
      {
        displayClaim: 'Einfache elektronische Signatur (Demo-CA)',
        displayStandards: 'PAdES · EES',
      },
    ],
    [
      'an unknown quality is SES',
      { default_quality: ['demo'] },
      { displayStandards: 'PAdES · SES' },
    ],
  ])('%s', (_case, attributes, expected) => {
    expect(preview(attributes)).toMatchObject({
      page: 1,
      x: 0,
      y: 0,
      width: 300,
      height: 140,
      name: 'Ada Muster',
      qrUrl: 'https://signet.example',
      ...expected,
    });
  });
});
