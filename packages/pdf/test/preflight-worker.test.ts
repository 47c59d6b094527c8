import { deflateSync } from 'node:zlib';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createRenderer, PreflightError } from '../src/index.ts';

const renderer = createRenderer({ threads: 1 });
afterAll(() => renderer.close());

/** A one-page file whose page content is a Flate stream of `bytes` zero bytes. */
async function withContent(bytes: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([200, 200]);
  const raw = document.context.stream(deflateSync(Buffer.alloc(bytes)), {
    Filter: 'FlateDecode',
  });
  page.node.set(document.context.obj('Contents') as never, document.context.register(raw));
  return document.save({ useObjectStreams: false });
}

describe('preflight on the render workers', () => {
  it('answers as preflight does, off the calling thread', async () => {
    const pdf = await withContent(1024);
    const result = await renderer.preflight(pdf);
    expect(result).toMatchObject({ normalized: false, pageCount: 1 });
    expect(result.pages[0]).toMatchObject({ width: 200, height: 200 });
    expect(Buffer.from(result.pdf).equals(Buffer.from(pdf))).toBe(true);
  });

  it('refuses with PreflightError and its code, and the event loop stays free meanwhile', async () => {
    const pdf = await withContent(64 * 1024 * 1024);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const refused = await renderer
      .preflight(pdf, { streamLimits: { perStream: 16 * 1024 * 1024, total: 1 << 30 } })
      .catch((error: unknown) => error);
    clearInterval(timer);
    expect(refused).toBeInstanceOf(PreflightError);
    expect((refused as PreflightError).code).toBe('PDF_INFLATES_TOO_LARGE');
    expect(ticks).toBeGreaterThan(0);
    const notPdf = await renderer.preflight(new Uint8Array([1, 2, 3])).catch((e: unknown) => e);
    expect((notPdf as PreflightError).code).toBe('PDF_NOT_PDF');
  });
});
