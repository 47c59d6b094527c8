import { writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { degrees, PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { PreflightError, preflight } from '../src/index.ts';
import {
  buildPdf,
  fixture,
  fixtureNames,
  fixturePath,
  hasFixtures,
  missingFixturesNote,
  pdfinfo,
  qpdfCheck,
} from './preflight-fixtures.ts';

/** Expected refusals, decided per file with qpdf/pdfinfo (see MANIFEST.md). */
const REFUSED: Record<string, string> = {
  'encrypted/aes128-user-pw.pdf': 'PDF_ENCRYPTED',
  'encrypted/aes256-user-and-owner-pw.pdf': 'PDF_ENCRYPTED',
  'encrypted/libreoffice-user-pw.pdf': 'PDF_ENCRYPTED',
  'encrypted/pubkey-aes256.pdf': 'PDF_ENCRYPTED',
  // Empty user password: readable, but a signature would need an encrypted revision.
  'encrypted/rc4-40-owner-pw-only.pdf': 'PDF_ENCRYPTED',
  'signed/acrobat-sign-encrypted.pdf': 'PDF_ENCRYPTED',
  // The page tree lives in a corrupt object stream: poppler finds no pages, qpdf neither.
  'malformed/broken-objstream.pdf': 'PDF_DAMAGED',
};

/** Broken cross-reference data that a full re-scan recovers (qpdf reconstructs them too). */
const REPAIRED = new Set([
  'malformed/invalid-root-ref.pdf',
  'malformed/startxref-hopeless.pdf',
  'malformed/truncated-no-xref-trailer.pdf',
  'malformed/xref-keyword-missing.pdf',
]);

async function refusal(bytes: Uint8Array): Promise<PreflightError> {
  const error = await preflight(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PreflightError);
  return error as PreflightError;
}

describe.skipIf(!hasFixtures)('preflight over the corpus', () => {
  const tmp = mkdtemp(join(tmpdir(), 'signet-preflight-'));

  for (const name of fixtureNames()) {
    it(name, async () => {
      const input = fixture(name);
      if (REFUSED[name]) {
        const error = await refusal(input);
        expect(error.code).toBe(REFUSED[name]);
        expect(error.message.length).toBeGreaterThan(20);
        return;
      }
      const result = await preflight(input);
      if (REPAIRED.has(name)) {
        expect(result.normalized).toBe(true);
        const path = join(await tmp, name.replace('/', '-'));
        writeFileSync(path, result.pdf);
        expect(qpdfCheck(path)).not.toBe(2);
        expect(pdfinfo(path).pages).toBe(result.pageCount);
        // Normalising happens once: the rewritten file passes as it is.
        const again = await preflight(result.pdf);
        expect(again.normalized).toBe(false);
        expect(again.pdf).toBe(result.pdf);
        return;
      }
      expect(result.normalized).toBe(false);
      expect(result.pdf).toBe(input);
      const info = pdfinfo(fixturePath(name));
      expect(result.pageCount).toBe(info.pages);
      result.pages.forEach((page, i) => {
        const expected = info.sizes[i]!;
        const quarter = expected.rotation % 180 === 90;
        expect(page.rotation).toBe(expected.rotation);
        expect(page.width).toBeCloseTo(quarter ? expected.height : expected.width, 0);
        expect(page.height).toBeCloseTo(quarter ? expected.width : expected.height, 0);
      });
    });
  }
});

describe.skipIf(hasFixtures)('preflight corpus', () => {
  it.skip(missingFixturesNote, () => {});
});

describe('preflight on crafted files', () => {
  const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
  const page = (parent: number) =>
    `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 200 100] >>`;

  it('refuses bytes that are not a PDF', async () => {
    const error = await refusal(new TextEncoder().encode('GIF89a not a pdf'));
    expect(error.code).toBe('PDF_NOT_PDF');
  });

  it.each([
    ['a header and an end marker only', '%PDF-1.7\n%%EOF'],
    ['a bare header', '%PDF-'],
    ['one object and no cross-reference', '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj'],
  ])('refuses %s as damaged, with its typed error', async (_name, text) => {
    const error = await refusal(new TextEncoder().encode(text));
    expect(error.code).toBe('PDF_DAMAGED');
  });

  it('refuses a page tree whose /Kids loop back, without hanging', async () => {
    const looping = buildPdf([
      catalog,
      '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
      page(2),
      '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>',
    ]);
    const error = await refusal(looping);
    expect(error.code).toBe('PDF_DAMAGED');
    expect(error.message).toMatch(/loop/);
  });

  it('refuses a page tree nested 20 000 levels deep without overflowing the stack', async () => {
    const depth = 20_000;
    const bodies = [catalog];
    for (let level = 0; level < depth; level++) {
      const self = level + 2;
      bodies.push(
        `<< /Type /Pages /Kids [${self + 1} 0 R] /Count 1 ${level ? `/Parent ${self - 1} 0 R` : ''} >>`,
      );
    }
    bodies.push(page(depth + 1));
    const error = await refusal(buildPdf(bodies));
    expect(error.code).toBe('PDF_DAMAGED');
    expect(error.message).toMatch(/deeper than/);
  });

  it('refuses an object nested 200 000 arrays deep without overflowing the stack', async () => {
    const depth = 200_000;
    const bomb = buildPdf([
      catalog,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Junk ${'['.repeat(depth)}${']'.repeat(depth)} >>`,
    ]);
    const error = await refusal(bomb);
    expect(error.code).toBe('PDF_DAMAGED');
  });

  it('refuses a document certified with DocMDP P=1', async () => {
    const certified = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /Perms << /DocMDP 4 0 R >> >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      page(2),
      '<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached /Reference [<< /Type /SigRef /TransformMethod /DocMDP /TransformParams << /Type /TransformParams /P 1 /V /1.2 >> >>] >>',
    ]);
    const error = await refusal(certified);
    expect(error.code).toBe('PDF_CERTIFIED_NO_CHANGES');
  });

  it('accepts a document certified with DocMDP P=2', async () => {
    const certified = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /Perms << /DocMDP 4 0 R >> >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      page(2),
      '<< /Type /Sig /Reference [<< /TransformMethod /DocMDP /TransformParams << /P 2 >> >>] >>',
    ]);
    expect((await preflight(certified)).pageCount).toBe(1);
  });

  it('refuses more pages than the limit', async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 5; i++) doc.addPage();
    const error = await preflight(await doc.save(), { maxPages: 3 }).catch((e: unknown) => e);
    expect((error as PreflightError).code).toBe('PDF_TOO_MANY_PAGES');
  });

  it('reports page sizes from the CropBox, after /Rotate, inherited from the tree', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([600, 800]).setCropBox(50, 100, 400, 500);
    doc.addPage([600, 800]).setRotation(degrees(90));
    doc.addPage([600, 800]).setRotation(degrees(-90));
    const result = await preflight(await doc.save());
    expect(result.pages).toEqual([
      { width: 400, height: 500, rotation: 0 },
      { width: 800, height: 600, rotation: 90 },
      { width: 800, height: 600, rotation: 270 },
    ]);
  });

  it('refuses a damaged file that carries a signature instead of rewriting it', async () => {
    const signedButBroken = new TextEncoder().encode(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>\nendobj\n4 0 obj\n<< /Type /Sig /ByteRange [0 10 20 30] /Contents <3082> >>\nendobj\nstartxref\n9999\n%%EOF\n',
    );
    const error = await refusal(signedButBroken);
    expect(error.code).toBe('PDF_DAMAGED');
    expect(error.message).toMatch(/signatures/);
  });
});
