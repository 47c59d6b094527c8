import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { renderStampPreview, sign, type VisualSignatureAppearance } from '../src/index.ts';
import { FONT_FILES, fontForCodePoint } from '../src/stamp/fonts.ts';
import {
  fixture,
  type GrayImage,
  hasFixtures,
  pdfsig,
  pyhankoSigner,
  renderGray,
  workDir,
} from './sign-test-kit.ts';

const run = promisify(execFile);
const fontsDir = new URL('../assets/fonts/', import.meta.url).pathname;

const stamp = (page: number, x: number, y: number): VisualSignatureAppearance => ({
  page,
  x,
  y,
  name: 'Ada Lovelace',
  optionalLine: 'Analytical Engines Ltd',
  location: 'London',
  date: new Date('2026-03-04T10:00:00Z'),
  displayClaim: 'Advanced electronic signature',
  displayStandards: 'PAdES B-B · eIDAS',
  displayQr: true,
  qrUrl: 'https://signet.example/validate/abc',
});

type Glyph = {
  id: number;
  path: { toSVG(): string };
  _decode(): { components?: { glyphID: number }[] } | null;
};
type Font = {
  numGlyphs: number;
  getGlyph(id: number): Glyph;
  layout(text: string): { glyphs: Glyph[] };
};

/** Outlines of the glyphs drawn for `texts`, with the components of composite glyphs. */
function outlinesFor(font: Font, texts: string[]): Set<string> {
  const paths = new Set<string>();
  const add = (glyph: Glyph, depth: number) => {
    paths.add(glyph.path.toSVG());
    for (const component of (depth < 4 && glyph._decode()?.components) || [])
      add(font.getGlyph(component.glyphID), depth + 1);
  };
  for (const text of texts) for (const glyph of font.layout(text).glyphs) add(glyph, 0);
  return paths;
}

/**
 * Checks every glyph of every embedded font subset against the bundled font it came from: each
 * outline must be one that the bundled font draws for the stamp's text, so a subset that lost or
 * garbled glyphs (blank names, boxes) fails.
 */
async function expectFaithfulSubsets(pdf: Uint8Array, texts: string[]) {
  const doc = await PDFDocument.load(pdf);
  let checked = 0;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const file = object instanceof PDFDict ? object.lookup(PDFName.of('FontFile2')) : undefined;
    if (!(file instanceof PDFRawStream)) continue;
    const baseName = (object as PDFDict)
      .lookup(PDFName.of('FontName'))
      ?.toString()
      .slice(1)
      .replace(/-\d+$/, '');
    const source = readdirSync(fontsDir).find((f) => f.replace(/\.ttf$/, '') === baseName);
    expect(source, `bundled font for ${baseName}`).toBeDefined();
    const original = fontkit.create(readFileSync(join(fontsDir, source!))) as unknown as Font;
    const expected = outlinesFor(original, texts);
    const subset = fontkit.create(
      Buffer.from(decodePDFRawStream(file).decode()),
    ) as unknown as Font;
    const drawn = new Set<string>();
    for (let id = 1; id < subset.numGlyphs; id++) {
      const path = subset.getGlyph(id).path.toSVG();
      drawn.add(path);
      if (path !== '') expect(expected.has(path), `${baseName} glyph ${id}`).toBe(true);
    }
    // The font that covers the name must carry every one of the name's outlines.
    const name = texts[0]!;
    const nameFont = FONT_FILES[fontForCodePoint(name.codePointAt(0)!, true)];
    const nameGlyphs = original.layout(name).glyphs;
    if (source === nameFont) {
      expect(
        nameGlyphs.every((g) => g.id !== 0),
        `${baseName} covers ${name}`,
      ).toBe(true);
      for (const glyph of nameGlyphs) {
        const path = glyph.path.toSVG();
        if (path) expect(drawn.has(path), `${baseName}: outline for ${name}`).toBe(true);
      }
    }
    checked++;
  }
  expect(checked).toBeGreaterThan(0);
}

/** Pixels that changed between two renders, as a bounding box. */
function changedBox(before: GrayImage, after: GrayImage) {
  let box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let y = 0; y < after.height; y++) {
    for (let x = 0; x < after.width; x++) {
      if (Math.abs(before.at(x, y) - after.at(x, y)) > 8) {
        box = {
          x0: Math.min(box.x0, x),
          y0: Math.min(box.y0, y),
          x1: Math.max(box.x1, x),
          y1: Math.max(box.y1, y),
        };
      }
    }
  }
  return box;
}

