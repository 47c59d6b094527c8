import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBlobsCommand } from '../src/blobs-admin.cli.ts';
import { loadConfig } from '../src/config/config.ts';
import { FileBlobStore } from '../src/providers/blobs/file-blob-store.ts';
import { S3BlobStore } from '../src/providers/blobs/s3-blob-store.ts';
import { type ObjectStore, startObjectStore } from './support/object-store.ts';

const run = promisify(execFile);
const BIN = path.resolve(import.meta.dirname, '../bin/signet-blobs.mjs');

describe('signet-blobs migrate: a file store copied into a bucket', () => {
  let s3: ObjectStore;
  let bucket: S3BlobStore;
  beforeAll(async () => {
    s3 = await startObjectStore();
    bucket = new S3BlobStore(s3.client(), { bucket: s3.bucket });
  });
  afterAll(async () => {
    await s3?.close();
  });

  /** A data directory whose file store holds `count` blobs of their own. */
  const fileStore = async (count: number) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-migrate-'));
    const files = new FileBlobStore(dataDir);
    const hashes: string[] = [];
    for (let i = 0; i < count; i += 1) {
      hashes.push(await files.put(new Uint8Array(Buffer.from(`blob ${i} of ${dataDir}`))));
    }
    return { dataDir, files, hashes };
  };
  const command = async (argv: string[], env: Record<string, string>) => {
    const lines: string[] = [];
    const code = await runBlobsCommand(argv, {
      config: loadConfig(env),
      out: (line) => lines.push(line),
    });
    return { code, lines };
  };

  it('copies every blob, checks it, and on a re-run copies nothing again', async () => {
    const { dataDir, files, hashes } = await fileStore(5);
    const env = { ...s3.env(), DATA_DIR: dataDir };
    const first = await command(['migrate'], env);
    expect(first.lines.at(-1)).toBe('5 copied, 0 already in the bucket, 0 mismatched, of 5 blobs.');
    expect(first.code).toBe(0);
    for (const hash of hashes) {
      expect(await bucket.get(hash)).toEqual(await files.get(hash));
    }
    const again = await command(['migrate'], env);
    expect(again.lines.at(-1)).toBe('0 copied, 5 already in the bucket, 0 mismatched, of 5 blobs.');
    expect(again.code).toBe(0);
  });

  it('names a file whose bytes do not match its name and exits 1, copying the rest', async () => {
    const { dataDir, files, hashes } = await fileStore(3);
    writeFileSync(files.pathOf(hashes[1]!), 'damaged on disk');
    const { code, lines } = await command(['migrate', '--from', dataDir], {
      ...s3.env(),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'signet-migrate-other-')),
    });
    expect(code).toBe(1);
    expect(lines).toContain(
      `${hashes[1]}: the file holds other bytes than its name says; not copied`,
    );
    expect(lines.at(-1)).toBe('2 copied, 0 already in the bucket, 1 mismatched, of 3 blobs.');
    expect(await bucket.has(hashes[1]!)).toBe(false);
    expect(await bucket.has(hashes[0]!)).toBe(true);
  });

  it('names an object in the bucket whose bytes do not match its address and exits 1', async () => {
    const { dataDir, hashes } = await fileStore(2);
    await s3
      .client()
      .send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: bucket.keyOf(hashes[0]!), Body: 'other' }),
      );
    const { code, lines } = await command(['migrate'], { ...s3.env(), DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(lines).toContain(`${hashes[0]}: the bucket holds other bytes than its name says`);
    expect(lines.at(-1)).toBe('1 copied, 0 already in the bucket, 1 mismatched, of 2 blobs.');
  });

  it('refuses to run without a bucket configured, or with anything but migrate', async () => {
    const { dataDir } = await fileStore(1);
    const noBucket = await command(['migrate'], { DATA_DIR: dataDir });
    expect(noBucket.code).toBe(2);
    expect(noBucket.lines[0]).toMatch(/^BLOB_STORE: set BLOB_STORE=s3/);
    expect((await command(['copy'], { ...s3.env(), DATA_DIR: dataDir })).code).toBe(2);
    expect((await command(['migrate', '--to', 'x'], { ...s3.env(), DATA_DIR: dataDir })).code).toBe(
      2,
    );
  });

  it('runs as the signet-blobs command with the environment of the server', async () => {
    const { dataDir, hashes } = await fileStore(2);
    const { stdout } = await run(process.execPath, [BIN, 'migrate'], {
      env: { ...process.env, ...s3.env(), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });
    expect(stdout.trim().split('\n').at(-1)).toBe(
      '2 copied, 0 already in the bucket, 0 mismatched, of 2 blobs.',
    );
    for (const hash of hashes) expect(await bucket.has(hash)).toBe(true);
  });
});
