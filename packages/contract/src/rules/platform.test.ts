import { describe, expect, it } from 'vitest';
import { type Country, countryName, orderCountries } from './countries.ts';
import {
  type IdentificationMethod,
  identificationMethods,
  type LegislationName,
} from './identification-methods.ts';
import type { Language } from './languages.ts';
import { type Platform, platformFromDomain } from './platform.ts';

describe('platformFromDomain (§9 "EU if the domain ends in .de or .eu, otherwise CH")', () => {
  it.each<[string, Platform]>([
    ['signet.de', 'EU'],
    ['app.signet.eu', 'EU'],
    ['SIGNET.DE', 'EU'],
    ['signet.de:8443', 'EU'],
    ['signet.eu.', 'EU'],
    ['signet.ch', 'CH'],
    ['signet.com', 'CH'],
    ['localhost', 'CH'],
    ['localhost:3000', 'CH'],
    ['signet.de.example.ch', 'CH'],
    ['signetde', 'CH'],
    ['europe', 'CH'],
  ])('%s → %s', (domain, platform) => {
    expect(platformFromDomain(domain)).toBe(platform);
  });
});

const country = (alpha2: string, en: string, de: string, fr = en, it = en): Country => ({
  alpha2,
  alpha3: `${alpha2}X`,
  numeric: '000',
  subdivisionLabel: 'ISO 3166-2',
  names: { en, de, fr, it },
});
const COUNTRIES = [
  country('US', 'United States', 'Vereinigte Staaten', 'États-Unis', 'Stati Uniti'),
  country('AT', 'Austria', 'Österreich', 'Autriche', 'Austria'),
  country('IT', 'Italy', 'Italien', 'Italie', 'Italia'),
  country('DE', 'Germany', 'Deutschland', 'Allemagne', 'Germania'),
  country('OM', 'Oman', 'Oman', 'Oman', 'Oman'),
  country('AL', 'Albania', 'Albanien', 'Albanie', 'Albania'),
  country('CH', 'Switzerland', 'Schweiz', 'Suisse', 'Svizzera'),
  country('EG', 'Egypt', 'Ägypten', 'Égypte', 'Egitto'),
  country('FR', 'France', 'Frankreich', 'France', 'Francia'),
];

describe('orderCountries (§9 "CH, DE, FR, AT first (DE first on EU)", rest alphabetical in the UI language)', () => {
  it.each<[string, Platform, Language, string[]]>([
    ['CH platform, English', 'CH', 'en-gb', ['CH', 'DE', 'FR', 'AT', 'AL', 'EG', 'IT', 'OM', 'US']],
    [
      'EU platform puts DE first',
      'EU',
      'en-gb',
      ['DE', 'CH', 'FR', 'AT', 'AL', 'EG', 'IT', 'OM', 'US'],
    ],
    // German collation sorts Ä with A: Ägypten, Albanien, Italien, Oman, Vereinigte Staaten.
    [
      'German names, umlauts collated',
      'CH',
      'de-ch',
      ['CH', 'DE', 'FR', 'AT', 'EG', 'AL', 'IT', 'OM', 'US'],
    ],
    // French: Albanie, Égypte, États-Unis, Italie, Oman.
    [
      'French names, accents collated',
      'EU',
      'fr-ch',
      ['DE', 'CH', 'FR', 'AT', 'AL', 'EG', 'US', 'IT', 'OM'],
    ],
  ])('%s', (_case, platform, language, order) => {
    expect(orderCountries(COUNTRIES, platform, language).map((c) => c.alpha2)).toEqual(order);
  });

  it('a leading country missing from the list is skipped, not invented', () => {
    const withoutFrance = COUNTRIES.filter((c) => c.alpha2 !== 'FR');
    expect(
      orderCountries(withoutFrance, 'CH', 'en-gb')
        .map((c) => c.alpha2)
        .slice(0, 4),
    ).toEqual(['CH', 'DE', 'AT', 'AL']);
  });

  it('does not reorder the input array', () => {
    const input = [...COUNTRIES];
    orderCountries(input, 'CH', 'en-gb');
    expect(input).toEqual(COUNTRIES);
  });

  it.each<[Language, string]>([
    ['en-gb', 'Austria'],
    ['de-ch', 'Österreich'],
    ['fr-ch', 'Autriche'],
    ['it', 'Austria'],
  ])('countryName in %s → %s', (language, name) => {
    expect(countryName(COUNTRIES[1]!, language)).toBe(name);
  });
});

describe('identificationMethods (§9)', () => {
  it.each<[LegislationName, boolean, IdentificationMethod[]]>([
    ['eidas', true, ['video', 'self', 'id-austria']],
    ['eidas', false, ['id-austria', 'external-sc']],
    ['zertes', true, ['video', 'loc', 'auto']],
    ['zertes', false, ['loc', 'external-sc']],
  ])('%s, payment covered %s → %j', (legislation, covered, methods) => {
    expect(identificationMethods(legislation, covered)).toEqual(methods);
  });
});
