import { AppError, type ErrorCode } from '@signet/contract';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';

/**
 * What an uploaded picture (a business's logo, a seal's stamp image) must be and how it is kept,
 * with the error codes and the word its messages use.
 */
export interface ImageRules {
  /** The word the messages use ("logo", "image"). */
  noun: string;
  contentTypes: readonly string[];
  maxBytes: number;
  maxInputSide: number;
  maxStoredWidth: number;
  maxStoredHeight: number;
  codes: { type: ErrorCode; tooLarge: ErrorCode; invalid: ErrorCode };
}

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const FIELD = [{ field: 'body', message: 'PNG, JPEG or WebP image' }];

function isImageType(rules: ImageRules, value: string): value is ImageType {
  return rules.contentTypes.includes(value);
}

export function imageTypeError(rules: ImageRules, message: string): AppError {
  return new AppError(rules.codes.type, message, { fields: FIELD });
}

function invalid(rules: ImageRules, message: string, cause?: unknown): AppError {
  return new AppError(rules.codes.invalid, message, {
    fields: FIELD,
    ...(cause ? { cause } : {}),
  });
}

/** An image upload as received, before it is decoded. */
export class ImageUpload {
  constructor(
    readonly bytes: Uint8Array,
    readonly type: ImageType,
  ) {}
}

function tooLarge(rules: ImageRules): AppError {
  return new AppError(
    rules.codes.tooLarge,
    `body: the ${rules.noun} is larger than ${rules.maxBytes / 1_048_576} MB`,
    { fields: [{ field: 'body', message: `At most ${rules.maxBytes} bytes` }] },
  );
}

/**
 * Reads a raw image body, counting bytes as they arrive: an oversized upload is refused without
 * being held whole, and before anything decodes it.
 */
export async function readImageUpload(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  rules: ImageRules,
): Promise<ImageUpload> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isImageType(rules, type)) {
    throw imageTypeError(
      rules,
      `body: send the ${rules.noun} as image/png, image/jpeg or image/webp, not ${type || 'without a type'}`,
    );
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > rules.maxBytes) throw tooLarge(rules);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of payload as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += buffer.length;
    if (total > rules.maxBytes) throw tooLarge(rules);
    chunks.push(buffer);
  }
  if (total === 0) {
    throw new AppError(rules.codes.invalid, `body: the ${rules.noun} is empty`, {
      fields: [{ field: 'body', message: 'Required' }],
    });
  }
  const bytes = Buffer.concat(chunks, total);
  return new ImageUpload(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), type);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** What the magic bytes say (PNG signature; JPEG SOI; RIFF….WEBP), before anything decodes. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

export interface StoredImage {
  png: Uint8Array;
  width: number;
  height: number;
}

/**
 * An image as it is kept: the bytes must be the declared format, the header's dimensions within
 * bounds, then it is decoded and encoded anew as a PNG inside the rules' box, so nothing of the
 * upload (metadata, trailing bytes, a second frame) survives.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  declared: ImageType,
  rules: ImageRules,
): Promise<StoredImage> {
  const sniffed = sniffImageType(bytes);
  if (sniffed !== declared) {
    throw imageTypeError(
      rules,
      sniffed
        ? `body: the file is ${sniffed}, not ${declared} as declared`
        : 'body: the file is not a PNG, JPEG or WebP image',
    );
  }
  const maxSide = rules.maxInputSide;
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header alone: nothing is decoded yet.
    ({ width, height } = await sharp(bytes).metadata());
  } catch (error) {
    throw invalid(rules, 'body: the image cannot be read', error);
  }
  if (!width || !height || width > maxSide || height > maxSide) {
    throw invalid(rules, `body: the image must be 1 to ${maxSide} pixels a side`);
  }
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: maxSide * maxSide,
      failOn: 'error',
    })
      .rotate()
      .resize({
        width: rules.maxStoredWidth,
        height: rules.maxStoredHeight,
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
    throw invalid(rules, 'body: the image cannot be decoded', error);
  }
}
