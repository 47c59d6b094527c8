import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { TrustError } from '../errors.ts';

/** A PKCS#8 private key sealed with AES-256-GCM; `label` is bound as additional data. */
export interface EncryptedKey {
  alg: 'A256GCM';
  iv: string;
  tag: string;
  data: string;
}

const aad = (label: string) => Buffer.from(`signet-trust private key ${label}`);

export function encryptKey(kek: Buffer, label: string, pkcs8: Uint8Array): EncryptedKey {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  cipher.setAAD(aad(label));
  const data = Buffer.concat([cipher.update(pkcs8), cipher.final()]);
  return {
    alg: 'A256GCM',
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

export function decryptKey(kek: Buffer, label: string, sealed: EncryptedKey): Buffer {
  if (sealed?.alg !== 'A256GCM') {
    throw new TrustError(
      'STORE_CORRUPT',
      `private key ${label}: unsupported encryption ${String(sealed?.alg)}`,
    );
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', kek, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(aad(label));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
  } catch (cause) {
    throw new TrustError(
      'MASTER_KEY_MISMATCH',
      `private key ${label}: the master key does not decrypt it (wrong master key for this data directory)`,
      { cause },
    );
  }
}
