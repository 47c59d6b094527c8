import { createHash } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { BlobStoreConfig } from '../../config/config.ts';
import type { BlobDraft, BlobStore } from './blob-store.port.ts';
import { sha256Hex } from './file-blob-store.ts';
import {
  isPreconditionFailed,
  putInParts,
  statusOf,
  unquote,
  type Written,
} from './s3-multipart.ts';

const DIGEST = /^[0-9a-f]{64}$/;
const MiB = 1024 * 1024;

export interface S3BlobStoreOptions {
  bucket: string;
  /** Blobs larger than this go up in parts (multipart upload); default 8 MiB. */
  multipartThreshold?: number;
  /** Size of each part but the last (S3's minimum is 5 MiB); default 8 MiB. */
  partSize?: number;
  /** Keys asked for per ListObjectsV2 page (S3's maximum and default is 1000). */
  listPageSize?: number;
}

/** The S3 client for BLOB_STORE=s3: checksums only where S3 requires them (see ADR 0109). */
export function createS3Client(config: Extract<BlobStoreConfig, { store: 's3' }>): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Newer SDKs add CRC32 checksums (and chunked bodies) that many S3-compatible stores refuse;
    // every write here carries Content-MD5 instead, which every store checks.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Content-addressed blobs in an S3-compatible bucket, under `blobs/<sha-256 hex>` (ADR 0109).
 * A write is sent with Content-MD5 (the store refuses bytes damaged on the way) and checked
 * afterwards: the ETag the store answers must be the MD5 sent (or, for a multipart upload, the
 * MD5 of the parts' MD5s), else the object is read back and its SHA-256 compared with its
 * address; an object that does not match is deleted and the write fails. `written` is fulfilled
 * only then, so nothing refers to a blob the store does not hold whole. A blob stored again is
 * copied onto itself with a new `stored-at` (which renews LastModified too): the age the sweep of
 * unreferenced blobs reads.
 */
export class S3BlobStore implements BlobStore {
  private readonly bucket: string;
  private readonly multipartThreshold: number;
  private readonly partSize: number;
  private readonly listPageSize: number;

  constructor(
    private readonly client: S3Client,
    options: S3BlobStoreOptions,
  ) {
    this.bucket = options.bucket;
    this.multipartThreshold = options.multipartThreshold ?? 8 * MiB;
    this.partSize = options.partSize ?? 8 * MiB;
    this.listPageSize = options.listPageSize ?? 1000;
  }

  keyOf(hash: string): string {
    if (!DIGEST.test(hash)) throw new Error('A blob address is a SHA-256 hex digest');
    return `blobs/${hash}`;
  }

  /** Fails with a message naming the bucket when it cannot be reached (checked at start). */
  async check(): Promise<void> {
    try {
      await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: 'blobs/', MaxKeys: 1 }),
      );
    } catch (error) {
      throw new Error(
        `S3_BUCKET: cannot list bucket "${this.bucket}" (${(error as Error).name}: ${(error as Error).message})`,
      );
    }
  }

  put(bytes: Uint8Array): Promise<string> {
    return this.write(sha256Hex(bytes), bytes);
  }

  store(bytes: Uint8Array): { hash: string; written: Promise<string> } {
    const hash = sha256Hex(bytes);
    return { hash, written: this.write(hash, bytes) };
  }

  /**
   * An object is written whole or not at all, so there is no partial write to start from the
   * prefix: the prefix is hashed at once (the whole blob's address then costs only the rest) and
   * the whole is written when finished, after `writeAfter` settles. A discarded draft wrote nothing.
   */
  draft(prefix: Uint8Array, writeAfter?: Promise<unknown>): BlobDraft {
    const prefixHash = createHash('sha256').update(prefix);
    const gate = (writeAfter ?? Promise.resolve()).then(
      () => undefined,
      () => undefined,
    );
    let used = false;
    const take = () => {
      if (used) throw new Error('A blob draft is finished or discarded once');
      used = true;
    };
    return {
      finish: (bytes) => {
        take();
        const extendsPrefix =
          bytes.length >= prefix.length &&
          Buffer.compare(
            Buffer.from(bytes.buffer, bytes.byteOffset, prefix.length),
            Buffer.from(prefix.buffer, prefix.byteOffset, prefix.length),
          ) === 0;
        const hash = extendsPrefix
          ? prefixHash.update(bytes.subarray(prefix.length)).digest('hex')
          : sha256Hex(bytes);
        return { hash, written: gate.then(() => this.write(hash, bytes)) };
      },
      discard: async () => {
        if (!used) take();
      },
    };
  }

  async get(hash: string): Promise<Buffer> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(hash) }),
    );
    if (!answer.Body) throw new Error(`Blob ${hash} came back without a body`);
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  async has(hash: string): Promise<boolean> {
    return (await this.storedAt(hash)) !== undefined;
  }

  async ageMs(hash: string, now: Date): Promise<number | undefined> {
    const storedAt = await this.storedAt(hash);
    return storedAt === undefined ? undefined : now.getTime() - storedAt;
  }

  async remove(hash: string): Promise<void> {
    // Deleting a missing key succeeds in S3.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(hash) }));
  }

  /** Every blob under `blobs/`, page by page of ListObjectsV2; other keys are not blobs. */
  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: 'blobs/',
          MaxKeys: this.listPageSize,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const item of page.Contents ?? []) {
        const name = item.Key?.slice('blobs/'.length) ?? '';
        if (DIGEST.test(name)) yield name;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * When the blob was last stored (ms since the epoch), or undefined when it is absent: the
   * `stored-at` metadata every write and renewal sets, by the servers' clock (the one the sweep
   * compares with; a store may keep LastModified on a copy onto itself, and its clock may run
   * ahead), else LastModified (objects put there by other tools).
   */
  private async storedAt(hash: string): Promise<number | undefined> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(hash) }),
      );
      const stamped = Date.parse(answer.Metadata?.['stored-at'] ?? '');
      return Number.isNaN(stamped) ? (answer.LastModified?.getTime() ?? 0) : stamped;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  private async write(hash: string, bytes: Uint8Array): Promise<string> {
    if (await this.renew(hash)) return hash;
    const key = this.keyOf(hash);
    const written =
      bytes.length > this.multipartThreshold
        ? await putInParts(
            this.client,
            { bucket: this.bucket, key, partSize: this.partSize },
            bytes,
          )
        : await this.putWhole(key, bytes);
    // Another writer stored the same bytes first: theirs is verified; renew it as ours.
    if (written === 'exists') {
      if (await this.renew(hash)) return hash;
      throw new Error(`Blob ${hash} was stored by another writer and is gone again`);
    }
    await this.verify(hash, written, bytes);
    return hash;
  }

  /**
   * A blob stored again: copied onto itself with a new `stored-at` (S3 renews LastModified too),
   * so that a sweep that saw it unreferenced sees it fresh and keeps it. False when it is absent.
   */
  private async renew(hash: string): Promise<boolean> {
    const key = this.keyOf(hash);
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: key,
          CopySource: `${this.bucket}/${key}`,
          MetadataDirective: 'REPLACE',
          ContentType: 'application/octet-stream',
          Metadata: { 'stored-at': new Date().toISOString() },
        }),
      );
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** One PUT with Content-MD5, only if the key is free; answers the ETag to check. */
  private async putWhole(key: string, bytes: Uint8Array): Promise<Written | 'exists'> {
    const md5 = createHash('md5').update(bytes).digest();
    try {
      const answer = await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentMD5: md5.toString('base64'),
          ContentType: 'application/octet-stream',
          Metadata: { 'stored-at': new Date().toISOString() },
          IfNoneMatch: '*',
        }),
      );
      return { etag: answer.ETag, expected: md5.toString('hex') };
    } catch (error) {
      if (isPreconditionFailed(error)) return 'exists';
      throw error;
    }
  }

  /**
   * The ETag is the MD5 the store computed (plain or multipart): equal to ours, the bytes arrived
   * whole. Otherwise (a store whose ETags are no MD5s, such as one encrypting with KMS keys, or
   * a damaged upload) the object is read back and hashed; a mismatch is deleted and fails.
   */
  private async verify(hash: string, written: Written, bytes: Uint8Array): Promise<void> {
    if (written.expected && written.etag && unquote(written.etag) === written.expected) return;
    const stored = await this.get(hash);
    if (stored.length === bytes.length && sha256Hex(stored) === hash) return;
    await this.remove(hash);
    throw new Error(
      `The object store holds other bytes than were sent for blob ${hash}; the object was deleted`,
    );
  }
}

function isNotFound(error: unknown): boolean {
  const name = (error as Error).name;
  return name === 'NotFound' || name === 'NoSuchKey' || statusOf(error) === 404;
}
