import { AppError, BUSINESS_LOGO } from '@signet/contract';
import type { FastifyRequest } from 'fastify';
import { isLogoType, type LogoType, logoTypeError } from './logo-image.ts';

/** A logo upload as received, before it is decoded. */
export class LogoBody {
  constructor(
    readonly bytes: Uint8Array,
    readonly type: LogoType,
  ) {}
}

function tooLarge(): AppError {
  return new AppError(
    'BUSINESS_LOGO_TOO_LARGE',
    `body: the logo is larger than ${BUSINESS_LOGO.maxBytes / 1_048_576} MB`,
    { fields: [{ field: 'body', message: `At most ${BUSINESS_LOGO.maxBytes} bytes` }] },
  );
}

/**
 * Reads a raw logo body, counting bytes as they arrive: an oversized upload is refused without
 * being held whole, and before anything decodes it.
 */
export async function readLogoBody(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
): Promise<LogoBody> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isLogoType(type)) {
    throw logoTypeError(
      `body: send the logo as image/png, image/jpeg or image/webp, not ${type || 'without a type'}`,
    );
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > BUSINESS_LOGO.maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of payload as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += buffer.length;
    if (total > BUSINESS_LOGO.maxBytes) throw tooLarge();
    chunks.push(buffer);
  }
  if (total === 0) {
    throw new AppError('BUSINESS_LOGO_INVALID', 'body: the logo is empty', {
      fields: [{ field: 'body', message: 'Required' }],
    });
  }
  const bytes = Buffer.concat(chunks, total);
  return new LogoBody(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), type);
}
