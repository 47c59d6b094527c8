import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflate, inflateSync } from 'node:zlib';

/**
 * Decompression bombs: a PDF of a few kilobytes can carry Flate streams that inflate to
 * gigabytes (one Flate layer reaches about 1 000:1, a stream filtered twice a million to one).
 * Preflight reads object and cross-reference streams, and the renderer inflates content streams
 * and images whole, so both would hold the inflated bytes in memory. Before either runs, every
 * zlib stream of the file is inflated once here without keeping its output — only counting it,
 * layer by layer — and the file is refused when one stream or the whole file inflates past
 * these limits.
 */
export interface InflateLimits {
  /** One stream, after every Flate layer (an A4 page scanned at 600 dpi in RGB is ≈ 100 MB). */
  perStream: number;
  /** All streams of the file together. */
  total: number;
}

export const DEFAULT_INFLATE_LIMITS: InflateLimits = {
  perStream: 256 * 1024 * 1024,
  total: 2 * 1024 * 1024 * 1024,
};

/** How a refused file went over the limits. */
export class InflateLimitError extends Error {
  constructor(
    readonly offset: number,
    readonly scope: 'stream' | 'total',
  ) {
    super(
      scope === 'stream'
        ? `the stream at byte ${offset} inflates past the limit for one stream`
        : `the streams up to byte ${offset} inflate past the limit for the whole file`,
    );
  }
}

/** RFC 1950 §2.2: CM = 8 (deflate), CINFO ≤ 7, and the 16-bit header a multiple of 31. */
function isZlibHeader(bytes: Uint8Array, at = 0): boolean {
  const cmf = bytes[at];
  const flg = bytes[at + 1];
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0;
}

const SMALL = 256 * 1024;
const CHUNK = 64 * 1024;
/** A single Flate layer expands at most ≈ 1 032 times (258-byte matches in 2-bit codes). */
const MAX_LAYER_RATIO = 1040;
const MAX_LAYERS = 4;

class OverLimit extends Error {}

/**
 * Inflates the data at `start` through `layers` Flate stages into a counter that keeps only the
 * first bytes (to see whether another layer follows). Fed until the Flate data ends by itself,
 * so a stream cannot hide its tail behind a fake "endstream" or a wrong /Length.
 */
async function countLayers(bytes: Buffer, start: number, layers: number, limit: number) {
  let size = 0;
  let head = Buffer.alloc(0);
  const source = Readable.from(
    (function* () {
      for (let at = start; at < bytes.length; at += CHUNK) {
        yield bytes.subarray(at, Math.min(bytes.length, at + CHUNK));
      }
    })(),
    { objectMode: false },
  );
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head.length < 2) head = Buffer.concat([head, chunk.subarray(0, 2)]);
      done(size > limit ? new OverLimit() : null);
    },
  });
  const stages = Array.from({ length: layers }, () => createInflate());
  try {
    await pipeline([source, ...stages, counter]);
  } catch (error) {
    if (error instanceof OverLimit) return { size, exceeded: true, head };
    // Damaged data, or input left after the Flate data ended: the count stands where it is.
  }
  return { size, exceeded: false, head };
}

/** Inflates one stream's data, small ones at once and big or layered ones piece by piece. */
async function inflatedSize(
  bytes: Buffer,
  start: number,
  limit: number,
): Promise<{ size: number; exceeded: boolean }> {
  const end = bytes.indexOf('endstream', start, 'latin1');
  const length = (end < 0 ? bytes.length : end) - start;
  if (length <= SMALL) {
    try {
      const out = inflateSync(bytes.subarray(start, start + length), {
        maxOutputLength: Math.min(limit + 1, length * MAX_LAYER_RATIO + 1024),
      });
      if (out.length > limit) return { size: out.length, exceeded: true };
      if (!isZlibHeader(out)) return { size: out.length, exceeded: false };
    } catch {
      // Truncated at a fake "endstream", or damaged: read it piece by piece below.
    }
  }
  let result = { size: 0, exceeded: false };
  for (let layers = 1; layers <= MAX_LAYERS; layers++) {
    const pass = await countLayers(bytes, start, layers, limit);
    result = { size: pass.size, exceeded: pass.exceeded };
    if (pass.exceeded || !isZlibHeader(pass.head)) break;
  }
  return result;
}

/** Where each `stream` keyword's data begins (after its end-of-line, ISO 32000-1 §7.3.8.1). */
function* streamStarts(bytes: Buffer): Generator<number> {
  let from = 0;
  for (;;) {
    const at = bytes.indexOf('stream', from, 'latin1');
    if (at < 0) return;
    from = at + 6;
    if (at >= 3 && bytes.toString('latin1', at - 3, at) === 'end') continue;
    let start = at + 6;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    if (start === at + 6) continue;
    yield start;
  }
}

/** Throws InflateLimitError when the file's zlib streams inflate past `limits`. */
export async function checkInflateBudget(
  pdf: Uint8Array,
  limits: InflateLimits = DEFAULT_INFLATE_LIMITS,
): Promise<void> {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let total = 0;
  for (const start of streamStarts(bytes)) {
    if (!isZlibHeader(bytes, start)) continue;
    const { size, exceeded } = await inflatedSize(bytes, start, limits.perStream);
    if (exceeded) throw new InflateLimitError(start, 'stream');
    total += size;
    if (total > limits.total) throw new InflateLimitError(start, 'total');
  }
}
