import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';

const KEY_BYTES = 32;

function decode(value: string, where: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${where}: must be base64 of ${KEY_BYTES} bytes`);
  return key;
}

/**
 * The key of the TAN hashes. A six-digit TAN under a plain hash falls to a million guesses, so it
 * is keyed: from SIGNING_TAN_KEY, else from `<dataDir>/tan.key`, created once (mode 0600) and
 * shared by every process that shares the data directory.
 */
export async function loadTanKey(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return decode(configured, 'SIGNING_TAN_KEY');
  const file = path.join(dataDir, 'tan.key');
  try {
    return decode(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  try {
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(randomBytes(KEY_BYTES).toString('base64'));
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return decode(await readFile(file, 'utf8'), file);
}
