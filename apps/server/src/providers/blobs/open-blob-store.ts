import type { Config } from '../../config/config.ts';
import type { BlobStore } from './blob-store.port.ts';
import { FileBlobStore } from './file-blob-store.ts';

/**
 * The blob store BLOB_STORE names: files under DATA_DIR/blobs (the embedded default) or an
 * S3-compatible bucket, whose reachability is checked here so that a wrong endpoint, bucket or
 * key stops the server at start rather than at the first upload. The AWS SDK is loaded only then,
 * so the embedded default does not pay for it.
 */
export async function openBlobStore(
  config: Pick<Config, 'blobs' | 'dataDir'>,
): Promise<{ blobs: BlobStore; close(): void }> {
  if (config.blobs.store === 'file') {
    return { blobs: new FileBlobStore(config.dataDir), close: () => undefined };
  }
  const { createS3Client, S3BlobStore } = await import('./s3-blob-store.ts');
  const client = createS3Client(config.blobs);
  const blobs = new S3BlobStore(client, { bucket: config.blobs.bucket });
  try {
    await blobs.check();
  } catch (error) {
    client.destroy();
    throw error;
  }
  return { blobs, close: () => client.destroy() };
}
