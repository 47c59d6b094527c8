import { BUSINESS_LOGO } from '@signet/contract';
import {
  type ImageRules,
  type ImageType,
  imageTypeError,
  reencodeImage,
  type StoredImage,
} from './uploaded-image.ts';

export type LogoType = ImageType;
export type StoredLogo = StoredImage;

/** §3 Business.settings.companyBranding.logo: the upload rules of uploaded-image.ts. */
export const LOGO_RULES: ImageRules = {
  noun: 'logo',
  ...BUSINESS_LOGO,
  codes: {
    type: 'BUSINESS_LOGO_TYPE',
    tooLarge: 'BUSINESS_LOGO_TOO_LARGE',
    invalid: 'BUSINESS_LOGO_INVALID',
  },
};

export const logoTypeError = (message: string) => imageTypeError(LOGO_RULES, message);

/** A logo re-encoded as a PNG inside the BUSINESS_LOGO box. */
export const reencodeLogo = (bytes: Uint8Array, declared: LogoType): Promise<StoredLogo> =>
  reencodeImage(bytes, declared, LOGO_RULES);
