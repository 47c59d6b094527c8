/**
 * A minimal DER encoder (ITU-T X.690 §10). Every structure the trust service signs is written
 * through it, so the bytes are exactly the distinguished encoding: definite lengths, minimal
 * integers, DEFAULT values left out by the caller, SET OF sorted.
 */

export type Der = Uint8Array;

function lengthBytes(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return [0x80 | bytes.length, ...bytes];
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function tlv(tag: number, content: Uint8Array): Der {
  return concat([Uint8Array.of(tag, ...lengthBytes(content.length)), content]);
}

export const sequence = (...items: Der[]): Der => tlv(0x30, concat(items));

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return a[i]! - b[i]!;
  }
  return a.length - b.length;
}

/** X.690 §11.6: the components of a SET OF are sorted by their encodings. */
export const setOf = (...items: Der[]): Der => tlv(0x31, concat([...items].sort(compareBytes)));

/** Context-specific constructed [n]: EXPLICIT tagging, or IMPLICIT over a constructed type. */
export const contextConstructed = (n: number, ...items: Der[]): Der => tlv(0xa0 | n, concat(items));

/** Context-specific primitive [n] IMPLICIT over a primitive type. */
export const contextPrimitive = (n: number, content: Uint8Array): Der => tlv(0x80 | n, content);

/** Re-tags an encoded value (IMPLICIT tagging): keeps its length and content. */
export function retag(encoded: Der, tag: number): Der {
  const out = encoded.slice();
  out[0] = tag;
  return out;
}

export const nullValue = (): Der => Uint8Array.of(0x05, 0x00);

export const boolean = (value: boolean): Der => Uint8Array.of(0x01, 0x01, value ? 0xff : 0x00);

/** INTEGER from unsigned magnitude bytes (a leading zero is added or removed as DER requires). */
export function unsignedInteger(magnitude: Uint8Array): Der {
  let start = 0;
  while (start < magnitude.length - 1 && magnitude[start] === 0) start++;
  const trimmed = magnitude.subarray(start);
  const content = trimmed.length === 0 ? Uint8Array.of(0) : trimmed;
  return tlv(0x02, content[0]! & 0x80 ? concat([Uint8Array.of(0), content]) : content);
}

export function integer(value: number | bigint): Der {
  let big = BigInt(value);
  if (big < 0n) throw new RangeError('negative INTEGER values are not used');
  const bytes: number[] = [];
  do {
    bytes.unshift(Number(big & 0xffn));
    big >>= 8n;
  } while (big > 0n);
  return unsignedInteger(Uint8Array.from(bytes));
}

/** INTEGER whose content octets are already encoded (echoing a requester's value unchanged). */
export const integerContent = (content: Uint8Array): Der => tlv(0x02, content);

export const enumerated = (value: number): Der => retag(integer(value), 0x0a);

export const octetString = (content: Uint8Array): Der => tlv(0x04, content);

export const bitString = (content: Uint8Array, unusedBits = 0): Der =>
  tlv(0x03, concat([Uint8Array.of(unusedBits), content]));

/** Named-bit BIT STRING (X.690 §11.2.2: trailing zero bits removed), e.g. KeyUsage. */
export function namedBits(bits: readonly number[]): Der {
  if (bits.length === 0) return bitString(new Uint8Array(0));
  const highest = Math.max(...bits);
  const bytes = new Uint8Array(Math.floor(highest / 8) + 1);
  for (const bit of bits) bytes[bit >> 3]! |= 0x80 >> (bit & 7);
  return bitString(bytes, 7 - (highest & 7));
}

const text = new TextEncoder();
export const utf8String = (value: string): Der => tlv(0x0c, text.encode(value));
export const printableString = (value: string): Der => tlv(0x13, text.encode(value));
export const ia5String = (value: string): Der => tlv(0x16, text.encode(value));

function base128(value: bigint): number[] {
  const out = [Number(value & 0x7fn)];
  for (let rest = value >> 7n; rest > 0n; rest >>= 7n) out.unshift(Number(rest & 0x7fn) | 0x80);
  return out;
}

const oidCache = new Map<string, Der>();

/** OBJECT IDENTIFIER; arcs may exceed 2^53 (UUID arcs under 2.25 are 128-bit). */
export function oid(dotted: string): Der {
  const cached = oidCache.get(dotted);
  if (cached) return cached;
  const arcs = dotted.split('.').map((arc) => {
    if (!/^\d+$/.test(arc)) throw new RangeError(`invalid OID ${dotted}`);
    return BigInt(arc);
  });
  if (arcs.length < 2) throw new RangeError(`invalid OID ${dotted}`);
  const [first, second, ...rest] = arcs as [bigint, bigint, ...bigint[]];
  const content = [first * 40n + second, ...rest].flatMap(base128);
  const encoded = tlv(0x06, Uint8Array.from(content));
  oidCache.set(dotted, encoded);
  return encoded;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function timeDigits(date: Date): string {
  return `${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
}

/** GeneralizedTime in whole seconds, `YYYYMMDDHHMMSSZ` (RFC 5280 §4.1.2.5.2, RFC 3161 §2.4.2). */
export const generalizedTime = (date: Date): Der =>
  tlv(0x18, text.encode(`${pad(date.getUTCFullYear(), 4)}${timeDigits(date)}Z`));

/** RFC 5280 §4.1.2.5: UTCTime through 2049, GeneralizedTime from 2050 on. */
export function time(date: Date): Der {
  const year = date.getUTCFullYear();
  if (year >= 1950 && year < 2050)
    return tlv(0x17, text.encode(`${pad(year % 100)}${timeDigits(date)}Z`));
  return generalizedTime(date);
}

/** AlgorithmIdentifier; parameters absent unless given (RFC 5754 §2, RFC 5758 §3.2). */
export const algorithm = (algorithmOid: string, parameters?: Der): Der =>
  parameters ? sequence(oid(algorithmOid), parameters) : sequence(oid(algorithmOid));
