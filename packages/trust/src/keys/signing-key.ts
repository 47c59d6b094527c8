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
import { children, content, readTlv } from '../der/der-reader.ts';
import { algorithm, concat, nullValue, octetString, sequence } from '../der/der-writer.ts';
import { OID } from '../oids.ts';

export type KeyAlgorithm = 'ECDSA-P256' | 'RSA-3072';

const DIGEST_OIDS: Record<number, string> = { 32: OID.sha256, 48: OID.sha384, 64: OID.sha512 };

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
    const details = privateKey.asymmetricKeyDetails;
    if (privateKey.asymmetricKeyType === 'ec' && details?.namedCurve === 'prime256v1') {
      this.algorithm = 'ECDSA-P256';
      this.scalar = Buffer.from(privateKey.export({ format: 'jwk' }).d!, 'base64url');
    } else if (privateKey.asymmetricKeyType === 'rsa' && details?.modulusLength === 3072) {
      this.algorithm = 'RSA-3072';
    } else {
      throw new RangeError('only ECDSA P-256 and RSA-3072 keys are supported');
    }
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
