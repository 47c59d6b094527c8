import { randomBytes } from 'node:crypto';
import {
  bitString,
  contextConstructed,
  type Der,
  integer,
  sequence,
  time,
  unsignedInteger,
} from '../der/der-writer.ts';
import type { SigningKey } from '../keys/signing-key.ts';

export interface CertificateTemplate {
  serial: Uint8Array;
  issuerName: Der;
  subjectName: Der;
  notBefore: Date;
  notAfter: Date;
  subjectPublicKeyInfo: Der;
  extensions: Der[];
}

/**
 * CA/Browser-Forum style serial: 16 random bytes, positive (top bit clear) and non-zero first byte so
 * the INTEGER is always exactly 16 octets (RFC 5280 §4.1.2.2 allows up to 20).
 */
export function randomSerial(): Uint8Array {
  const serial = new Uint8Array(randomBytes(16));
  serial[0] = (serial[0]! & 0x7f) | 0x01;
  return serial;
}

/** RFC 5280 §4.1: a v3 certificate signed by the issuer's key. */
export function buildCertificate(template: CertificateTemplate, issuerKey: SigningKey): Der {
  const signatureAlgorithm = issuerKey.signatureAlgorithm();
  const tbs = sequence(
    contextConstructed(0, integer(2)),
    unsignedInteger(template.serial),
    signatureAlgorithm,
    template.issuerName,
    sequence(time(template.notBefore), time(template.notAfter)),
    template.subjectName,
    template.subjectPublicKeyInfo,
    contextConstructed(3, sequence(...template.extensions)),
  );
  return sequence(tbs, signatureAlgorithm, bitString(issuerKey.signData(tbs)));
}
