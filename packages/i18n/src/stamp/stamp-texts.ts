// Words the server writes into a signature's stamp (§3 Visual signature), in the signer's language.
import type { MailLanguage } from '../mail/mail-catalog.ts';

/** The level a stamp's claim line names. */
export type StampLevel = 'ses' | 'aes' | 'qes' | 'demo' | 'seal';

export interface StampTexts {
  /** The claim line, per level. */
  claim: Record<StampLevel, string>;
  /** Date locale for the stamp (BCP 47). */
  locale: string;
}

const STAMP_TEXTS: Record<MailLanguage, StampTexts> = {
  'en-gb': {
    claim: {
      ses: 'Simple electronic signature',
      aes: 'Advanced electronic signature',
      qes: 'Qualified electronic signature',
      demo: 'Demo signature – not legally valid',
      seal: 'Electronic seal',
    },
    locale: 'en-GB',
  },
  'de-ch': {
    claim: {
      ses: 'Einfache elektronische Signatur',
      aes: 'Fortgeschrittene elektronische Signatur',
      qes: 'Qualifizierte elektronische Signatur',
      demo: 'Demo-Signatur – nicht rechtsgültig',
      seal: 'Elektronisches Siegel',
    },
    locale: 'de-CH',
  },
  'fr-ch': {
    claim: {
      ses: 'Signature électronique simple',
      aes: 'Signature électronique avancée',
      qes: 'Signature électronique qualifiée',
      demo: 'Signature de démonstration – sans valeur juridique',
      seal: 'Cachet électronique',
    },
    locale: 'fr-CH',
  },
  it: {
    claim: {
      ses: 'Firma elettronica semplice',
      aes: 'Firma elettronica avanzata',
      qes: 'Firma elettronica qualificata',
      demo: 'Firma dimostrativa – senza valore legale',
      seal: 'Sigillo elettronico',
    },
    locale: 'it-CH',
  },
};

/** The stamp words in `language`, English when the language is not one of §9's. */
export function stampTexts(language: string | undefined): StampTexts {
  return STAMP_TEXTS[(language && language in STAMP_TEXTS ? language : 'en-gb') as MailLanguage];
}
