import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderStampPreview, sign } from '../src/index.ts';
import { visualRuns } from '../src/stamp/bidi.ts';
import {
  fixture,
  hasFixtures,
  pdfsig,
  pyhankoSigner,
  renderGray,
  workDir,
} from './sign-test-kit.ts';

const run = promisify(execFile);

/** A small grayscale PNG (RFC 2083) with a dark diagonal stroke, like a scanned signature. */
function strokePng(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const rows = Buffer.alloc((width + 1) * height, 255);
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 0;
    for (let x = 0; x < width; x++)
      if (Math.abs(x * (height / width) - y) < 2) rows[y * (width + 1) + 1 + x] = 0;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('bidirectional text runs', () => {
  it.each([
    ['Ada Lovelace', [['Ada Lovelace', 'ltr']]],
    ['דוד כהן', [['דוד כהן', 'rtl']]],
    [
      'Ana (אנה) García',
      [
        ['Ana (', 'ltr'],
        ['אנה', 'rtl'],
        [') García', 'ltr'],
      ],
    ],
    [
      'תל אביב · 2026',
      [
        ['2026', 'ltr'],
        ['תל אביב · ', 'rtl'],
      ],
    ],
  ])('orders %s for drawing left to right', (text, expected) => {
    expect(visualRuns(text).map((r) => [r.text, r.direction])).toEqual(expected);
  });
});

describe('handwritten signature image', () => {
  it('is embedded as an image and drawn in the stamp', async () => {
    const pdf = await renderStampPreview({
      name: 'Ada Lovelace',
      image: strokePng(120, 40),
      displayQr: false,
    });
    const file = join(workDir(), 'stamp.pdf');
    writeFileSync(file, pdf);
    const { stdout } = await run('pdfimages', ['-list', file]);
    expect(stdout).toMatch(/\n\s*1\s+\d+\s+image\s+120\s+40\s/);
    const image = await renderGray(pdf, 1);
    let ink = 0;
    for (let y = 0; y < 60; y++) for (let x = 10; x < 200; x++) if (image.at(x, y) < 128) ink++;
    expect(ink).toBeGreaterThan(40);
  });

  it('refuses bytes that are neither PNG nor JPEG, naming the field', async () => {
    await expect(
      renderStampPreview({ name: 'Ada', image: new Uint8Array([1, 2, 3, 4]) }),
    ).rejects.toThrow(/^appearance\.image:/);
  });
});

describe.skipIf(!hasFixtures)('appearance of a pre-placed field', () => {
  it('is drawn inside the field the document author placed, under a Unicode field name', async () => {
    const original = fixture('sig-fields-empty/acrobat-empty-sigfield.pdf');
    const { PDFDocument } = await import('@cantoo/pdf-lib');
    const doc = await PDFDocument.load(original);
    const field = doc
      .getForm()
      .getFields()
      .find((f) => f.constructor.name === 'PDFSignature')!;
    const rect = field.acroField.getWidgets()[0]!.getRectangle();
    const signed = await sign(original, {
      signer: pyhankoSigner(),
      level: 'B-B',
      fieldName: field.getName(),
      appearance: { page: 1, x: 0, y: 0, name: 'Ada Lovelace', displayQr: false },
    });
    expect((await pdfsig(signed))[0]?.validation).toBe('Signature is Valid.');
    const page = doc.getPage(0);
    const before = await renderGray(original, 1);
    const after = await renderGray(signed, 1);
    const top = Math.round(page.getHeight() - rect.y - rect.height);
    let changedInside = 0;
    let changedOutside = 0;
    for (let y = 0; y < after.height; y++) {
      for (let x = 0; x < after.width; x++) {
        if (Math.abs(before.at(x, y) - after.at(x, y)) <= 8) continue;
        const inside =
          x >= rect.x - 1 &&
          x <= rect.x + rect.width + 1 &&
          y >= top - 1 &&
          y <= top + rect.height + 1;
        if (inside) changedInside++;
        else changedOutside++;
      }
    }
    expect(changedInside).toBeGreaterThan(50);
    expect(changedOutside).toBe(0);
    const named = await sign(fixture('versions/v2.0-simple.pdf'), {
      signer: pyhankoSigner(),
      level: 'B-B',
      fieldName: 'Unterschrift Zoë',
    });
    expect((await pdfsig(named))[0]?.field).toBe('Unterschrift Zoë');
  });
});
