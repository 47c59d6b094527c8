import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config.ts';
import { openBlobStore } from '../src/providers/blobs/open-blob-store.ts';
import { type ObjectStore, startObjectStore } from './support/object-store.ts';

const S3 = {
  BLOB_STORE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'signet-documents',
};

describe('BLOB_STORE and the S3_* settings', () => {
  it('keeps blobs in files under DATA_DIR by default', () => {
    expect(loadConfig({}).blobs).toEqual({ store: 'file' });
  });

  it('reads the bucket, endpoint, region, path style and the usual AWS keys', () => {
    const config = loadConfig({
      ...S3,
      S3_REGION: 'eu-central-2',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret-example',
    });
    expect(config.blobs).toEqual({
      store: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'signet-documents',
      region: 'eu-central-2',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
    });
    // No keys: the SDK's own chain (instance role, profile); AWS itself when no endpoint is named.
    expect(loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'b12' }).blobs).toMatchObject({
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each([
    [{ BLOB_STORE: 'minio' }, 'BLOB_STORE'],
    [{ BLOB_STORE: 's3' }, 'S3_BUCKET: required when BLOB_STORE=s3'],
    [{ ...S3, S3_BUCKET: 'Upper_Case' }, 'S3_BUCKET'],
    [{ ...S3, S3_ENDPOINT: 'ftp://store' }, 'S3_ENDPOINT'],
    [{ ...S3, S3_REGION: 'Europe West' }, 'S3_REGION'],
    [{ ...S3, S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE'],
    [{ ...S3, AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, 'AWS_SECRET_ACCESS_KEY: required'],
    [{ ...S3, AWS_SECRET_ACCESS_KEY: 'secret' }, 'AWS_ACCESS_KEY_ID: required'],
  ])('refuses %j at start, naming %s', (env, named) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(named);
  });

  describe('at start', () => {
    let s3: ObjectStore;
    beforeAll(async () => {
      s3 = await startObjectStore();
    });
    afterAll(async () => {
      await s3?.close();
    });

    it('opens a reachable bucket, and names the bucket it cannot reach', async () => {
      const opened = await openBlobStore(loadConfig(s3.env()));
      expect(await opened.blobs.has('0'.repeat(64))).toBe(false);
      opened.close();
      await expect(
        openBlobStore(loadConfig({ ...s3.env(), S3_BUCKET: 'no-such-bucket' })),
      ).rejects.toThrow(/^S3_BUCKET: cannot list bucket "no-such-bucket" \(NoSuchBucket/);
    });
  });
});
