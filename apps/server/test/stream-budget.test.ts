import { deflateSync } from 'node:zlib';
import { checkStreamBudget, PreflightError } from '@signet/pdf';
import { describe, expect, it } from 'vitest';
import { bombPdf, zerosZlib } from './support/bomb-pdf.ts';
import { minimalPdf } from './support/minimal-pdf.ts';

const MiB = 1024 * 1024;
const LIMITS = { perStream: 40 * MiB, total: 100 * MiB };

/** A file of the given Flate stream payloads, each as `n 0 obj << … >> stream … endstream`. */
function withStreams(...streams: Buffer[]): Uint8Array {
  return withFilteredStreams('/FlateDecode', ...streams);
}

function withFilteredStreams(filter: string, ...streams: Buffer[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  streams.forEach((data, n) => {
    const dict = `<< /Filter ${filter} /Length ${data.length} >>`;
    parts.push(Buffer.from(`${n + 1} 0 obj\n${dict}\nstream\n`), data);
    parts.push(Buffer.from('\nendstream\nendobj\n'));
  });
  return new Uint8Array(Buffer.concat(parts));
}

async function refusal(pdf: Uint8Array) {
  try {
    await checkStreamBudget(pdf, LIMITS);
    return undefined;
  } catch (error) {
    if (!(error instanceof PreflightError) || error.code !== 'PDF_INFLATES_TOO_LARGE') throw error;
    return /one stream/.test(error.message) ? 'stream' : 'total';
  }
}

/** Adler-32 (RFC 1950 §8.2) of `head` followed by `zeros` zero bytes. */
function adler(head: Buffer, zeros: number): number {
  let a = 1;
  let b = 0;
  for (const byte of head) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  b = (b + (zeros % 65521) * a) % 65521;
  return ((b << 16) | a) >>> 0;
}

describe('the stream budget an upload passes through (the pdf package’s, on the server’s bomb files)', () => {
  it('lets ordinary files through, whatever their streams hold', async () => {
    expect(await refusal(minimalPdf(3))).toBeUndefined();
    // Not zlib data (a JPEG's start), and zlib data well inside the limits.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
    expect(
      await refusal(withStreams(jpeg, zerosZlib(32 * MiB), deflateSync('BT ET'))),
    ).toBeUndefined();
  });

  it('refuses one stream past the per-stream limit, in one layer or in two', async () => {
    expect(await refusal(withStreams(zerosZlib(48 * MiB)))).toBe('stream');
    const twice = withFilteredStreams(
      '[/FlateDecode /FlateDecode]',
      deflateSync(zerosZlib(48 * MiB)),
    );
    expect(await refusal(twice)).toBe('stream');
    expect(await refusal(bombPdf(4 * 1024 * MiB, 'content'))).toBe('stream');
  });

  it('refuses streams that together pass the total', async () => {
    const each = zerosZlib(32 * MiB);
    expect(await refusal(withStreams(each, each, each))).toBeUndefined();
    expect(await refusal(withStreams(each, each, each, each))).toBe('total');
  });

  it('reads a stream to its real end, past a fake "endstream" inside its data', async () => {
    // A stored block carrying the bytes "endstream", then 48 MiB of zeros in the same zlib stream.
    const text = Buffer.from('\nendstream\nendobj\n', 'latin1');
    const stored = Buffer.concat([
      Buffer.from([
        0x00,
        text.length & 0xff,
        text.length >> 8,
        ~text.length & 0xff,
        (~text.length >> 8) & 0xff,
      ]),
      text,
    ]);
    const zeros = zerosZlib(48 * MiB);
    const body = zeros.subarray(2, zeros.length - 4);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(adler(text, 48 * MiB));
    const hidden = Buffer.concat([Buffer.from([0x78, 0xda]), stored, body, checksum]);
    expect(await refusal(withStreams(hidden))).toBe('stream');
  });
});
