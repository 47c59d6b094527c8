import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import { AppError } from '@signet/contract';
import type { FastifyRequest } from 'fastify';

/** A file of a multipart upload, spooled to a temporary file; `read()` loads it when it is its turn. */
export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  size: number;
  read(): Promise<Uint8Array>;
}

export interface MultipartUpload {
  files: UploadedFile[];
  fields: Record<string, string>;
}

export interface MultipartLimits {
  maxUploadBytes: number;
  maxFiles: number;
  allowedFields: readonly string[];
  /** Where uploads are spooled (a folder of DATA_DIR); each request gets its own folder inside. */
  spoolDir: string;
}

export function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * Reads a multipart/form-data upload (RFC 7578) and hands it to `use`. Each file streams to a
 * temporary file as it arrives, bounded by the upload limit, so a request of many large files
 * holds none of them in memory; `use` reads one file at a time. The temporary files are removed
 * when `use` settles, and at once when the upload is refused, cut off or malformed (ADR 0135).
 */
export async function withMultipart<T>(
  request: FastifyRequest,
  limits: MultipartLimits,
  use: (upload: MultipartUpload) => Promise<T>,
): Promise<T> {
  await mkdir(limits.spoolDir, { recursive: true, mode: 0o700 });
  const folder = await mkdtemp(path.join(limits.spoolDir, 'upload-'));
  try {
    return await use(await spool(request, limits, folder));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function spool(
  request: FastifyRequest,
  limits: MultipartLimits,
  folder: string,
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
        // The name on disk is the part's position: nothing from the request reaches the path.
        const file = path.join(folder, `${files.length}.part`);
        const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
        await pipeline(part.file, out);
        files.push({
          field: part.fieldname,
          filename: part.filename || 'document.pdf',
          mimetype: part.mimetype,
          size: out.bytesWritten,
          read: async () => {
            const bytes = await readFile(file);
            return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
          },
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
    throw refusal(error, limits);
  }
  if (files.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'Attach at least one file', {
      fields: [{ field: 'body.file', message: 'Required' }],
    });
  }
  return { files, fields };
}

function refusal(error: unknown, limits: MultipartLimits): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(
      'DOCUMENT_TOO_LARGE',
      `A file is larger than ${Math.floor(limits.maxUploadBytes / 1_048_576)} MB`,
      { fields: [{ field: 'body.file', message: 'Too large' }] },
    );
  }
  if (code === 'FST_FILES_LIMIT') {
    return new AppError('VALIDATION_FAILED', `At most ${limits.maxFiles} files per upload`, {
      fields: [{ field: 'body.file', message: 'Too many files' }],
    });
  }
  return new AppError('MALFORMED_BODY', 'The multipart body could not be read', { cause: error });
}
