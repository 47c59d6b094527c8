import { AppError } from '@signet/contract';
import type { FastifyRequest } from 'fastify';

export type PhotoType = 'image/png' | 'image/jpeg';

/** A photo of a document or a face as the upload route received it, its type checked by its bytes. */
export class PhotoBody {
  constructor(
    readonly bytes: Buffer,
    readonly type: PhotoType,
  ) {}
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The type the bytes are (PNG signature, JPEG SOI marker), whatever the header claims. */
export function sniffPhotoType(bytes: Buffer): PhotoType | undefined {
  if (PNG.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (JPEG.every((byte, index) => bytes[index] === byte)) return 'image/jpeg';
  return undefined;
}

const wrongType = (what: string) =>
  new AppError('IDENTIFICATION_PHOTO_TYPE', `body: send a PNG or JPEG photo, not ${what}`, {
    fields: [{ field: 'body', message: 'PNG or JPEG image' }],
  });

function tooLarge(maxBytes: number): AppError {
  return new AppError(
    'IDENTIFICATION_PHOTO_TOO_LARGE',
    `body: the photo is larger than ${maxBytes} bytes`,
    { fields: [{ field: 'body', message: `At most ${maxBytes} bytes` }] },
  );
}

/**
 * Reads a raw photo body, counting bytes as they arrive so an oversized upload is refused without
 * being held whole; the declared type must be PNG or JPEG and match the bytes.
 */
export async function readPhotoBody(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  maxBytes: number,
): Promise<PhotoBody> {
  const declaredType =
    (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (declaredType !== 'image/png' && declaredType !== 'image/jpeg') {
    throw wrongType(declaredType || 'a body without a type');
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of payload as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += buffer.length;
    if (total > maxBytes) throw tooLarge(maxBytes);
    chunks.push(buffer);
  }
  const bytes = Buffer.concat(chunks, total);
  const actual = sniffPhotoType(bytes);
  if (actual !== declaredType) throw wrongType(`bytes that are not ${declaredType}`);
  return new PhotoBody(bytes, actual);
}
