import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileBlobStore, sha256Hex } from './file-blob-store.ts';

const temporaries = (root: string) => readdirSync(root).filter((name) => name.endsWith('.tmp'));

describe('BlobStore drafts', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  /** A store in a directory of its own, and the temporary files left in it. */
  const fresh = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'signet-blob-draft-'));
    made.push(dir);
    return {
      dir,
      blobs: new FileBlobStore(dir),
      leftovers: () => temporaries(path.join(dir, 'blobs')),
    };
  };
  const prefix = new Uint8Array(Buffer.from('%PDF-1.7 the version being signed\n'));
  const appended = (tail: string) => new Uint8Array(Buffer.concat([prefix, Buffer.from(tail)]));

  it('stores bytes that begin with the prefix under their address, byte for byte', async () => {
    const { blobs, leftovers } = fresh();
    const bytes = appended('an incremental update\n%%EOF\n');
    const { hash, written } = blobs.draft(prefix).finish(bytes);
    expect(hash).toBe(sha256Hex(bytes));
    expect(await written).toBe(hash);
    expect(readFileSync(blobs.pathOf(hash))).toEqual(Buffer.from(bytes));
    expect(leftovers()).toEqual([]);
  });

  it('writes bytes that do not begin with the prefix in full', async () => {
    const { blobs, leftovers } = fresh();
    const other = new Uint8Array(
      Buffer.from('%PDF-1.7 rewritten from the start, longer than it was'),
    );
    const { hash, written } = blobs.draft(prefix).finish(other);
    await written;
    expect(readFileSync(blobs.pathOf(hash))).toEqual(Buffer.from(other));
    expect(leftovers()).toEqual([]);
  });

  it('keeps an existing blob and leaves no temporary file when the same bytes come again', async () => {
    const { blobs, leftovers } = fresh();
    const bytes = appended('the same update');
    const first = await blobs.put(bytes);
    const { hash, written } = blobs.draft(prefix).finish(bytes);
    expect(await written).toBe(first);
    expect(hash).toBe(first);
    expect(leftovers()).toEqual([]);
  });

  it('writes nothing before `writeAfter` is fulfilled, then stores as before', async () => {
    const { dir, blobs, leftovers } = fresh();
    let go!: () => void;
    const gate = new Promise<void>((resolve) => {
      go = resolve;
    });
    const draft = blobs.draft(prefix, gate);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(existsSync(path.join(dir, 'blobs'))).toBe(false);
    go();
    const bytes = appended('signed after the gate\n');
    const { hash, written } = draft.finish(bytes);
    expect(await written).toBe(hash);
    expect(readFileSync(blobs.pathOf(hash))).toEqual(Buffer.from(bytes));
    expect(leftovers()).toEqual([]);
  });

  it('starts no draft when `writeAfter` fails, and still stores the whole when finished', async () => {
    const { blobs, leftovers } = fresh();
    const failed = Promise.reject(new Error('the certificate was not issued'));
    failed.catch(() => undefined);
    const bytes = appended('written in full');
    const { hash, written } = blobs.draft(prefix, failed).finish(bytes);
    expect(await written).toBe(sha256Hex(bytes));
    expect(readFileSync(blobs.pathOf(hash))).toEqual(Buffer.from(bytes));
    expect(leftovers()).toEqual([]);
    const discarded = blobs.draft(prefix, failed);
    await discarded.discard();
    expect(leftovers()).toEqual([]);
  });

  it('removes the temporary file of a discarded draft', async () => {
    const { blobs, leftovers } = fresh();
    const draft = blobs.draft(prefix);
    await draft.discard();
    expect(leftovers()).toEqual([]);
    expect(() => draft.finish(appended('late'))).toThrow(/once/);
  });
});
