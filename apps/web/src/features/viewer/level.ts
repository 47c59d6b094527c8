import type { SignatureRequest } from '@signet/contract';
import { LEVEL_COLORS } from '../../lib/theme-constants.ts';

type Quality = NonNullable<SignatureRequest['quality']>;

/** The demo level is no legal level of its own (§1), like a level not chosen yet: neutral grey. */
const DEMO_COLOR = '#8a94a6';

/** §1: signature levels have their own colours. */
export function levelColor(quality: Quality | null): string {
  if (quality === null) return DEMO_COLOR;
  switch (quality) {
    case 'QES':
      return LEVEL_COLORS.qes;
    case 'AES':
    case 'AES_MINIMAL':
      return LEVEL_COLORS.aes;
    case 'SES':
      return LEVEL_COLORS.ses;
    default:
      return DEMO_COLOR;
  }
}

export const LEVEL_LABELS: Record<Quality, string> = {
  SES: 'level.SES',
  AES: 'level.AES',
  AES_MINIMAL: 'level.AES_MINIMAL',
  QES: 'level.QES',
  DEMO: 'level.DEMO',
};

export const LEGISLATION_LABELS = {
  ZERTES: 'legislation.ZERTES',
  EIDAS: 'legislation.EIDAS',
} as const;
