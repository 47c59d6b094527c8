import { z } from 'zod';
import { Bool, ConfigError, Url } from './values.ts';

/** The environment variables of the blob store (part of the server's schema in config.ts). */
export const BlobStoreEnv = {
  /** Where blobs live: files under DATA_DIR/blobs (default) or an S3-compatible bucket. */
  BLOB_STORE: z.enum(['file', 's3']).default('file'),
  /** BLOB_STORE=s3: the store's endpoint (unset: AWS S3 itself), bucket, region, addressing. */
  S3_ENDPOINT: Url.optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'a bucket name is 3 to 63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'a region name such as eu-central-2')
    .default('us-east-1'),
  S3_FORCE_PATH_STYLE: Bool.default(false),
  /** The usual AWS variables; both unset leaves the SDK's own chain (instance role, profile). */
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
};

type BlobStoreSettings = z.output<z.ZodObject<typeof BlobStoreEnv>>;

/** BLOB_STORE and its S3_* settings; credentials undefined: the AWS SDK's default chain. */
export type BlobStoreConfig =
  | { store: 'file' }
  | {
      store: 's3';
      endpoint: string | undefined;
      bucket: string;
      region: string;
      forcePathStyle: boolean;
      credentials:
        | { accessKeyId: string; secretAccessKey: string; sessionToken?: string }
        | undefined;
    };

export function blobStoreConfig(e: BlobStoreSettings): BlobStoreConfig {
  if (e.BLOB_STORE === 'file') return { store: 'file' };
  if (!e.S3_BUCKET) throw new ConfigError('S3_BUCKET: required when BLOB_STORE=s3');
  if (Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY)) {
    const missing = e.AWS_ACCESS_KEY_ID ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID';
    throw new ConfigError(
      `${missing}: required with BLOB_STORE=s3 when the other AWS key variable is set`,
    );
  }
  return {
    store: 's3',
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: e.AWS_ACCESS_KEY_ID,
            secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
            ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
          }
        : undefined,
  };
}
