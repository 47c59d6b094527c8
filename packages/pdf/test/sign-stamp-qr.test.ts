import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, rgb } from '@cantoo/pdf-lib';
import jsQR from 'jsqr';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignatureSigner, sign } from '../src/index.ts';
import { QUIET_ZONE_MODULES, qrLayout } from '../src/stamp/qr.ts';
import { qrZone } from '../src/stamp/stamp-page.ts';
import { workDir } from './sign-test-kit.ts';
import { createOpensslPki } from './sign-test-pki.ts';

const run = promisify(execFile);

/** The stamp's place (points from the page's top-left) at its §9 default size. */
const STAMP = { x: 40, y: 60, width: 300, height: 140 };
/** Page content read around the stamp, in points. */
const MARGIN = 12;
/** pdftoppm resolution: 4 pixels per point. */
const PX = 4;

/** An A4 page covered with black stripes, the worst neighbour a QR code can have. */
async function stripedPage(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([595, 842]);
  for (let y = 0; y < 842; y += 6)
    page.drawRectangle({ x: 0, y, width: 595, height: 3, color: rgb(0, 0, 0) });
  return doc.save({ useObjectStreams: false });
}

interface Gray {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** The stamp and MARGIN points around it, rendered by poppler in gray at 288 dpi. */
async function renderAroundStamp(pdf: Uint8Array): Promise<Gray> {
  const dir = workDir();
  writeFileSync(join(dir, 'signed.pdf'), pdf);
  const box = [
    STAMP.x - MARGIN,
    STAMP.y - MARGIN,
    STAMP.width + 2 * MARGIN,
    STAMP.height + 2 * MARGIN,
  ];
  const [x, y, w, h] = box.map((points) => String(points * PX));
  await run('pdftoppm', [
    ...['-r', String(72 * PX), '-gray', '-f', '1', '-l', '1', '-singlefile'],
    ...['-x', x!, '-y', y!, '-W', w!, '-H', h!],
    join(dir, 'signed.pdf'),
    join(dir, 'out'),
  ]);
  const data = readFileSync(join(dir, 'out.pgm'));
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(data.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm wrote no PGM');
  return {
    width: Number(header[1]),
    height: Number(header[2]),
    pixels: new Uint8Array(data.subarray(header[0].length)),
  };
}

function decode(image: Gray) {
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  image.pixels.forEach((value, i) => {
    rgba.set([value, value, value, 255], i * 4);
  });
  return jsQR(rgba, image.width, image.height, { inversionAttempts: 'dontInvert' });
}

describe('the QR code of a signed stamp', () => {
  let signer: SignatureSigner;
  let page: Uint8Array;

  beforeAll(async () => {
    signer = await (await createOpensslPki()).signer('Ada Lovelace', 'ec');
    page = await stripedPage();
  });

  it.each([
    ['a short link', 'https://signet.example'],
    ['a request link', 'https://signet.example.com/view/8c0e5a3e-5a0f-4c43-9a8c-1f8e0d2b7c11'],
  ])('decodes to %s and keeps a quiet zone of 4 modules inside the stamp', async (_case, url) => {
    const signed = await sign(page, {
      signer,
      level: 'B-B',
      appearance: {
        page: 1,
        ...STAMP,
        name: 'Ada Lovelace-Byron of Analytical Engines',
        optionalLine: 'Analytical Engines Ltd, Research and Development Department',
        location: 'London',
        date: 'Unterzeichnet am 22. Nov. 2026, 08:05 UTC',
        displayClaim: 'Qualifizierte elektronische Signatur (Demo-CA)',
        displayStandards: 'PAdES · QES · ZertES',
        displayQr: true,
        qrUrl: url,
      },
    });
    const image = await renderAroundStamp(signed);
    const code = decode(image);
    expect(code?.data).toBe(url);

    // The symbol's edges as the decoder found them, and its module size in pixels.
    const { topLeftCorner, topRightCorner, bottomLeftCorner } = code!.location;
    const count = 17 + 4 * code!.version;
    const module = (topRightCorner.x - topLeftCorner.x) / count;
    const symbol = {
      left: topLeftCorner.x,
      right: topRightCorner.x,
      top: topLeftCorner.y,
      bottom: bottomLeftCorner.y,
    };
    const quiet = QUIET_ZONE_MODULES * module;
    const stamp = {
      left: MARGIN * PX,
      right: (MARGIN + STAMP.width) * PX,
      top: MARGIN * PX,
      bottom: (MARGIN + STAMP.height) * PX,
    };
    // The quiet zone lies inside the stamp, on every side (one pixel for anti-aliasing).
    expect(symbol.left - quiet).toBeGreaterThanOrEqual(stamp.left - 1);
    expect(symbol.right + quiet).toBeLessThanOrEqual(stamp.right + 1);
    expect(symbol.top - quiet).toBeGreaterThanOrEqual(stamp.top - 1);
    expect(symbol.bottom + quiet).toBeLessThanOrEqual(stamp.bottom + 1);
    // … and nothing dark is drawn in it: no stripe of the page, no letter of the text.
    let dark = 0;
    for (let y = Math.ceil(symbol.top - quiet) + 1; y < symbol.bottom + quiet - 1; y++) {
      for (let x = Math.ceil(symbol.left - quiet) + 1; x < symbol.right + quiet - 1; x++) {
        const inSymbol =
          x > symbol.left - 2 &&
          x < symbol.right + 2 &&
          y > symbol.top - 2 &&
          y < symbol.bottom + 2;
        if (!inSymbol && image.pixels[y * image.width + x]! < 200) dark++;
      }
    }
    expect(dark).toBe(0);
  });
});

describe('the QR zone of a stamp of any size', () => {
  it.each([
    [300, 140],
    [200, 60],
    [120, 300],
    [600, 280],
    [2000, 20],
  ])('at %i × %i points holds the symbol with 4 modules of quiet zone', (width, height) => {
    const url = 'https://signet.example.com/view/8c0e5a3e-5a0f-4c43-9a8c-1f8e0d2b7c11';
    const zone = qrZone(width, height);
    const layout = qrLayout(url, zone.x, zone.y, zone.size);
    const quiet = QUIET_ZONE_MODULES * layout.module - 1e-9;
    const symbol = layout.count * layout.module;
    expect(layout.x - zone.x).toBeGreaterThanOrEqual(quiet);
    expect(width - (layout.x + symbol)).toBeGreaterThanOrEqual(quiet);
    expect(layout.y).toBeGreaterThanOrEqual(quiet);
    expect(height - (layout.y + symbol)).toBeGreaterThanOrEqual(quiet);
    expect(zone.x).toBeGreaterThan(0);
  });
});
