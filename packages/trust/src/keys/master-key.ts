import { hkdfSync, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TrustError } from '../errors.ts';
import { createFileExclusive } from '../store/atomic-file.ts';

export const MASTER_KEY_FILE = 'master.key';

export function decodeMasterKey(base64: string, origin: string): Buffer {
  const trimmed = base64.trim();
  if (!/^[A-Za-z0-9+/]{43}=$/.test(trimmed)) {
    throw new TrustError(
      'MASTER_KEY_INVALID',
      `${origin}: the master key must be 32 bytes in base64`,
    );
  }
  return Buffer.from(trimmed, 'base64');
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The master key from configuration, or else the one in `<dataDir>/master.key`, created (mode
 * 0600, complete before it becomes visible, first creator wins) when missing. A missing file is
 * never replaced while the store already holds keys: a new key could not decrypt them.
 */
export async function loadMasterKey(
  dataDir: string,
  configured: string | undefined,
  hasStoredKeys: () => Promise<boolean>,
): Promise<Buffer> {
  if (configured !== undefined) return decodeMasterKey(configured, 'masterKey');
  const file = join(dataDir, MASTER_KEY_FILE);
  const existing = await readIfPresent(file);
  if (existing !== undefined) return decodeMasterKey(existing, file);
  if (await hasStoredKeys()) {
    throw new TrustError(
      'MASTER_KEY_MISMATCH',
      `${file} is missing but the trust store holds keys encrypted under a master key: restore the file or configure masterKey`,
    );
  }
  await createFileExclusive(file, `${randomBytes(32).toString('base64')}\n`);
  return decodeMasterKey(await readFile(file, 'utf8'), file);
}

/** Separate keys per purpose (RFC 5869), so one use of the master key never weakens another. */
export function deriveKey(
  masterKey: Buffer,
  purpose: 'key-encryption' | 'otp-hash' | 'key-id',
): Buffer {
  return Buffer.from(
    hkdfSync('sha256', masterKey, Buffer.alloc(0), `signet-trust ${purpose} v1`, 32),
  );
}

/** Names a master key without revealing it: which key the store is sealed under (ADR 0140). */
export const masterKeyId = (masterKey: Buffer): string =>
  deriveKey(masterKey, 'key-id').subarray(0, 16).toString('hex');
