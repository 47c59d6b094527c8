import type { DisplayToggles, VisualSignatureData } from '@signet/contract';
import { type StampLevel, stampTexts } from '@signet/i18n';
import type { StampPreviewInput } from '@signet/pdf';

/** What the moment of signing adds to a stamp: level, legislation, language, time and QR target. */
export interface StampOccasion {
  level: StampLevel;
  legislation?: 'eidas' | 'zertes' | undefined;
  /** The signer's language (§9 code, e.g. de-ch); the stamp's words and date follow it. */
  language?: string | undefined;
  date: Date;
  /** Where the QR code points when it is shown. */
  qrUrl: string;
}

const LEGISLATION_NAME = { eidas: 'eIDAS', zertes: 'ZertES' } as const;
const LEVEL_NAME: Record<StampLevel, string> = {
  ses: 'SES',
  aes: 'AES',
  qes: 'QES',
  demo: 'Demo',
  seal: 'Seal',
};

/** The standards line: PAdES, the level, and the legislation for the levels that have one. */
export function standardsLine(
  level: StampLevel,
  legislation: StampOccasion['legislation'],
): string {
  const parts = ['PAdES', LEVEL_NAME[level]];
  if (legislation && (level === 'aes' || level === 'qes' || level === 'seal'))
    parts.push(LEGISLATION_NAME[legislation]);
  return parts.join(' · ');
}

/**
 * §3 Visual signature as the PDF engine draws it: the lines and toggles the user chose (permissions
 * already applied), with the words for this signature's level in the signer's language.
 */
export function stampContent(
  data: VisualSignatureData,
  toggles: DisplayToggles,
  image: Uint8Array | undefined,
  occasion: StampOccasion,
): StampPreviewInput {
  const texts = stampTexts(occasion.language);
  return {
    name: data.name,
    ...(data.optionalLine ? { optionalLine: data.optionalLine } : {}),
    ...(data.location ? { location: data.location } : {}),
    displayDate: toggles.displayDate,
    date: occasion.date,
    ...(toggles.displayClaim ? { displayClaim: texts.claim[occasion.level] } : {}),
    ...(toggles.displayStandards
      ? { displayStandards: standardsLine(occasion.level, occasion.legislation) }
      : {}),
    displayQr: toggles.displayQr,
    ...(toggles.displayQr ? { qrUrl: occasion.qrUrl } : {}),
    ...(image ? { image } : {}),
    language: texts.locale,
  };
}
