import { AppError, SIGNATURE_IMAGE } from '@signet/contract';
import sharp from 'sharp';
import { readImageHeader } from './image-header.ts';

const FIELD = [{ field: 'body', message: 'PNG or JPEG image' }];

export type SignatureImageType = (typeof SIGNATURE_IMAGE.contentTypes)[number];

export function isSignatureImageType(value: string): value is SignatureImageType {
  return (SIGNATURE_IMAGE.contentTypes as readonly string[]).includes(value);
}

function invalid(message: string): AppError {
  return new AppError('SIGNATURE_IMAGE_INVALID', message, { fields: FIELD });
}

/**
 * A handwritten image as it is stored: decoded and encoded anew as a PNG of bounded size, so that
 * nothing of the uploaded file (metadata, trailing bytes, a polyglot payload) is kept. The header
 * is checked before decoding: its format must match the declared type and its dimensions the
 * limits.
 */
export async function reencodeSignatureImage(
  bytes: Uint8Array,
  declared: SignatureImageType,
): Promise<Uint8Array> {
  const header = readImageHeader(bytes);
  const expected = declared === 'image/png' ? 'png' : 'jpeg';
  if (!header || header.kind !== expected) {
    throw invalid(`body: the file is not a ${expected.toUpperCase()} image`);
  }
  const { width, height } = header;
  if (
    width < 1 ||
    height < 1 ||
    width > SIGNATURE_IMAGE.maxInputSide ||
    height > SIGNATURE_IMAGE.maxInputSide ||
    width * height > SIGNATURE_IMAGE.maxInputPixels
  ) {
    throw invalid(
      `body: the image is ${width} × ${height} pixels; at most ${SIGNATURE_IMAGE.maxInputSide} pixels a side and ${SIGNATURE_IMAGE.maxInputPixels / 1_000_000} megapixels`,
    );
  }
  try {
    // sharp (libvips) decodes: it fails cleanly on damaged files, where other decoders crashed
    // the process. The header check above already ruled out every format but the declared one.
    const { data, info } = await sharp(bytes, {
      limitInputPixels: SIGNATURE_IMAGE.maxInputPixels,
      failOn: 'error',
    })
      .rotate() // a photo's EXIF orientation, applied before the metadata is dropped
      .resize({
        width: SIGNATURE_IMAGE.maxStoredWidth,
        height: SIGNATURE_IMAGE.maxStoredHeight,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    if (info.format !== 'png') throw new Error(`unexpected output ${info.format}`);
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  } catch (error) {
    throw new AppError('SIGNATURE_IMAGE_INVALID', 'body: the image cannot be decoded', {
      fields: FIELD,
      cause: error,
    });
  }
}
