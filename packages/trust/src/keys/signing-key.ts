import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  privateEncrypt,
  sign,
} from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { children, content, decodeOid, readTlv } from '../der/der-reader.ts';
import { algorithm, concat, nullValue, octetString, sequence } from '../der/der-writer.ts';
import { OID } from '../oids.ts';

export type KeyAlgorithm = 'ECDSA-P256' | 'RSA-3072';

const DIGEST_OIDS: Record<number, string> = { 32: OID.sha256, 48: OID.sha384, 64: OID.sha512 };

/**
 * ECDSA P-256 or RSA-3072, read from the key's SubjectPublicKeyInfo DER. Not through
 * `asymmetricKeyDetails` or a JWK export: on Node 20 both hold the key's lock while they allocate
 * JavaScript values, and a garbage collection in between that finalises the key's generation job
 * takes the same lock — the process deadlocks (key-generation-stress.test.ts keeps it away).
 */
function algorithmOf(spki: Uint8Array): KeyAlgorithm {
  const [identifier, bits] = children(spki, readTlv(spki));
  const [kind, parameters] = identifier ? children(spki, identifier) : [];
  const kindOid = kind?.tag === 0x06 ? decodeOid(content(spki, kind)) : '';
  if (kindOid === OID.ecPublicKey && parameters?.tag === 0x06) {
    if (decodeOid(content(spki, parameters)) === OID.prime256v1) return 'ECDSA-P256';
  } else if (kindOid === OID.rsaEncryption && bits?.tag === 0x03) {
    const publicKey = content(spki, bits).subarray(1);
    const modulus = children(publicKey, readTlv(publicKey))[0];
    let length = modulus ? modulus.end - modulus.contentStart : 0;
    if (modulus && publicKey[modulus.contentStart] === 0) length -= 1;
    if (length * 8 === 3072) return 'RSA-3072';
  }
  throw new RangeError('only ECDSA P-256 and RSA-3072 keys are supported');
}

/**
 * The private scalar of a P-256 key, read from its PKCS#8 DER (RFC 5208 PrivateKeyInfo around an
 * RFC 5915 ECPrivateKey), not through a JWK export (see algorithmOf).
 */
export function p256PrivateScalar(pkcs8: Uint8Array): Uint8Array {
  const info = children(pkcs8, readTlv(pkcs8));
  const wrapped = info[2];
  if (wrapped?.tag !== 0x04) throw new RangeError('malformed PKCS#8 private key');
  const ecKey = content(pkcs8, wrapped);
  const scalar = children(ecKey, readTlv(ecKey))[1];
  if (scalar?.tag !== 0x04) throw new RangeError('malformed EC private key');
  const bytes = content(ecKey, scalar);
  if (bytes.length !== 32) throw new RangeError('P-256 private key must be 32 bytes');
  return new Uint8Array(bytes);
}

/**
 * A private key held in memory, parsed once. `signData` hashes with SHA-256 (certificates, CRLs,
 * OCSP, CMS); `signDigest` signs a digest computed elsewhere (CSC signatures/signHash).
 */
export class SigningKey {
  readonly algorithm: KeyAlgorithm;
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  /** DER SubjectPublicKeyInfo. */
  readonly spki: Uint8Array;
  /** The subjectPublicKey BIT STRING's key bytes, which key identifiers hash (RFC 5280 §4.2.1.2). */
  readonly publicKeyBits: Uint8Array;
  private readonly scalar: Uint8Array | undefined;

  constructor(privateKey: KeyObject) {
    this.privateKey = privateKey;
    this.publicKey = createPublicKey(privateKey);
    this.spki = new Uint8Array(this.publicKey.export({ type: 'spki', format: 'der' }));
    const bits = children(this.spki, readTlv(this.spki))[1];
    if (!bits) throw new RangeError('malformed SubjectPublicKeyInfo');
    this.publicKeyBits = content(this.spki, bits).subarray(1);
    this.algorithm = algorithmOf(this.spki);
    this.scalar =
      this.algorithm === 'ECDSA-P256'
        ? p256PrivateScalar(new Uint8Array(privateKey.export({ type: 'pkcs8', format: 'der' })))
        : undefined;
  }

  static generate(algorithm: KeyAlgorithm): SigningKey {
    const { privateKey } =
      algorithm === 'ECDSA-P256'
        ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
        : generateKeyPairSync('rsa', { modulusLength: 3072 });
    return new SigningKey(privateKey);
  }

  static fromPkcs8(pkcs8: Uint8Array): SigningKey {
    return new SigningKey(
      createPrivateKey({ key: Buffer.from(pkcs8), format: 'der', type: 'pkcs8' }),
    );
  }

  pkcs8(): Uint8Array {
    return new Uint8Array(this.privateKey.export({ type: 'pkcs8', format: 'der' }));
  }

  /** AlgorithmIdentifier of signatures made by `signData` (RFC 5758 §3.2: ECDSA without parameters; RFC 8017: RSA with NULL). */
  signatureAlgorithm(): Uint8Array {
    return this.algorithm === 'ECDSA-P256'
      ? algorithm(OID.ecdsaWithSha256)
      : algorithm(OID.sha256WithRsa, nullValue());
  }

  signData(data: Uint8Array): Uint8Array {
    return new Uint8Array(sign('sha256', data, { key: this.privateKey, dsaEncoding: 'der' }));
  }

  /** DER ECDSA-Sig-Value, or an RSASSA-PKCS1-v1_5 signature over DigestInfo (RFC 8017 §9.2). */
  signDigest(digest: Uint8Array): Uint8Array {
    const digestOid = DIGEST_OIDS[digest.length];
    if (!digestOid) throw new RangeError('digest must be SHA-256, SHA-384 or SHA-512');
    if (this.scalar) return p256.sign(digest, this.scalar, { prehash: false, format: 'der' });
    const digestInfo = sequence(algorithm(digestOid, nullValue()), octetString(digest));
    return new Uint8Array(
      privateEncrypt(
        { key: this.privateKey, padding: constants.RSA_PKCS1_PADDING },
        concat([digestInfo]),
      ),
    );
  }
}
