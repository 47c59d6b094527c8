import { deflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFContentStream,
  type PDFDict,
  type PDFDocument,
  PDFName,
  type PDFPage,
  PDFRawStream,
  PDFRef,
} from '@cantoo/pdf-lib';
import type { WidgetAppearance } from '../sign/append-signature.ts';
import { SignError } from '../sign/errors.ts';
import { displayedSize, placeOnPage } from '../sign/placement.ts';
import { decodeStream } from '../sign/stream-decode.ts';
import { importObject } from './import-objects.ts';
import { checkAppearance, drawStamp, stampSize } from './stamp-page.ts';
import type { VisualSignatureAppearance } from './types.ts';

const ROTATIONS: Record<number, number[]> = {
  0: [1, 0, 0, 1, 0, 0],
  90: [0, 1, -1, 0, 0, 0],
  180: [-1, 0, 0, -1, 0, 0],
  270: [0, -1, 1, 0, 0, 0],
};

/** The drawn page's operators, with every content stream decoded and joined. */
export function pageContent(doc: PDFDocument, page: PDFPage): Uint8Array {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const parts = refs.map((ref) => {
    const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
    if (stream instanceof PDFContentStream) return stream.getUnencodedContents();
    if (stream instanceof PDFRawStream) return decodeStream(stream);
    return new Uint8Array();
  });
  return Buffer.concat(parts.flatMap((p) => [p, Buffer.from('\n')]));
}

/** The stamp as a signature widget's normal appearance, placed as the viewer shows the page. */
export function stampWidget(appearance: VisualSignatureAppearance): WidgetAppearance {
  checkAppearance(appearance);
  const { width, height } = stampSize(appearance);
  return {
    page: appearance.page,
    place(page) {
      const shown = displayedSize(page);
      if (
        appearance.x + width > shown.width + 0.01 ||
        appearance.y + height > shown.height + 0.01
      ) {
        throw new SignError(
          'INVALID_OPTION',
          `appearance: a ${width}×${height} stamp at (${appearance.x}, ${appearance.y}) does not fit page ${appearance.page} (${Math.round(shown.width)}×${Math.round(shown.height)} pt)`,
        );
      }
      return placeOnPage(page, appearance.x, appearance.y, width, height);
    },
    async build(update, size, rotate) {
      const { doc, page } = await drawStamp(appearance, size.width, size.height);
      await doc.flush();
      const resources = page.node.Resources() as PDFDict;
      const map = new Map<number, PDFRef>();
      const context = update.reader.context;
      const form = context.obj({
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [0, 0, size.width, size.height],
        Matrix: ROTATIONS[rotate] ?? ROTATIONS[0]!,
        Filter: 'FlateDecode',
      });
      form.set(PDFName.of('Resources'), importObject(resources, doc.context, update, map));
      const ref = update.allocate();
      update.set(ref, PDFRawStream.of(form, deflateSync(pageContent(doc, page))));
      return ref;
    },
  };
}
