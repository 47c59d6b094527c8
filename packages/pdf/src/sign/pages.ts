import {
  PDFArray,
  type PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRef,
} from '@cantoo/pdf-lib';
import { SignError } from './errors.ts';
import { type PdfReader, resolve, resolveDict } from './pdf-reader.ts';

export interface PageInfo {
  ref: PDFRef;
  dict: PDFDict;
  /** Page rotation in degrees clockwise: 0, 90, 180 or 270 (§7.7.3.3). */
  rotate: number;
  /** The visible region [x0, y0, x1, y1] in default user space: CropBox within MediaBox. */
  cropBox: [number, number, number, number];
}

function inherited(
  reader: PdfReader,
  page: PDFDict,
  key: string,
  ancestors: PDFDict[],
): PDFObject | undefined {
  for (const node of [page, ...ancestors]) {
    const value = resolve(reader, node.get(PDFName.of(key)));
    if (value !== undefined) return value;
  }
  return undefined;
}

function box(
  reader: PdfReader,
  value: PDFObject | undefined,
): [number, number, number, number] | undefined {
  if (!(value instanceof PDFArray) || value.size() !== 4) return undefined;
  const n = value.asArray().map((v) => resolve(reader, v));
  if (!n.every((v) => v instanceof PDFNumber)) return undefined;
  const [a, b, c, d] = n.map((v) => (v as PDFNumber).asNumber()) as [
    number,
    number,
    number,
    number,
  ];
  return [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
}

/** Finds page `pageNumber` (1-based) by walking the page tree, guarding against loops. */
export function findPage(reader: PdfReader, pageNumber: number): PageInfo {
  const catalog = resolveDict(reader, reader.trailer.get(PDFName.of('Root')));
  const rootRef = catalog?.get(PDFName.of('Pages'));
  let remaining = pageNumber;
  const visited = new Set<number>();
  const walk = (ref: PDFObject | undefined, ancestors: PDFDict[]): PageInfo | undefined => {
    if (!(ref instanceof PDFRef) || visited.has(ref.objectNumber)) return undefined;
    visited.add(ref.objectNumber);
    const node = resolveDict(reader, ref);
    if (!node) return undefined;
    const kids = resolve(reader, node.get(PDFName.of('Kids')));
    if (node.get(PDFName.of('Type')) === PDFName.of('Pages') || kids instanceof PDFArray) {
      const count = resolve(reader, node.get(PDFName.of('Count')));
      if (count instanceof PDFNumber && count.asNumber() < remaining && ancestors.length > 0) {
        remaining -= count.asNumber();
        return undefined;
      }
      if (!(kids instanceof PDFArray)) return undefined;
      for (const kid of kids.asArray()) {
        const found = walk(kid, [node, ...ancestors]);
        if (found || remaining <= 0) return found;
      }
      return undefined;
    }
    remaining--;
    if (remaining > 0) return undefined;
    const media = box(reader, inherited(reader, node, 'MediaBox', ancestors)) ?? [0, 0, 612, 792];
    const crop = box(reader, inherited(reader, node, 'CropBox', ancestors)) ?? media;
    const clipped: [number, number, number, number] = [
      Math.max(crop[0], media[0]),
      Math.max(crop[1], media[1]),
      Math.min(crop[2], media[2]),
      Math.min(crop[3], media[3]),
    ];
    const rotation = inherited(reader, node, 'Rotate', ancestors);
    const degrees = rotation instanceof PDFNumber ? rotation.asNumber() : 0;
    return {
      ref,
      dict: node,
      rotate: (((Math.round(degrees / 90) * 90) % 360) + 360) % 360,
      cropBox: clipped,
    };
  };
  const page = pageNumber >= 1 ? walk(rootRef, []) : undefined;
  if (!page)
    throw new SignError(
      'PAGE_OUT_OF_RANGE',
      `appearance.page: the document has no page ${pageNumber}`,
    );
  return page;
}
