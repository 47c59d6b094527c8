import { TrustError } from '../errors.ts';
import type { KeyAlgorithm } from '../keys/signing-key.ts';
import { OID } from '../oids.ts';

export const HASH_LENGTHS: Record<string, number> = {
  [OID.sha256]: 32,
  [OID.sha384]: 48,
  [OID.sha512]: 64,
};

/** signAlgo OIDs per key; the combined ones also fix the hash (RFC 5758 §3.2, RFC 8017 App. C). */
const SIGN_ALGOS: Record<KeyAlgorithm, Record<string, string | undefined>> = {
  'ECDSA-P256': {
    [OID.ecPublicKey]: undefined,
    [OID.ecdsaWithSha256]: OID.sha256,
    '1.2.840.10045.4.3.3': OID.sha384,
    '1.2.840.10045.4.3.4': OID.sha512,
  },
  'RSA-3072': {
    [OID.rsaEncryption]: undefined,
    [OID.sha256WithRsa]: OID.sha256,
    '1.2.840.113549.1.1.12': OID.sha384,
    '1.2.840.113549.1.1.13': OID.sha512,
  },
};

export const supportedSignAlgos = (key: KeyAlgorithm): string[] => Object.keys(SIGN_ALGOS[key]);

export function checkHashAlgorithm(hashAlgorithmOID: unknown): number {
  const length = typeof hashAlgorithmOID === 'string' ? HASH_LENGTHS[hashAlgorithmOID] : undefined;
  if (!length)
    throw new TrustError(
      'ALGORITHM_UNSUPPORTED',
      'hashAlgorithmOID: must be SHA-256, SHA-384 or SHA-512',
    );
  return length;
}

export function checkSignAlgo(
  key: KeyAlgorithm,
  signAlgo: unknown,
  hashAlgorithmOID: string,
): void {
  const algos = SIGN_ALGOS[key];
  if (typeof signAlgo !== 'string' || !(signAlgo in algos)) {
    throw new TrustError('ALGORITHM_UNSUPPORTED', `signAlgo: not supported for a ${key} key`);
  }
  const fixedHash = algos[signAlgo];
  if (fixedHash && fixedHash !== hashAlgorithmOID) {
    throw new TrustError('ALGORITHM_UNSUPPORTED', 'hashAlgorithmOID: does not match signAlgo');
  }
}

/** Decodes base64 hashes and checks each has the digest length. */
export function decodeHashes(
  hashes: unknown,
  length: number | undefined,
  field = 'hashes',
): Buffer[] {
  if (!Array.isArray(hashes) || hashes.length === 0) {
    throw new TrustError('INVALID_ARGUMENT', `${field}: at least one base64 hash is required`);
  }
  return hashes.map((hash, index) => {
    const bytes =
      typeof hash === 'string' && /^[A-Za-z0-9+/]+={0,2}$/.test(hash)
        ? Buffer.from(hash, 'base64')
        : undefined;
    if (
      !bytes ||
      (length !== undefined
        ? bytes.length !== length
        : !Object.values(HASH_LENGTHS).includes(bytes.length))
    ) {
      throw new TrustError(
        'INVALID_ARGUMENT',
        `${field}[${index}]: not a base64 digest of the expected length`,
      );
    }
    return bytes;
  });
}
