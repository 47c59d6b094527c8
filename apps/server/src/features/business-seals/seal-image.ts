import { SEAL_IMAGE } from '@signet/contract';
import type { ImageRules } from '../business/index.ts';

/** The stamp image of a seal: checked and re-encoded the way a business's logo is. */
export const SEAL_IMAGE_RULES: ImageRules = {
  noun: 'image',
  ...SEAL_IMAGE,
  codes: {
    type: 'SEAL_IMAGE_TYPE',
    tooLarge: 'SEAL_IMAGE_TOO_LARGE',
    invalid: 'SEAL_IMAGE_INVALID',
  },
};
