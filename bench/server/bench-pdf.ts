import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';

/** Bytes from SHA-256 in counter mode: incompressible, and the same in every run. */
function noise(seed: string, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let offset = 0, counter = 0; offset < length; counter++) {
    const block = createHash('sha256').update(`${seed}:${counter}`).digest();
    out.set(block.subarray(0, Math.min(32, length - offset)), offset);
    offset += 32;
  }
  return out;
}

/** 20 A4 pages, each with a line of text and a grey noise image: 1 MB, byte-identical each run. */
export async function benchPdf(): Promise<Uint8Array> {
  const pages = 20;
  const side = Math.floor(Math.sqrt(1_000_000 / pages));
  const fixed = new Date('2026-01-01T00:00:00Z');
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index++) {
    const page = doc.addPage([595, 842]);
    const image = doc.context.register(
      doc.context.stream(noise(`page-${index}`, side * side), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: side,
        Height: side,
        ColorSpace: 'DeviceGray',
        BitsPerComponent: 8,
      }),
    );
    const name = page.node.newXObject('Noise', image);
    page.drawText(`Signing benchmark, page ${index + 1} of ${pages}`, {
      x: 50,
      y: 780,
      size: 18,
      font,
    });
    const content = doc.context.stream(`q 400 0 0 400 97 300 cm ${name.toString()} Do Q`);
    page.node.addContentStream(doc.context.register(content));
  }
  return doc.save();
}
