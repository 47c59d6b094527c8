import { AppError, BUSINESS_LOGO } from '@signet/contract';
import sharp from 'sharp';

export type LogoType = (typeof BUSINESS_LOGO.contentTypes)[number];

const FIELD = [{ field: 'body', message: 'PNG, JPEG or WebP image' }];

export function isLogoType(value: string): value is LogoType {
  return (BUSINESS_LOGO.contentTypes as readonly string[]).includes(value);
}

export function logoTypeError(message: string): AppError {
  return new AppError('BUSINESS_LOGO_TYPE', message, { fields: FIELD });
}

function invalid(message: string, cause?: unknown): AppError {
  return new AppError('BUSINESS_LOGO_INVALID', message, {
    fields: FIELD,
    ...(cause ? { cause } : {}),
  });
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** What the magic bytes say (PNG signature; JPEG SOI; RIFF….WEBP), before anything decodes. */
export function sniffLogoType(bytes: Uint8Array): LogoType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

export interface StoredLogo {
  png: Uint8Array;
  width: number;
  height: number;
}

/**
 * A logo as it is kept: the bytes must be the declared format, the header's dimensions within
 * bounds, then it is decoded and encoded anew as a PNG inside the BUSINESS_LOGO box, so nothing of
 * the upload (metadata, trailing bytes, a second frame) survives.
 */
export async function reencodeLogo(bytes: Uint8Array, declared: LogoType): Promise<StoredLogo> {
  const sniffed = sniffLogoType(bytes);
  if (sniffed !== declared) {
    throw logoTypeError(
      sniffed
        ? `body: the file is ${sniffed}, not ${declared} as declared`
        : 'body: the file is not a PNG, JPEG or WebP image',
    );
  }
  const maxSide = BUSINESS_LOGO.maxInputSide;
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header alone: nothing is decoded yet.
    ({ width, height } = await sharp(bytes).metadata());
  } catch (error) {
    throw invalid('body: the image cannot be read', error);
  }
  if (!width || !height || width > maxSide || height > maxSide) {
    throw invalid(`body: the image must be 1 to ${maxSide} pixels a side`);
  }
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: maxSide * maxSide,
      failOn: 'error',
    })
      .rotate()
      .resize({
        width: BUSINESS_LOGO.maxStoredWidth,
        height: BUSINESS_LOGO.maxStoredHeight,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return {
      png: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw invalid('body: the image cannot be decoded', error);
  }
}
