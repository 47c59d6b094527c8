import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { authorityKeyLabel } from '../authorities/authority.ts';
import { TrustError } from '../errors.ts';
import { credentialKeyLabel } from '../issuance/issue-certificate.ts';
import { hashOtp } from '../issuance/otp-hash.ts';
import { listDir, readJson, writeJsonAtomic } from '../store/atomic-file.ts';
import type { CredentialRecord, StoredAuthorities } from '../store/trust-store.ts';
import { decryptKey, type EncryptedKey, encryptKey } from './key-encryption.ts';
import { deriveKey, masterKeyId } from './master-key.ts';
import { readMasterKeyMarker, writeMasterKeyMarker } from './master-key-marker.ts';

export interface MasterKeyRotation {
  /** The data directory whose `trust/` file store is re-encrypted. */
  dataDir: string;
  /** The master key the store is sealed under now. */
  oldKey: Buffer;
  newKey: Buffer;
  /** Called after each record is rewritten (tests make it throw to stand for a crash). */
  afterWrite?: (file: string) => void | Promise<void>;
}

export interface MasterKeyRotationResult {
  /** Records rewritten under the new key by this run. */
  reencrypted: number;
  /** Records an earlier, interrupted run had already rewritten. */
  alreadyNew: number;
}

/** A process that keeps sealing keys under the old master key is not waited for forever. */
const MAX_PASSES = 3;

interface Keys {
  oldKek: Buffer;
  newKek: Buffer;
  newOtpKey: Buffer;
}

/** The key re-sealed under the new key, or undefined when it already is; neither key: refused. */
function reseal(keys: Keys, label: string, sealed: EncryptedKey, file: string) {
  try {
    return encryptKey(keys.newKek, label, decryptKey(keys.oldKek, label, sealed));
  } catch (error) {
    if (!(error instanceof TrustError) || error.code !== 'MASTER_KEY_MISMATCH') throw error;
  }
  try {
    decryptKey(keys.newKek, label, sealed);
    return undefined;
  } catch {
    throw new TrustError(
      'MASTER_KEY_MISMATCH',
      `${file}: the current master key does not open ${label} (nor does the new one): check TRUST_MASTER_KEY`,
    );
  }
}

function resealAuthorities(keys: Keys, record: StoredAuthorities, file: string) {
  let changed = false;
  const authorities = record.authorities.map((authority) => {
    const privateKey = reseal(keys, authorityKeyLabel(authority.name), authority.privateKey, file);
    if (!privateKey) return authority;
    changed = true;
    return { ...authority, privateKey };
  });
  return changed ? { ...record, authorities } : undefined;
}

/**
 * An OTP hash is keyed by the master key and cannot be re-keyed without the code: a code waiting
 * to be used is replaced by one nobody knows, so the credential still asks for one (sendOTP).
 */
function resealCredential(keys: Keys, record: CredentialRecord, file: string) {
  const label = credentialKeyLabel(record.credentialID);
  const privateKey = reseal(keys, label, record.privateKey, file);
  if (!privateKey) return undefined;
  const unknownOtp = randomBytes(24).toString('base64url');
  return {
    ...record,
    privateKey,
    ...(record.otpHash === undefined
      ? {}
      : { otpHash: hashOtp(keys.newOtpKey, record.credentialID, unknownOtp) }),
  };
}

async function storeFiles(dir: string): Promise<string[]> {
  const credentials = (await listDir(join(dir, 'credentials')))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, 'credentials', name));
  return [join(dir, 'authorities.json'), ...credentials];
}

/**
 * One pass over every record that holds a sealed key. With `write` unset it only checks that each
 * opens with the old or the new key (throwing before anything was changed).
 */
async function pass(
  rotation: MasterKeyRotation,
  keys: Keys,
  write: boolean,
): Promise<MasterKeyRotationResult> {
  const dir = join(rotation.dataDir, 'trust');
  const counts = { reencrypted: 0, alreadyNew: 0 };
  for (const file of await storeFiles(dir)) {
    const record = await readJson<StoredAuthorities & CredentialRecord>(file);
    if (!record) continue;
    const next =
      'authorities' in record
        ? resealAuthorities(keys, record, file)
        : resealCredential(keys, record, file);
    if (!next) {
      counts.alreadyNew += 1;
      continue;
    }
    counts.reencrypted += 1;
    if (!write) continue;
    await writeJsonAtomic(file, next);
    await rotation.afterWrite?.(file);
  }
  return counts;
}

/**
 * Re-encrypts every private key of the built-in trust service's file store from the old master
 * key to the new one (ADR 0140). Checks first that each opens with one of the two; marks the store
 * as rotating (running processes then refuse to seal keys), rewrites each record atomically,
 * passes again for records written meanwhile, then marks it as sealed under the new key. A run
 * cut short is finished by running it again with the same keys.
 */
export async function rotateMasterKey(
  rotation: MasterKeyRotation,
): Promise<MasterKeyRotationResult> {
  const { dataDir, oldKey, newKey } = rotation;
  if (oldKey.equals(newKey)) {
    throw new TrustError('INVALID_ARGUMENT', 'new key: is the master key in use now');
  }
  const dir = join(dataDir, 'trust');
  if (!(await readJson(join(dir, 'authorities.json')))) {
    throw new TrustError('STORE_CORRUPT', `${dir}: the trust service holds no keys here`);
  }
  const newId = masterKeyId(newKey);
  const marker = await readMasterKeyMarker(dataDir);
  if (marker?.rotatingTo !== undefined && marker.rotatingTo !== newId) {
    throw new TrustError(
      'INVALID_ARGUMENT',
      'new key: an interrupted rotation was to another key; run it again with that key',
    );
  }
  const keys: Keys = {
    oldKek: deriveKey(oldKey, 'key-encryption'),
    newKek: deriveKey(newKey, 'key-encryption'),
    newOtpKey: deriveKey(newKey, 'otp-hash'),
  };
  await pass(rotation, keys, false);
  await writeMasterKeyMarker(dataDir, { keyId: masterKeyId(oldKey), rotatingTo: newId });
  const result = await pass(rotation, keys, true);
  for (let passes = 1; ; passes += 1) {
    const late = await pass(rotation, keys, true);
    if (late.reencrypted === 0) break;
    if (passes >= MAX_PASSES) {
      throw new TrustError(
        'MASTER_KEY_MISMATCH',
        `${dir}: keys are still being written under the old master key: stop every Signet process, then run this again`,
      );
    }
    result.reencrypted += late.reencrypted;
  }
  await writeMasterKeyMarker(dataDir, { keyId: newId });
  return result;
}
