import { createHash, randomBytes } from 'node:crypto';
import {
  type FileHandle,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  utimes,
} from 'node:fs/promises';
import path from 'node:path';
import type { BlobDraft, BlobStore } from './blob-store.port.ts';

const DIGEST = /^[0-9a-f]{64}$/;

interface DraftFile {
  handle: FileHandle;
  file: string;
}

/** SHA-256 of the bytes, lowercase hex: a blob's address. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Content-addressed files under `<dataDir>/blobs` (architecture "Data safety"): a blob is written
 * once to a temporary file, flushed to disk, then renamed into place, so a crash leaves either no
 * blob or the whole blob; a stored blob is never changed. Paths are built from the hex digest
 * alone, never from anything a request sent.
 */
export class FileBlobStore implements BlobStore {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'blobs');
  }

  pathOf(hash: string): string {
    if (!DIGEST.test(hash)) throw new Error('A blob address is a SHA-256 hex digest');
    return path.join(this.root, hash.slice(0, 2), hash.slice(2, 4), hash);
  }

  /** Stores the bytes and answers their address; storing the same bytes again is a no-op. */
  put(bytes: Uint8Array): Promise<string> {
    return this.write(sha256Hex(bytes), bytes);
  }

  /**
   * The address at once and the write in progress: a caller may record the address meanwhile
   * (e.g. in an open transaction), but must await `written` before anything refers to it durably.
   */
  store(bytes: Uint8Array): { hash: string; written: Promise<string> } {
    const hash = sha256Hex(bytes);
    return { hash, written: this.write(hash, bytes) };
  }

  /**
   * A blob whose beginning is known before the whole is (a signed PDF begins with the version it
   * signs; the signature is appended): the prefix is written to a temporary file and flushed, so
   * that when the whole is known only the rest is left to hash, write and flush. Bytes that do
   * not begin with the prefix, or a draft that could not be started, are written in full instead.
   * The prefix is hashed at once; its write starts at once too, or once `writeAfter` is fulfilled
   * (when the disk is wanted for something else first; rejected, the draft is not started).
   */
  draft(prefix: Uint8Array, writeAfter?: Promise<unknown>): BlobDraft {
    // The prefix is hashed now too: the whole blob's address then costs only the rest.
    const prefixHash = createHash('sha256').update(prefix);
    const started = writeAfter
      ? writeAfter.then(() => this.startDraft(prefix))
      : this.startDraft(prefix);
    // Awaited by finish or discard; a failed start only means writing the whole blob.
    started.catch(() => undefined);
    let used = false;
    const take = () => {
      if (used) throw new Error('A blob draft is finished or discarded once');
      used = true;
      return started.catch(() => undefined);
    };
    return {
      finish: (bytes) => {
        const draft = take();
        const extendsPrefix =
          bytes.length >= prefix.length &&
          Buffer.compare(
            Buffer.from(bytes.buffer, bytes.byteOffset, prefix.length),
            Buffer.from(prefix.buffer, prefix.byteOffset, prefix.length),
          ) === 0;
        const hash = extendsPrefix
          ? prefixHash.update(bytes.subarray(prefix.length)).digest('hex')
          : sha256Hex(bytes);
        const written = draft.then(async (file) => {
          if (file && extendsPrefix) return this.completeDraft(file, hash, bytes, prefix.length);
          if (file) await abandon(file);
          return this.write(hash, bytes);
        });
        return { hash, written };
      },
      discard: async () => {
        if (used) return;
        const file = await take();
        if (file) await abandon(file);
      },
    };
  }

  private async startDraft(prefix: Uint8Array): Promise<DraftFile> {
    await mkdir(this.root, { recursive: true });
    const file = path.join(this.root, `draft-${randomBytes(8).toString('hex')}.tmp`);
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.write(prefix, 0, prefix.length, 0);
      await handle.sync();
    } catch (error) {
      await abandon({ handle, file });
      throw error;
    }
    return { handle, file };
  }

  /** The rest of a draft's bytes from `offset`, flushed, then the file renamed into place. */
  private async completeDraft(
    draft: DraftFile,
    hash: string,
    bytes: Uint8Array,
    offset: number,
  ): Promise<string> {
    const target = this.pathOf(hash);
    try {
      if (await this.touch(target)) {
        await abandon(draft);
        return hash;
      }
      await draft.handle.write(bytes, offset, bytes.length - offset, offset);
      await draft.handle.sync();
      await draft.handle.close();
    } catch (error) {
      await abandon(draft);
      throw error;
    }
    await moveIntoPlace(draft.file, target);
    return hash;
  }

  private async write(hash: string, bytes: Uint8Array): Promise<string> {
    const target = this.pathOf(hash);
    if (await this.touch(target)) return hash;
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await moveIntoPlace(temporary, target);
    return hash;
  }

  async get(hash: string): Promise<Buffer> {
    return readFile(this.pathOf(hash));
  }

  async has(hash: string): Promise<boolean> {
    return this.touch(this.pathOf(hash), false);
  }

  /** Seconds since the blob was last stored (or re-stored); undefined when absent. */
  async ageMs(hash: string, now: Date): Promise<number | undefined> {
    try {
      const info = await stat(this.pathOf(hash));
      return now.getTime() - info.mtimeMs;
    } catch {
      return undefined;
    }
  }

  /** Every blob under the two levels of digest folders; temporary and draft files are not blobs. */
  async *list(): AsyncIterable<string> {
    for (const first of await folders(this.root)) {
      for (const second of await folders(path.join(this.root, first))) {
        for (const name of await readdir(path.join(this.root, first, second))) {
          if (DIGEST.test(name) && name.startsWith(first + second)) yield name;
        }
      }
    }
  }

  /** Removes a blob nothing refers to any more; a missing blob is not an error. */
  async remove(hash: string): Promise<void> {
    try {
      await unlink(this.pathOf(hash));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  /**
   * Whether the file exists; by default its time is renewed, so that a blob stored again while the
   * collector considers it unreferenced is seen as fresh and kept.
   */
  private async touch(file: string, renew = true): Promise<boolean> {
    try {
      if (renew) {
        const now = new Date();
        await utimes(file, now, now);
      } else {
        await stat(file);
      }
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
}

/** A flushed temporary file renamed to its address, the rename flushed too; removed on failure. */
async function moveIntoPlace(temporary: string, target: string): Promise<void> {
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  await syncDirectory(path.dirname(target));
}

/** The rename itself must reach the disk too (POSIX: fsync the directory). */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Closes and removes a draft's temporary file (a handle already closed is fine). */
async function abandon(draft: DraftFile): Promise<void> {
  await draft.handle.close().catch(() => undefined);
  await unlink(draft.file).catch(() => undefined);
}

/** The two-hex-digit folders directly under `dir` (none when it does not exist yet). */
async function folders(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory() && /^[0-9a-f]{2}$/.test(entry.name))
      .map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
