import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { TrustError } from '../errors.ts';

const tempName = (file: string) => `${file}.${randomBytes(6).toString('hex')}.tmp`;

/**
 * Writes a whole file or nothing: temp file, then rename over the target. `durable` flushes the
 * data to disk first; short-lived records whose loss in a crash is harmless skip that cost.
 */
export async function writeFileAtomic(
  file: string,
  contents: string,
  durable = true,
): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const temp = tempName(file);
  await writeFile(temp, contents, { mode: 0o600, flush: durable });
  await rename(temp, file);
}

export const writeJsonAtomic = (file: string, value: unknown, durable = true): Promise<void> =>
  writeFileAtomic(file, JSON.stringify(value), durable);

/** Creates a complete file unless it exists (hard link is exclusive); `false` when it existed. */
export async function createFileExclusive(file: string, contents: string): Promise<boolean> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const temp = tempName(file);
  await writeFile(temp, contents, { mode: 0o600, flush: true });
  try {
    await link(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temp);
  }
}

export const createJsonExclusive = (file: string, value: unknown): Promise<boolean> =>
  createFileExclusive(file, JSON.stringify(value));

export async function readJson<T>(file: string): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    throw new TrustError('STORE_CORRUPT', `${file} is not valid JSON`, { cause });
  }
}

/** Reads and removes a file in one step: only one caller can win the rename. */
export async function takeJson<T>(file: string): Promise<T | undefined> {
  const claimed = tempName(file);
  try {
    await rename(file, claimed);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return await readJson<T>(claimed);
  } finally {
    await unlink(claimed);
  }
}

/** The names in a directory; none when it does not exist. */
export async function listDir(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Every `*.json` record in a directory (temp files of writes under way are skipped). */
export async function readJsonDir<T>(dir: string): Promise<T[]> {
  const files = (await listDir(dir)).filter((file) => file.endsWith('.json'));
  const records = await Promise.all(files.map((file) => readJson<T>(join(dir, file))));
  return records.filter((record): record is Awaited<T> => record !== undefined) as T[];
}

/** Deletes files last written before `cutoffMs`; files that vanish meanwhile are fine. */
export async function removeStaleFiles(dir: string, cutoffMs: number): Promise<void> {
  for (const file of await listDir(dir)) {
    const path = join(dir, file);
    const info = await stat(path).catch(() => undefined);
    if (info && info.mtimeMs < cutoffMs) await unlink(path).catch(() => undefined);
  }
}
