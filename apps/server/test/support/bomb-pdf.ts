import { constants, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * A zlib stream of `gigabytes` GiB of zero bytes, built without compressing them: one
 * byte-aligned deflate segment for 16 MiB of zeros (a full flush resets the window, so copies
 * of it chain), repeated, closed by an empty final block and the Adler-32 of n zeros
 * (A = 1, B = n mod 65521; RFC 1950 §8.2).
 */
export function zerosZlib(bytes: number): Buffer {
  const segmentSize = 16 * 1024 * 1024;
  if (bytes % segmentSize !== 0) throw new Error('size must be a multiple of 16 MiB');
  const segment = deflateRawSync(Buffer.alloc(segmentSize), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const last = deflateRawSync(Buffer.alloc(0));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((bytes % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: bytes / segmentSize }, () => segment),
    last,
    adler,
  ]);
}

export type BombPlace = 'content' | 'object-stream';

/**
 * A one-page PDF with a stream filtered twice by Flate that inflates to `bytes` zero bytes: as
 * the page's content stream (what the renderer inflates), or as an object stream in the file
 * (what a reader inflates to find objects). The file itself stays a few kilobytes.
 */
export function bombPdf(bytes: number, place: BombPlace): Uint8Array {
  const inner = zerosZlib(bytes);
  const outer = deflateSync(inner, { level: 9 });
  const parts: (string | Buffer)[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: string | Buffer) => {
    parts.push(part);
    length += typeof part === 'string' ? Buffer.byteLength(part, 'latin1') : part.length;
  };
  const object = (id: number, dict: string, stream?: Buffer) => {
    offsets[id] = length;
    push(`${id} 0 obj\n${dict}\n`);
    if (stream) {
      push('stream\n');
      push(stream);
      push('\nendstream\n');
    }
    push('endobj\n');
  };
  const text = Buffer.from('BT /F1 24 Tf 72 700 Td (Page 1) Tj ET', 'latin1');
  push('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(
    3,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
  );
  if (place === 'content') {
    object(4, `<< /Length ${outer.length} /Filter [/FlateDecode /FlateDecode] >>`, outer);
  } else {
    object(4, `<< /Length ${text.length} >>`, text);
  }
  object(5, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  if (place === 'object-stream') {
    object(
      6,
      `<< /Type /ObjStm /N 1 /First 4 /Length ${outer.length} /Filter [/FlateDecode /FlateDecode] >>`,
      outer,
    );
  }
  const size = offsets.length;
  const xref = length;
  push(`xref\n0 ${size}\n0000000000 65535 f \n`);
  for (let id = 1; id < size; id++) push(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(
    Buffer.concat(
      parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)),
    ),
  );
}
