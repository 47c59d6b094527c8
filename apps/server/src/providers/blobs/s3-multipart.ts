import { createHash } from 'node:crypto';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';

/** What a write answered, to check (S3BlobStore.verify). */
export interface Written {
  etag: string | undefined;
  /** The ETag a store that answers MD5s would give; undefined when it cannot be predicted. */
  expected: string | undefined;
}

export function unquote(etag: string): string {
  return etag.replace(/"/g, '').toLowerCase();
}

export function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

export function isPreconditionFailed(error: unknown): boolean {
  return (error as Error).name === 'PreconditionFailed' || statusOf(error) === 412;
}

/**
 * A blob in parts of `partSize` (the last shorter), each sent with Content-MD5; the upload is
 * completed only if the key is free (`If-None-Match: *`) and aborted when any step fails. Answers
 * the ETag to check and the one a store answering MD5s would give, or 'exists'.
 */
export async function putInParts(
  client: S3Client,
  target: { bucket: string; key: string; partSize: number },
  bytes: Uint8Array,
): Promise<Written | 'exists'> {
  const { bucket, key, partSize } = target;
  const started = await client.send(
    new CreateMultipartUploadCommand({
      Bucket: bucket,
      Key: key,
      ContentType: 'application/octet-stream',
      Metadata: { 'stored-at': new Date().toISOString() },
    }),
  );
  const uploadId = started.UploadId;
  if (!uploadId) throw new Error('The object store answered no multipart upload id');
  try {
    const parts: { PartNumber: number; ETag: string }[] = [];
    const digests: Buffer[] = [];
    let partsMatch = true;
    for (let offset = 0; offset < bytes.length; offset += partSize) {
      const chunk = bytes.subarray(offset, offset + partSize);
      const md5 = createHash('md5').update(chunk).digest();
      const answer = await client.send(
        new UploadPartCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: parts.length + 1,
          Body: chunk,
          ContentLength: chunk.length,
          ContentMD5: md5.toString('base64'),
        }),
      );
      if (!answer.ETag) throw new Error('The object store answered a part without an ETag');
      partsMatch &&= unquote(answer.ETag) === md5.toString('hex');
      digests.push(md5);
      parts.push({ PartNumber: parts.length + 1, ETag: answer.ETag });
    }
    const done = await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts },
        IfNoneMatch: '*',
      }),
    );
    const composite = `${createHash('md5').update(Buffer.concat(digests)).digest('hex')}-${parts.length}`;
    return { etag: done.ETag, expected: partsMatch ? composite : undefined };
  } catch (error) {
    await client
      .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }))
      .catch(() => undefined);
    if (isPreconditionFailed(error)) return 'exists';
    throw error;
  }
}
