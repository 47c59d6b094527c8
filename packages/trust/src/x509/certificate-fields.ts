import { children, content, readTlv, whole } from '../der/der-reader.ts';

/** The parts of a certificate that CRLs, OCSP and CMS structures refer to, as raw DER. */
export interface CertificateFields {
  der: Uint8Array;
  /** Content octets of the serialNumber INTEGER. */
  serialContent: Uint8Array;
  /** Lowercase hex of the serial number's magnitude, no leading zeros. */
  serialHex: string;
  issuerName: Uint8Array;
  subjectName: Uint8Array;
  /** The subjectPublicKey BIT STRING's key bytes (after the unused-bits octet). */
  publicKeyBits: Uint8Array;
  subjectPublicKeyInfo: Uint8Array;
  notBefore: Date;
  notAfter: Date;
}

/** Canonical serial text: lowercase hex of whole octets, leading zero octets removed. */
export function normaliseSerialHex(hex: string): string {
  const even = hex.length % 2 ? `0${hex}` : hex;
  const trimmed = even.toLowerCase().replace(/^(00)+/, '');
  return trimmed === '' ? '00' : trimmed;
}

export const serialHexOf = (serialContent: Uint8Array): string =>
  normaliseSerialHex(Buffer.from(serialContent).toString('hex'));

function parseTime(bytes: Uint8Array, tag: number): Date {
  const value = Buffer.from(bytes).toString('latin1');
  const match = /^(\d{2,4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new RangeError(`unsupported time ${value}`);
  let year = Number(match[1]);
  if (tag === 0x17) year += year < 50 ? 2000 : 1900;
  return new Date(
    Date.UTC(
      year,
      Number(match[2]) - 1,
      Number(match[3]),
      Number(match[4]),
      Number(match[5]),
      Number(match[6]),
    ),
  );
}

export function certificateFields(der: Uint8Array): CertificateFields {
  const certificate = readTlv(der);
  const [tbs] = children(der, certificate);
  if (!tbs) throw new RangeError('not a certificate');
  const fields = children(der, tbs);
  const offset = fields[0]?.tag === 0xa0 ? 1 : 0;
  const [serial, , issuer, validity, subject, spki] = fields.slice(offset);
  if (!serial || !issuer || !validity || !subject || !spki)
    throw new RangeError('not a certificate');
  const [notBefore, notAfter] = children(der, validity);
  const [, keyBits] = children(der, spki);
  if (!notBefore || !notAfter || !keyBits) throw new RangeError('not a certificate');
  const serialContent = content(der, serial);
  return {
    der,
    serialContent,
    serialHex: serialHexOf(serialContent),
    issuerName: whole(der, issuer),
    subjectName: whole(der, subject),
    publicKeyBits: content(der, keyBits).subarray(1),
    subjectPublicKeyInfo: whole(der, spki),
    notBefore: parseTime(content(der, notBefore), notBefore.tag),
    notAfter: parseTime(content(der, notAfter), notAfter.tag),
  };
}
