/**
 * Minimal DER (X.690 §10) encoder and TLV reader. CMS structures are built by hand so that
 * the encoding is exactly DER (sorted SET OF, omitted DEFAULT values), which signature checkers
 * recompute when they verify the signed attributes (RFC 5652 §5.4).
 */

export type Der = Uint8Array;

function lengthBytes(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return [0x80 | bytes.length, ...bytes];
}

export function tlv(tag: number, ...contents: Der[]): Der {
  const size = contents.reduce((sum, part) => sum + part.length, 0);
  const head = [tag, ...lengthBytes(size)];
  const out = new Uint8Array(head.length + size);
  out.set(head, 0);
  let at = head.length;
  for (const part of contents) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export const sequence = (...items: Der[]): Der => tlv(0x30, ...items);
export const octetString = (bytes: Uint8Array): Der => tlv(0x04, bytes);
export const nullValue = (): Der => new Uint8Array([0x05, 0x00]);
/** Context-specific constructed tag [n]. */
export const contextTag = (n: number, ...items: Der[]): Der => tlv(0xa0 | n, ...items);

export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const diff = (a[i] as number) - (b[i] as number);
    if (diff !== 0) return diff;
  }
  return a.length - b.length;
}

/** SET OF in DER: elements ordered by their encodings (X.690 §11.6). */
export function setOf(...items: Der[]): Der {
  return tlv(0x31, ...[...items].sort(compareBytes));
}

export function integer(value: number): Der {
  const bytes: number[] = [];
  let rest = value;
  do {
    bytes.unshift(rest & 0xff);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  if ((bytes[0] as number) & 0x80) bytes.unshift(0);
  return tlv(0x02, new Uint8Array(bytes));
}

export function oid(dotted: string): Der {
  const parts = dotted.split('.').map(Number);
  const [first = 0, second = 0, ...rest] = parts;
  const bytes: number[] = [first * 40 + second];
  for (const arc of rest) {
    const chunk: number[] = [arc & 0x7f];
    for (let v = Math.floor(arc / 128); v > 0; v = Math.floor(v / 128))
      chunk.unshift(0x80 | (v & 0x7f));
    bytes.push(...chunk);
  }
  return tlv(0x06, new Uint8Array(bytes));
}

export interface Tlv {
  tag: number;
  /** Offset of the tag byte in the source. */
  start: number;
  /** Offset of the first content byte. */
  contentStart: number;
  /** Offset just past the element. */
  end: number;
}

/** Reads one definite-length element at `at`; throws on indefinite lengths (not DER). */
export function readTlv(bytes: Uint8Array, at: number): Tlv {
  const tag = bytes[at];
  const first = bytes[at + 1];
  if (tag === undefined || first === undefined) throw new Error('DER: truncated element');
  let length = first;
  let contentStart = at + 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4) throw new Error('DER: unsupported length encoding');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (bytes[at + 2 + i] as number);
    contentStart += count;
  }
  const end = contentStart + length;
  if (end > bytes.length) throw new Error('DER: element runs past the end');
  return { tag, start: at, contentStart, end };
}

/** The direct children of a constructed element. */
export function children(bytes: Uint8Array, parent: Tlv): Tlv[] {
  const out: Tlv[] = [];
  for (let at = parent.contentStart; at < parent.end; ) {
    const child = readTlv(bytes, at);
    out.push(child);
    at = child.end;
  }
  return out;
}

export const slice = (bytes: Uint8Array, element: Tlv): Uint8Array =>
  bytes.subarray(element.start, element.end);