describe.skipIf(!hasFixtures)('visual signature', () => {
  it.each([1, 2, 3, 4])(
    'sits where the viewer placed it and reads upright on page %i of a file cycling /Rotate 0/90/180/270',
    async (page) => {
      const original = fixture('rotated/all-rotations-20p.pdf');
      const signed = await sign(original, {
        signer: pyhankoSigner(),
        level: 'B-B',
        appearance: stamp(page, 40, 60),
      });
      expect((await pdfsig(signed))[0]?.validation).toBe('Signature is Valid.');
      const before = await renderGray(original, page);
      const after = await renderGray(signed, page);
      const box = changedBox(before, after);
      expect(box.x0).toBeGreaterThanOrEqual(39);
      expect(box.y0).toBeGreaterThanOrEqual(59);
      expect(box.x1).toBeLessThanOrEqual(341);
      expect(box.y1).toBeLessThanOrEqual(201);
      // The accent bar runs down the stamp's left edge only when the stamp is upright.
      const bar = [80, 120, 160].map((y) => after.at(41, y));
      for (const value of bar) expect(value).toBeLessThan(110);
      expect(after.at(338, 130)).toBeGreaterThan(150);
    },
  );

  it('is placed relative to the CropBox, not the MediaBox', async () => {
    const original = fixture('page-sizes/cropbox-differs.pdf');
    const signed = await sign(original, {
      signer: pyhankoSigner(),
      level: 'B-B',
      appearance: stamp(1, 10, 10),
    });
    const box = changedBox(await renderGray(original, 1), await renderGray(signed, 1));
    expect(box.x0).toBeGreaterThanOrEqual(9);
    expect(box.y0).toBeGreaterThanOrEqual(9);
    expect(box.x1).toBeLessThanOrEqual(311);
    expect(box.y1).toBeLessThanOrEqual(151);
  });

  it('refuses a stamp that does not fit on the page or names a missing page', async () => {
    const pdf = fixture('versions/v2.0-simple.pdf');
    await expect(
      sign(pdf, { signer: pyhankoSigner(), level: 'B-B', appearance: stamp(1, 5000, 0) }),
    ).rejects.toThrow(/does not fit page 1/);
    await expect(
      sign(pdf, { signer: pyhankoSigner(), level: 'B-B', appearance: stamp(9, 0, 0) }),
    ).rejects.toMatchObject({ code: 'PAGE_OUT_OF_RANGE' });
  });

  it('writes names in Latin, Greek, Cyrillic, Hebrew, Arabic, Chinese, Japanese and Korean with embedded fonts that text extraction reads back', async () => {
    const names = [
      'Zoë Łukasiewicz-Ørsted',
      'Αλέξανδρος Παπαδόπουλος',
      'Наталья Соколова',
      'דוד כהן',
      'محمد عبد الله',
      '山田 太郎 김민준',
      'さくら ひろし',
    ];
    const dir = workDir();
    for (const [i, name] of names.entries()) {
      const pdf = await renderStampPreview({
        name,
        displayClaim: 'Qualified electronic signature',
        displayQr: false,
      });
      const file = join(dir, `stamp-${i}.pdf`);
      writeFileSync(file, pdf);
      const { stdout: fonts } = await run('pdffonts', [file]);
      // Embedded (emb) with a ToUnicode map (uni), so the name is searchable and copyable.
      expect(fonts).toMatch(/CID TrueType\s+Identity-H\s+yes\s+\w+\s+yes/);
      await expectFaithfulSubsets(pdf, [
        name,
        ...name.split(' '),
        'Qualified electronic signature',
      ]);
      // Rendered by poppler, the name shows ink for each of its letters (not blank glyphs).
      const nameOnly = await renderStampPreview({ name, displayQr: false });
      const image = await renderGray(nameOnly, 1);
      let ink = 0;
      for (let y = 0; y < image.height; y++)
        for (let x = 8; x < image.width; x++) if (image.at(x, y) < 128) ink++;
      expect(ink, `ink of ${name}`).toBeGreaterThan(12 * name.replace(/\s/g, '').length);
      const { stdout: text } = await run('pdftotext', ['-raw', file, '-']);
      const letters = (s: string) => [...s.replace(/[\s-]/g, '')].sort().join('');
      const line = text
        .split('\n')
        .find(
          (l) =>
            letters(l).length >= letters(name).length - 1 &&
            [...name.replace(/\s/g, '')].every((c) => l.includes(c)),
        );
      expect(line, `${name} in ${JSON.stringify(text)}`).toBeDefined();
    }
  });

  it('previews at the default 300×140 size', async () => {
    const file = join(workDir(), 'preview.pdf');
    writeFileSync(
      file,
      await renderStampPreview({
        name: 'Ada Lovelace',
        displayQr: true,
        qrUrl: 'https://signet.example/v/1',
      }),
    );
    const { stdout } = await run('pdfinfo', [file]);
    expect(stdout).toMatch(/Page size:\s+300 x 140 pts/);
  });
});
