import { join } from 'node:path';
import { TrustError } from '../errors.ts';
import { createJsonExclusive, readJson, writeJsonAtomic } from '../store/atomic-file.ts';

/**
 * Which master key the keys in a data directory are sealed under (`keyId`, see masterKeyId), and
 * while a rotation runs or was cut short, the key it re-encrypts them to (ADR 0140).
 */
export interface MasterKeyMarker {
  keyId: string;
  rotatingTo?: string;
}

export const masterKeyMarkerFile = (dataDir: string): string =>
  join(dataDir, 'trust', 'master-key-id.json');

export const readMasterKeyMarker = (dataDir: string): Promise<MasterKeyMarker | undefined> =>
  readJson<MasterKeyMarker>(masterKeyMarkerFile(dataDir));

export const writeMasterKeyMarker = (dataDir: string, marker: MasterKeyMarker): Promise<void> =>
  writeJsonAtomic(masterKeyMarkerFile(dataDir), marker);

/**
 * Refuses to go on when the data directory's keys are being, or have been, re-encrypted under
 * another master key: a process still holding the old key must stop rather than seal new keys
 * that the new one cannot open. `claim` records `keyId` when no marker exists yet (a directory
 * from before markers, or a new one), once that key is known to open the store.
 */
export async function assertMasterKeyCurrent(
  dataDir: string,
  keyId: string,
  claim = false,
): Promise<void> {
  const file = masterKeyMarkerFile(dataDir);
  let marker = await readMasterKeyMarker(dataDir);
  if (!marker && claim) {
    await createJsonExclusive(file, { keyId });
    marker = await readMasterKeyMarker(dataDir);
  }
  if (!marker) return;
  if (marker.rotatingTo !== undefined) {
    throw new TrustError(
      'MASTER_KEY_MISMATCH',
      `${file}: a rotation of the master key is under way or was cut short: stop this process, let signet-admin trust rotate-master-key finish (run it again if it was interrupted), then start with the new key`,
    );
  }
  if (marker.keyId !== keyId) {
    throw new TrustError(
      'MASTER_KEY_MISMATCH',
      `${file}: the trust service's keys are sealed under another master key than this one (a wrong TRUST_MASTER_KEY, or they were re-encrypted by signet-admin trust rotate-master-key): stop this process and start it with the key in use`,
    );
  }
}
