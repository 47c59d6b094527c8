import { AppError } from '@signet/contract';
import type { FastifyRequest } from 'fastify';
import { isSignatureImageType, type SignatureImageType } from './signature-image.ts';

/** A handwritten image as the upload route received it, before it is decoded. */
export class SignatureImageBody {
  constructor(
    readonly bytes: Uint8Array,
    readonly type: SignatureImageType,
  ) {}
}

function tooLarge(maxBytes: number): AppError {
  const megabytes = Math.round((maxBytes / 1_048_576) * 10) / 10;
  return new AppError(
    'SIGNATURE_IMAGE_TOO_LARGE',
    `body: the image is larger than ${megabytes} MB`,
    {
      fields: [{ field: 'body', message: `At most ${maxBytes} bytes` }],
    },
  );
}

/**
 * Reads a raw PNG or JPEG body, counting bytes as they arrive so that an oversized upload is
 * refused without being held whole; the declared type is checked against the bytes later.
 */
export async function readImageBody(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  maxBytes: number,
): Promise<SignatureImageBody> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isSignatureImageType(type)) {
    throw new AppError(
      'SIGNATURE_IMAGE_TYPE',
      `body: send the image as image/png or image/jpeg, not ${type || 'without a type'}`,
      { fields: [{ field: 'body', message: 'PNG or JPEG image' }] },
    );
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
  if (total === 0) {
    throw new AppError('SIGNATURE_IMAGE_INVALID', 'body: the image is empty', {
      fields: [{ field: 'body', message: 'Required' }],
    });
  }
  const bytes = Buffer.concat(chunks, total);
  return new SignatureImageBody(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), type);
}
