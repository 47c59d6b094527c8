import { spawnSync } from 'node:child_process';
import { degrees, PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createRenderer, RenderError, renderPage } from '../src/index.ts';
import {
  buildPdf,
  fixture,
  fixtureNames,
  fixturePath,
  hasFixtures,
  missingFixturesNote,
} from './preflight-fixtures.ts';

/** Pixel size of a PNG (IHDR) or JPEG (first SOF marker). */
function imageSize(bytes: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (view.readUInt32BE(0) === 0x89504e47)
    return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
  let at = 2;
  while (at < view.length) {
    const marker = view[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: view.readUInt16BE(at + 5), width: view.readUInt16BE(at + 7) };
    at += 2 + view.readUInt16BE(at + 2);
  }
  throw new Error('no image size found');
}

/** What poppler makes of page 1 at the same resolution, or undefined when it cannot render it. */
function pdftoppmSize(path: string, dpi: number) {
  const run = spawnSync(
    'pdftoppm',
    ['-r', String(dpi), '-png', '-f', '1', '-l', '1', '-singlefile', path],
    {
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (run.status !== 0 || run.stdout.length < 24) return undefined;
  return imageSize(new Uint8Array(run.stdout));
}

const renderer = createRenderer({ threads: 2 });
afterAll(() => renderer.close());

describe.skipIf(!hasFixtures)('rendering page 1 of every corpus file', () => {
  for (const name of fixtureNames()) {
    it(name, async () => {
      const expected = pdftoppmSize(fixturePath(name), 72);
      const outcome = await renderer
        .render(fixture(name), 1, { scale: 100 })
        .catch((e: unknown) => e);
      if (name.startsWith('encrypted/') && name !== 'encrypted/rc4-40-owner-pw-only.pdf') {
        expect(outcome).toBeInstanceOf(RenderError);
        expect((outcome as RenderError).code).toMatch(/PDF_ENCRYPTED|PDF_DAMAGED/);
        return;
      }
      if (!expected) {
        // poppler cannot render it either; pdf.js may recover it or refuse with a typed error.
        if (outcome instanceof Error) expect((outcome as RenderError).code).toBe('PDF_DAMAGED');
        return;
      }
      if (outcome instanceof Error) throw outcome;
      const page = outcome as Awaited<ReturnType<typeof renderer.render>>;
      expect(page.contentType).toBe('image/jpeg');
      expect({ width: page.width, height: page.height }).toEqual(expected);
      expect(imageSize(page.bytes)).toEqual(expected);
    });
  }
});

describe.skipIf(hasFixtures)('render corpus', () => {
  it.skip(missingFixturesNote, () => {});
});

describe('renderer', () => {
  async function rotatedCropped() {
    const doc = await PDFDocument.create();
    doc.addPage([600, 800]).setCropBox(100, 100, 300, 500);
    doc.addPage([600, 800]).setRotation(degrees(90));
    return doc.save();
  }

  it('honours CropBox and /Rotate and scales in percent of 72 dpi', async () => {
    const pdf = await rotatedCropped();
    const cropped = await renderer.render(pdf, 1, { scale: 200, format: 'png' });
    expect([cropped.width, cropped.height]).toEqual([600, 1000]);
    expect(imageSize(cropped.bytes)).toEqual({ width: 600, height: 1000 });
    const rotated = await renderer.render(pdf, 2, { scale: 50, format: 'webp' });
    expect([rotated.width, rotated.height]).toEqual([400, 300]);
    expect(rotated.contentType).toBe('image/webp');
    expect(Buffer.from(rotated.bytes.subarray(8, 12)).toString('latin1')).toBe('WEBP');
  });

  it('reports page count and displayed sizes', async () => {
    const info = await renderer.info(await rotatedCropped());
    expect(info).toEqual({
      pageCount: 2,
      pages: [
        { width: 300, height: 500, rotation: 0 },
        { width: 800, height: 600, rotation: 90 },
      ],
    });
  });

  it('refuses a page beyond the last, and bad options, with typed errors', async () => {
    const pdf = await rotatedCropped();
    await expect(renderer.render(pdf, 3)).rejects.toMatchObject({ code: 'PAGE_OUT_OF_RANGE' });
    await expect(renderer.render(pdf, 0)).rejects.toMatchObject({ code: 'PAGE_OUT_OF_RANGE' });
    await expect(renderer.render(pdf, 1, { scale: 5 })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
    });
    await expect(renderer.render(pdf, 1, { format: 'gif' as 'png' })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
    });
    await expect(renderer.render(new TextEncoder().encode('no pdf'), 1)).rejects.toMatchObject({
      code: 'PDF_DAMAGED',
    });
  });

  it('refuses a looping page tree or a nesting bomb and copes with a deep tree, without hanging', async () => {
    const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
    const page = (parent: number) =>
      `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 200 100] >>`;
    const looping = buildPdf([
      catalog,
      '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
      page(2),
      '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>',
    ]);
    await expect(renderer.render(looping, 2)).rejects.toMatchObject({ code: 'PDF_DAMAGED' });
    await expect(renderer.info(looping)).rejects.toMatchObject({ code: 'PDF_DAMAGED' });
    const bodies = [catalog];
    for (let level = 0; level < 20_000; level++)
      bodies.push(`<< /Type /Pages /Kids [${level + 3} 0 R] /Count 1 >>`);
    bodies.push(page(20_001));
    const deep = await renderer.render(buildPdf(bodies), 1);
    expect([deep.width, deep.height]).toEqual([200, 100]);
    const nested = buildPdf([
      catalog,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Junk ${'['.repeat(200_000)}${']'.repeat(200_000)} >>`,
    ]);
    await expect(renderer.render(nested, 1)).rejects.toMatchObject({ code: 'PDF_DAMAGED' });
  });

  it('keeps the event loop free while pages render', async () => {
    const pdf = await rotatedCropped();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await Promise.all(
      [1, 2, 1, 2].map((page) => renderer.render(pdf, page, { scale: 400, format: 'png' })),
    );
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });

  it('replaces a worker whose job overruns the time limit and keeps serving', async () => {
    const impatient = createRenderer({ threads: 1, timeoutMs: 1 });
    const pdf = await rotatedCropped();
    await expect(impatient.render(pdf, 1, { scale: 800, format: 'png' })).rejects.toMatchObject({
      code: 'RENDER_TIMEOUT',
    });
    await impatient.close();
    await expect(impatient.render(pdf, 1)).rejects.toMatchObject({ code: 'RENDERER_CLOSED' });
  });

  /** Renders, each recording its name when it settles; answers the names in settling order. */
  async function settlingOrder(renders: [string, Promise<unknown>][]) {
    const order: string[] = [];
    await Promise.all(renders.map(([name, render]) => render.then(() => order.push(name))));
    return order;
  }

  it('renders high-priority pages before normal ones still queued', async () => {
    const single = createRenderer({ threads: 1 });
    try {
      await single.warm();
      const pdf = await rotatedCropped();
      const order = await settlingOrder([
        ['normal, running', single.render(pdf, 1, { scale: 400 })],
        ['normal, queued', single.render(pdf, 2, { scale: 100 })],
        ['high', single.render(pdf, 2, { scale: 50, priority: 'high' })],
      ]);
      expect(order).toEqual(['normal, running', 'high', 'normal, queued']);
      await expect(single.render(pdf, 1, { priority: 'low' as 'high' })).rejects.toMatchObject({
        code: 'INVALID_OPTION',
      });
    } finally {
      await single.close();
    }
  });

  it('keeps its priority threads for high-priority pages', async () => {
    const pool = createRenderer({ threads: 1, priorityThreads: 1 });
    try {
      await pool.warm();
      const pdf = await rotatedCropped();
      // The second normal page is tiny and a thread is idle, yet it waits for the first; the
      // high-priority page takes the idle thread at once.
      const order = await settlingOrder([
        ['normal, large', pool.render(pdf, 1, { scale: 800, format: 'png' })],
        ['normal, tiny', pool.render(pdf, 2, { scale: 10 })],
        ['high, tiny', pool.render(pdf, 2, { scale: 10, priority: 'high' })],
      ]);
      expect(order).toEqual(['high, tiny', 'normal, large', 'normal, tiny']);
    } finally {
      await pool.close();
    }
  });

  it('renderPage uses a shared pool and returns JPEG by default', async () => {
    const page = await renderPage(await rotatedCropped(), 2, 100);
    expect(page.contentType).toBe('image/jpeg');
    expect([page.width, page.height]).toEqual([800, 600]);
  });
});
