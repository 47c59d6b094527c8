import { TrustError } from '../errors.ts';
import { decryptKey } from '../keys/key-encryption.ts';
import { SigningKey } from '../keys/signing-key.ts';
import type {
  AuthorityName,
  CaName,
  StoredAuthorities,
  StoredAuthority,
} from '../store/trust-store.ts';
import { type CertificateFields, certificateFields } from '../x509/certificate-fields.ts';
import { keyIdentifier } from '../x509/extensions.ts';

/** An authority's certificate and key, parsed once and kept in memory. */
export interface Authority {
  name: AuthorityName;
  certificate: Uint8Array;
  fields: CertificateFields;
  key: SigningKey;
  /** SHA-1 of the public key bits (SKI, OCSP byKey). */
  keyId: Uint8Array;
}

export const CA_NAMES: readonly CaName[] = ['root', 'issuing', 'seal'];
export const isCaName = (value: string): value is CaName =>
  (CA_NAMES as readonly string[]).includes(value);

export const authorityKeyLabel = (name: AuthorityName) => `authority:${name}`;

export function makeAuthority(
  name: AuthorityName,
  certificate: Uint8Array,
  key: SigningKey,
): Authority {
  const fields = certificateFields(certificate);
  return { name, certificate, fields, key, keyId: keyIdentifier(fields.publicKeyBits) };
}

function loadAuthority(stored: StoredAuthority, kek: Buffer): Authority {
  const pkcs8 = decryptKey(kek, authorityKeyLabel(stored.name), stored.privateKey);
  const certificate = new Uint8Array(Buffer.from(stored.certificate, 'base64'));
  const authority = makeAuthority(stored.name, certificate, SigningKey.fromPkcs8(pkcs8));
  if (
    Buffer.compare(
      Buffer.from(authority.key.spki),
      Buffer.from(authority.fields.subjectPublicKeyInfo),
    ) !== 0
  ) {
    throw new TrustError(
      'STORE_CORRUPT',
      `authority ${stored.name}: the key does not match the certificate`,
    );
  }
  return authority;
}

export type AuthoritySet = Record<AuthorityName, Authority>;

export function loadAuthorities(stored: StoredAuthorities, kek: Buffer): AuthoritySet {
  const byName = new Map(stored.authorities.map((entry) => [entry.name, entry]));
  const load = (name: AuthorityName) => {
    const entry = byName.get(name);
    if (!entry)
      throw new TrustError('STORE_CORRUPT', `authority ${name} is missing from the store`);
    return loadAuthority(entry, kek);
  };
  return { root: load('root'), issuing: load('issuing'), seal: load('seal'), tsa: load('tsa') };
}
