import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';

const DIGEST = /^[0-9a-f]{64}$/;

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
export class BlobStore {
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
    await rename(temporary, target);
    await syncDirectory(path.dirname(target));
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

/** The rename itself must reach the disk too (POSIX: fsync the directory). */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
