import { randomBytes } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/providers/blobs/file-blob-store.ts';
import { S3BlobStore } from '../src/providers/blobs/s3-blob-store.ts';
import { type ObjectStore, startDamagingHop, startObjectStore } from './support/object-store.ts';

const MiB = 1024 * 1024;

describe('S3BlobStore against an S3-protocol server on loopback', () => {
  let s3: ObjectStore;
  let hop: Awaited<ReturnType<typeof startDamagingHop>>;
  let blobs: S3BlobStore;
  /** The same bucket reached through the damaging hop. */
  let throughHop: S3BlobStore;

  beforeAll(async () => {
    s3 = await startObjectStore();
    hop = await startDamagingHop(s3.endpoint);
    blobs = new S3BlobStore(s3.client(), { bucket: s3.bucket });
    throughHop = new S3BlobStore(s3.client(hop.endpoint), { bucket: s3.bucket });
  });
  afterAll(async () => {
    await hop?.close();
    await s3?.close();
  });

  it('stores bytes under their SHA-256 and gives them back byte for byte', async () => {
    const bytes = new Uint8Array(randomBytes(70_000));
    const hash = await blobs.put(bytes);
    expect(hash).toBe(sha256Hex(bytes));
    expect(await blobs.get(hash)).toEqual(Buffer.from(bytes));
    expect(await blobs.has(hash)).toBe(true);
    const { hash: same, written } = blobs.store(bytes);
    expect(same).toBe(hash);
    expect(await written).toBe(hash);
  });

  it('answers has, ageMs and get for a missing blob as absent', async () => {
    const missing = sha256Hex(randomBytes(16));
    expect(await blobs.has(missing)).toBe(false);
    expect(await blobs.ageMs(missing, new Date())).toBeUndefined();
    await expect(blobs.get(missing)).rejects.toThrow();
    await expect(blobs.get('../etc/passwd')).rejects.toThrow(/SHA-256/);
  });

  it('renews the age of a blob stored again, and not when only asked whether it exists', async () => {
    const bytes = new Uint8Array(randomBytes(1000));
    const before = Date.now();
    const hash = await blobs.put(bytes);
    const later = new Date(Date.now() + 3_600_000);
    const age = (await blobs.ageMs(hash, later))!;
    expect(age).toBeGreaterThan(later.getTime() - Date.now() - 1);
    expect(age).toBeLessThanOrEqual(later.getTime() - before + 1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await blobs.has(hash)).toBe(true);
    expect(await blobs.get(hash)).toEqual(Buffer.from(bytes));
    expect(await blobs.ageMs(hash, later)).toBe(age);
    expect(await blobs.put(bytes)).toBe(hash);
    const renewed = (await blobs.ageMs(hash, later))!;
    expect(renewed).toBeLessThan(age);
    expect(await blobs.get(hash)).toEqual(Buffer.from(bytes));
    const head = await s3
      .client()
      .send(new HeadObjectCommand({ Bucket: s3.bucket, Key: blobs.keyOf(hash) }));
    expect(head.Metadata?.['stored-at']).toBe(new Date(later.getTime() - renewed).toISOString());
  });

  it('removes a blob, and a missing one without error', async () => {
    const hash = await blobs.put(new Uint8Array(randomBytes(100)));
    await blobs.remove(hash);
    expect(await blobs.has(hash)).toBe(false);
    await blobs.remove(hash);
  });

  it('lists every blob over several ListObjectsV2 pages, and only blobs', async () => {
    const s3b = await startObjectStore('listed-blobs');
    try {
      const paged = new S3BlobStore(s3b.client(), { bucket: s3b.bucket, listPageSize: 3 });
      const stored = new Set<string>();
      for (let i = 0; i < 8; i += 1) stored.add(await paged.put(new Uint8Array(randomBytes(64))));
      await s3b
        .client()
        .send(new PutObjectCommand({ Bucket: s3b.bucket, Key: 'blobs/not-a-digest', Body: 'x' }));
      await s3b
        .client()
        .send(
          new PutObjectCommand({ Bucket: s3b.bucket, Key: `other/${[...stored][0]}`, Body: 'x' }),
        );
      const listed: string[] = [];
      for await (const hash of paged.list()) listed.push(hash);
      expect(listed.sort()).toEqual([...stored].sort());
    } finally {
      await s3b.close();
    }
  });

  it('finishes a draft as the whole blob, and a discarded draft leaves nothing', async () => {
    const prefix = new Uint8Array(Buffer.from('%PDF-1.7 the version being signed\n'));
    const bytes = new Uint8Array(Buffer.concat([prefix, Buffer.from('an update\n%%EOF\n')]));
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const draft = blobs.draft(prefix, gate);
    const { hash, written } = draft.finish(bytes);
    expect(hash).toBe(sha256Hex(bytes));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await blobs.has(hash)).toBe(false);
    open();
    expect(await written).toBe(hash);
    expect(await blobs.get(hash)).toEqual(Buffer.from(bytes));
    expect(() => draft.finish(bytes)).toThrow(/once/);

    const other = new Uint8Array(Buffer.from('%PDF-1.7 rewritten from the start'));
    const rewritten = blobs.draft(prefix).finish(other);
    expect(rewritten.hash).toBe(sha256Hex(other));
    expect(await blobs.get(await rewritten.written)).toEqual(Buffer.from(other));

    const failed = Promise.reject(new Error('no certificate'));
    failed.catch(() => undefined);
    const whole = blobs.draft(prefix, failed).finish(bytes);
    expect(await whole.written).toBe(hash);

    const before = await listAll(blobs);
    const discarded = blobs.draft(prefix);
    await discarded.discard();
    expect(await listAll(blobs)).toEqual(before);
    expect(() => discarded.finish(bytes)).toThrow(/once/);
  });

  it('uploads a large blob in parts and checks it whole', async () => {
    const bytes = new Uint8Array(randomBytes(17 * MiB + 123));
    hop.state.requests = [];
    const hash = await throughHop.put(bytes);
    const parts = hop.state.requests.filter((line) => /^PUT .*partNumber=\d/.test(line));
    expect(parts).toHaveLength(3);
    expect(hop.state.requests.filter((line) => /^POST .*uploadId=/.test(line))).toHaveLength(1);
    const head = await s3
      .client()
      .send(new HeadObjectCommand({ Bucket: s3.bucket, Key: blobs.keyOf(hash) }));
    expect(head.ContentLength).toBe(bytes.length);
    expect(sha256Hex(await blobs.get(hash))).toBe(hash);
    // Stored again: renewed, not uploaded again.
    expect(await blobs.put(bytes)).toBe(hash);
  });

  it('fails a write whose bytes arrived damaged and keeps no object under the address', async () => {
    const bytes = new Uint8Array(randomBytes(5000));
    const hash = sha256Hex(bytes);
    hop.state.mode = 'flip';
    hop.state.damaged = 0;
    try {
      const { hash: address, written } = throughHop.store(bytes);
      expect(address).toBe(hash);
      await expect(written).rejects.toThrow(/other bytes than were sent/);
      expect(hop.state.damaged).toBeGreaterThan(0);
    } finally {
      hop.state.mode = 'pass';
    }
    expect(await blobs.has(hash)).toBe(false);
    // A later write of the same bytes stores them whole.
    expect(await throughHop.put(bytes)).toBe(hash);
    expect(await blobs.get(hash)).toEqual(Buffer.from(bytes));
  });

  it('fails a large write whose parts arrived damaged and keeps no object', async () => {
    const bytes = new Uint8Array(randomBytes(9 * MiB));
    const hash = sha256Hex(bytes);
    hop.state.mode = 'flip';
    try {
      await expect(throughHop.put(bytes)).rejects.toThrow(/other bytes than were sent/);
    } finally {
      hop.state.mode = 'pass';
    }
    expect(await blobs.has(hash)).toBe(false);
  });

  it('takes a blob another writer stored first (412) as stored, and renews it', async () => {
    const bytes = new Uint8Array(randomBytes(2000));
    hop.state.mode = 'lose-race';
    hop.state.requests = [];
    try {
      expect(await throughHop.put(bytes)).toBe(sha256Hex(bytes));
    } finally {
      hop.state.mode = 'pass';
    }
    // Absent (copy 404), the PUT (stored, told 412), then the renewing copy.
    expect(hop.state.requests.filter((line) => line.startsWith('PUT'))).toHaveLength(3);
    expect(await blobs.get(sha256Hex(bytes))).toEqual(Buffer.from(bytes));
  });

  it('fails a write the store refuses, leaving no object', async () => {
    const bytes = new Uint8Array(randomBytes(300));
    hop.state.mode = 'fail';
    try {
      await expect(throughHop.put(bytes)).rejects.toThrow();
    } finally {
      hop.state.mode = 'pass';
    }
    expect(await blobs.has(sha256Hex(bytes))).toBe(false);
  });

  it('reads the objects it wrote with any S3 client: plain bytes under blobs/<hash>', async () => {
    const bytes = new Uint8Array(randomBytes(256));
    const hash = await blobs.put(bytes);
    const answer = await s3
      .client()
      .send(new GetObjectCommand({ Bucket: s3.bucket, Key: `blobs/${hash}` }));
    expect(Buffer.from(await answer.Body!.transformToByteArray())).toEqual(Buffer.from(bytes));
  });
});

async function listAll(blobs: S3BlobStore): Promise<string[]> {
  const all: string[] = [];
  for await (const hash of blobs.list()) all.push(hash);
  return all.sort();
}
