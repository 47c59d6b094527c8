import type {} from '@fastify/multipart';
import { AppError } from '@signet/contract';
import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  bytes: Uint8Array;
}

export interface MultipartUpload {
  files: UploadedFile[];
  fields: Record<string, string>;
}

export function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * Reads a multipart/form-data upload (RFC 7578). Each file is bounded by the upload limit while it
 * streams in, so an oversized file is refused without being held in memory whole.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: { maxUploadBytes: number; maxFiles: number; allowedFields: readonly string[] },
): Promise<MultipartUpload> {
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: limits.maxUploadBytes,
        files: limits.maxFiles,
        fields: 20,
        fieldSize: 64 * 1024,
      },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        files.push({
          field: part.fieldname,
          filename: part.filename || 'document.pdf',
          mimetype: part.mimetype,
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
        });
        continue;
      }
      if (!limits.allowedFields.includes(part.fieldname)) {
        throw new AppError('VALIDATION_FAILED', `Unknown field body.${part.fieldname}`, {
          fields: [{ field: `body.${part.fieldname}`, message: 'Unknown field' }],
        });
      }
      fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        'DOCUMENT_TOO_LARGE',
        `A file is larger than ${Math.floor(limits.maxUploadBytes / 1_048_576)} MB`,
        { fields: [{ field: 'body.file', message: 'Too large' }] },
      );
    }
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('VALIDATION_FAILED', `At most ${limits.maxFiles} files per upload`, {
        fields: [{ field: 'body.file', message: 'Too many files' }],
      });
    }
    throw new AppError('MALFORMED_BODY', 'The multipart body could not be read', { cause: error });
  }
  if (files.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'Attach at least one file', {
      fields: [{ field: 'body.file', message: 'Required' }],
    });
  }
  return { files, fields };
}
