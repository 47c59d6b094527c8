/** A strict DER TLV reader for walking certificates the trust service itself wrote. */

export interface Tlv {
  tag: number;
  /** Offset of the tag byte. */
  start: number;
  /** Offset of the first content byte. */
  contentStart: number;
  /** Offset just past the content. */
  end: number;
}

export function readTlv(bytes: Uint8Array, offset = 0): Tlv {
  const tag = bytes[offset];
  let lengthByte = bytes[offset + 1];
  if (tag === undefined || lengthByte === undefined) throw new RangeError('truncated DER');
  if ((tag & 0x1f) === 0x1f) throw new RangeError('multi-byte DER tags are not used here');
  let contentStart = offset + 2;
  let length = lengthByte;
  if (lengthByte & 0x80) {
    const count = lengthByte & 0x7f;
    if (count === 0 || count > 4) throw new RangeError('unsupported DER length');
    length = 0;
    for (let i = 0; i < count; i++) {
      lengthByte = bytes[contentStart + i];
      if (lengthByte === undefined) throw new RangeError('truncated DER');
      length = length * 256 + lengthByte;
    }
    contentStart += count;
  }
  const end = contentStart + length;
  if (end > bytes.length) throw new RangeError('truncated DER');
  return { tag, start: offset, contentStart, end };
}

/** The direct children of a constructed value. */
export function children(bytes: Uint8Array, parent: Tlv): Tlv[] {
  const out: Tlv[] = [];
  for (let offset = parent.contentStart; offset < parent.end; ) {
    const child = readTlv(bytes, offset);
    out.push(child);
    offset = child.end;
  }
  return out;
}

export const whole = (bytes: Uint8Array, node: Tlv): Uint8Array =>
  bytes.subarray(node.start, node.end);
export const content = (bytes: Uint8Array, node: Tlv): Uint8Array =>
  bytes.subarray(node.contentStart, node.end);

/** Parses a whole DER value and insists nothing trails it. */
export function readWhole(bytes: Uint8Array): Tlv {
  const node = readTlv(bytes);
  if (node.end !== bytes.length) throw new RangeError('trailing bytes after DER value');
  return node;
}

export function expectTag(node: Tlv | undefined, tag: number, what: string): Tlv {
  if (!node || node.tag !== tag)
    throw new RangeError(`${what}: expected tag 0x${tag.toString(16)}`);
  return node;
}

export function decodeOid(bytes: Uint8Array): string {
  const arcs: bigint[] = [];
  let value = 0n;
  for (const byte of bytes) {
    value = (value << 7n) | BigInt(byte & 0x7f);
    if (!(byte & 0x80)) {
      arcs.push(value);
      value = 0n;
    }
  }
  if (arcs.length === 0 || bytes[bytes.length - 1]! & 0x80) throw new RangeError('malformed OID');
  const first = arcs[0]!;
  const head = first < 80n ? [first / 40n, first % 40n] : [2n, first - 80n];
  return [...head, ...arcs.slice(1)].join('.');
}
