// Words the server writes into a signature's stamp (§3 Visual signature), in the signer's language.
import type { MailLanguage } from '../mail/mail-catalog.ts';

/** The level a stamp's claim line names. */
export type StampLevel = 'ses' | 'aes' | 'qes' | 'demo' | 'seal';

export interface StampTexts {
  /** The claim line, per level. */
  claim: Record<StampLevel, string>;
  /** The level's usual abbreviation in this language, for the standards line (PAdES · FES · eIDAS). */
  abbreviation: Record<StampLevel, string>;
  /** Added to the claim when the certificate comes from the built-in, non-qualified trust service. */
  demoTrustService: string;
  /** The date line; `{date}` is the §9 date and time. */
  signedOn: string;
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
    abbreviation: { ses: 'SES', aes: 'AES', qes: 'QES', demo: 'Demo', seal: 'Seal' },
    demoTrustService: 'demo CA',
    signedOn: 'Signed {date}',
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
    abbreviation: { ses: 'EES', aes: 'FES', qes: 'QES', demo: 'Demo', seal: 'Siegel' },
    demoTrustService: 'Demo-CA',
    signedOn: 'Unterzeichnet am {date}',
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
    abbreviation: { ses: 'SES', aes: 'SEA', qes: 'SEQ', demo: 'Démo', seal: 'Cachet' },
    demoTrustService: 'AC de démonstration',
    signedOn: 'Signé le {date}',
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
    abbreviation: { ses: 'FES', aes: 'FEA', qes: 'FEQ', demo: 'Demo', seal: 'Sigillo' },
    demoTrustService: 'CA dimostrativa',
    signedOn: 'Firmato il {date}',
    locale: 'it-CH',
  },
};

/** The stamp words in `language`, English when the language is not one of §9's. */
export function stampTexts(language: string | undefined): StampTexts {
  return STAMP_TEXTS[(language && language in STAMP_TEXTS ? language : 'en-gb') as MailLanguage];
}
