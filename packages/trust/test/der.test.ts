import { describe, expect, it } from 'vitest';
import { decodeOid, readTlv } from '../src/der/der-reader.ts';
import {
  generalizedTime,
  integer,
  namedBits,
  oid,
  setOf,
  time,
  unsignedInteger,
} from '../src/der/der-writer.ts';
import { SIGNET_ARC } from '../src/oids.ts';
import { normaliseSerialHex } from '../src/x509/certificate-fields.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('DER encoding (X.690)', () => {
  it.each([
    [0, '020100'],
    [127, '02017f'],
    [128, '02020080'],
    [256, '02020100'],
  ])('encodes INTEGER %i minimally', (value, expected) => {
    expect(hex(integer(value))).toBe(expected);
  });

  it('adds and removes leading zero octets of unsigned integers', () => {
    expect(hex(unsignedInteger(Uint8Array.of(0x00, 0x00, 0x7f)))).toBe('02017f');
    expect(hex(unsignedInteger(Uint8Array.of(0xff)))).toBe('020200ff');
  });

  it.each([
    [[0, 1], '030206c0'],
    [[5, 6], '03020106'],
    [[0, 5, 6], '03020186'],
    [[15], '0303000001'],
    [[16], '030407000080'],
  ])('encodes named bits %j without trailing zero bits', (bits, expected) => {
    expect(hex(namedBits(bits))).toBe(expected);
  });

  it('encodes OIDs with 128-bit UUID arcs and reads them back', () => {
    expect(hex(oid('1.2.840.10045.4.3.2'))).toBe('06082a8648ce3d040302');
    const encoded = oid(`${SIGNET_ARC}.1.3`);
    expect(decodeOid(encoded.subarray(readTlv(encoded).contentStart))).toBe(`${SIGNET_ARC}.1.3`);
  });

  it('uses UTCTime through 2049 and GeneralizedTime from 2050 (RFC 5280 §4.1.2.5)', () => {
    expect(
      Buffer.from(time(new Date('2049-12-31T23:59:59.900Z')))
        .subarray(2)
        .toString(),
    ).toBe('491231235959Z');
    expect(
      Buffer.from(time(new Date('2050-01-01T00:00:00Z')))
        .subarray(2)
        .toString(),
    ).toBe('20500101000000Z');
    expect(
      Buffer.from(generalizedTime(new Date('2026-03-04T05:06:07.890Z')))
        .subarray(2)
        .toString(),
    ).toBe('20260304050607Z');
  });

  it('sorts SET OF components by their encodings', () => {
    expect(hex(setOf(Uint8Array.of(0x04, 0x01, 0x02), Uint8Array.of(0x04, 0x01, 0x01)))).toBe(
      '3106040101040102',
    );
  });

  it('keeps one spelling of each serial number', () => {
    expect(normaliseSerialHex('0B34')).toBe('0b34');
    expect(normaliseSerialHex('b34')).toBe('0b34');
    expect(normaliseSerialHex('000b34')).toBe('0b34');
  });
});
