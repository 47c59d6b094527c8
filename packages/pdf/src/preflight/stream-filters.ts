import { createInflate } from 'node:zlib';

/** Thrown by a decoder as soon as its output passes the limit it was given. */
export class OverLimit extends Error {}

const CHUNK = 64 * 1024;

/**
 * Collects a decoder's output and stops it past `limit` bytes. The last stage of a chain only
 * counts (`keep` false): its output is never held, however large it is allowed to be.
 */
class Sink {
  private readonly parts: Uint8Array[] = [];
  size = 0;
  constructor(
    private readonly limit: number,
    private readonly keep: boolean,
  ) {}

  push(part: Uint8Array) {
    this.size += part.length;
    if (this.size > this.limit) throw new OverLimit();
    if (this.keep) this.parts.push(part);
  }

  /** What was decoded: the bytes when kept, else only as many zero bytes as were counted. */
  result(): Decoded {
    return this.keep ? { bytes: Buffer.concat(this.parts), size: this.size } : { size: this.size };
  }
}

export interface Decoded {
  /** Present when the output was kept for another stage. */
  bytes?: Uint8Array;
  size: number;
}

/**
 * Flate (ISO 32000-1 §7.4.4), fed piece by piece until its data ends by itself or breaks: what it
 * produced before a break counts too, since readers decode incrementally and keep it.
 */
export async function inflateBounded(
  input: Uint8Array,
  limit: number,
  keep: boolean,
): Promise<Decoded> {
  const sink = new Sink(limit, keep);
  const inflate = createInflate();
  let failure: unknown;
  await new Promise<void>((resolve) => {
    let offset = 0;
    inflate.on('data', (part: Buffer) => {
      try {
        sink.push(part);
      } catch (error) {
        failure = error;
        inflate.destroy();
        resolve();
      }
    });
    inflate.on('error', () => resolve());
    inflate.on('end', () => resolve());
    inflate.on('close', () => resolve());
    const feed = () => {
      while (offset < input.length) {
        const part = input.subarray(offset, offset + CHUNK);
        offset += CHUNK;
        if (!inflate.write(part)) {
          inflate.once('drain', feed);
          return;
        }
      }
      inflate.end();
    };
    feed();
  });
  if (failure) throw failure;
  return sink.result();
}

/** LZW (§7.4.4.2), 9 to 12-bit codes, with /EarlyChange; stops at EOD (257) or a bad code. */
export function lzwBounded(
  input: Uint8Array,
  limit: number,
  keep: boolean,
  earlyChange = 1,
): Decoded {
  const sink = new Sink(limit, keep);
  let table: Uint8Array[] = [];
  const reset = () => {
    table = Array.from({ length: 258 }, (_, i) => Uint8Array.of(i));
  };
  reset();
  let width = 9;
  let bitBuffer = 0;
  let bits = 0;
  let previous: Uint8Array | undefined;
  for (let i = 0; i < input.length; i++) {
    bitBuffer = ((bitBuffer << 8) | (input[i] as number)) & 0xffffff;
    bits += 8;
    while (bits >= width) {
      const code = (bitBuffer >> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      if (code === 256) {
        reset();
        width = 9;
        previous = undefined;
        continue;
      }
      if (code === 257) return sink.result();
      let entry = table[code];
      if (!entry) {
        if (code !== table.length || !previous) return sink.result();
        entry = Uint8Array.of(...previous, previous[0] as number);
      }
      sink.push(entry);
      if (previous && table.length < 4096) {
        const next = new Uint8Array(previous.length + 1);
        next.set(previous);
        next[previous.length] = entry[0] as number;
        table.push(next);
      }
      previous = entry;
      const grown = table.length + earlyChange;
      width = grown >= 2048 ? 12 : grown >= 1024 ? 11 : grown >= 512 ? 10 : 9;
    }
  }
  return sink.result();
}

const isSpace = (c: number) =>
  c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;

/** ASCIIHex (§7.4.2): two hex digits a byte, white space ignored, `>` ends it. */
export function asciiHexBounded(input: Uint8Array, limit: number, keep: boolean): Decoded {
  const sink = new Sink(limit, keep);
  const out: number[] = [];
  let high = -1;
  for (const c of input) {
    if (c === 0x3e) break;
    if (isSpace(c)) continue;
    const digit = Number.parseInt(String.fromCharCode(c), 16);
    if (Number.isNaN(digit)) break;
    if (high < 0) high = digit;
    else {
      out.push((high << 4) | digit);
      high = -1;
    }
  }
  if (high >= 0) out.push(high << 4);
  sink.push(Uint8Array.from(out));
  return sink.result();
}

/** ASCII85 (§7.4.3): five characters four bytes, `z` four zeros, `~>` ends it. */
export function ascii85Bounded(input: Uint8Array, limit: number, keep: boolean): Decoded {
  const sink = new Sink(limit, keep);
  let out: number[] = [];
  const group: number[] = [];
  const flush = () => {
    sink.push(Uint8Array.from(out));
    out = [];
  };
  const emit = (digits: number[], count: number) => {
    let value = 0;
    for (let k = 0; k < 5; k++) value = value * 85 + (digits[k] ?? 84);
    for (let k = 0; k < count; k++) out.push((value >>> (24 - 8 * k)) & 0xff);
  };
  for (const c of input) {
    if (c === 0x7e) break;
    if (isSpace(c)) continue;
    if (c === 0x7a && group.length === 0) out.push(0, 0, 0, 0);
    else if (c >= 0x21 && c <= 0x75) {
      group.push(c - 0x21);
      if (group.length === 5) emit(group.splice(0), 4);
    } else break;
    if (out.length >= CHUNK) flush();
  }
  if (group.length > 1) emit(group, group.length - 1);
  flush();
  return sink.result();
}

/** RunLength (§7.4.5): a length byte, then literal bytes or one repeated byte; 128 ends it. */
export function runLengthBounded(input: Uint8Array, limit: number, keep: boolean): Decoded {
  const sink = new Sink(limit, keep);
  let i = 0;
  while (i < input.length) {
    const length = input[i++] as number;
    if (length === 128) break;
    if (length < 128) {
      sink.push(input.subarray(i, i + length + 1));
      i += length + 1;
    } else {
      if (i >= input.length) break;
      sink.push(new Uint8Array(257 - length).fill(input[i++] as number));
    }
  }
  return sink.result();
}
