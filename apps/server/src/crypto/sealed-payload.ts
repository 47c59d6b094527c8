import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A key for one purpose only, derived from a server key (HKDF-SHA256). */
export function deriveKey(serverKey: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), `signet ${purpose}`, 32));
}

/** A payload as it is stored: AES-256-GCM of its JSON, with its nonce and tag (base64url). */
interface Sealed {
  sealed: string;
}

function isSealed(value: unknown): value is Sealed {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { sealed?: unknown }).sealed === 'string' &&
    Object.keys(value).length === 1
  );
}

/**
 * Seals what a queue keeps in the database (mails carry reset and sign-up links) so that someone
 * who reads the table, a dump or a backup cannot use them: the key is not in the database.
 */
export class PayloadSeal {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('A payload seal needs a 32-byte key');
  }

  seal(value: unknown): Sealed {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return { sealed: Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url') };
  }

  /** The payload a job was queued with; one queued before sealing existed is read as it is. */
  open(payload: unknown): unknown {
    if (!isSealed(payload)) return payload;
    const bytes = Buffer.from(payload.sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const json = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    return JSON.parse(json.toString('utf8'));
  }

  /** Bytes sealed the same way (nonce ‖ tag ‖ ciphertext), for files such as evidence photos. */
  sealBytes(bytes: Buffer): Buffer {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
    return Buffer.concat([nonce, cipher.getAuthTag(), body]);
  }

  openBytes(sealed: Buffer): Buffer {
    const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(12, 28));
    return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
  }
}
