import { PDFContext, PDFDict, PDFName } from '@cantoo/pdf-lib';
import { resolve as resolveWith, XrefReader } from '../sign/pdf-reader.ts';
import { readXref, skipWhitespace } from '../sign/xref.ts';
import type { Resolver } from './page-tree.ts';

export interface StrictStructure {
  reader: XrefReader;
  catalog: PDFDict;
  resolve: Resolver;
}

const latin1 = new TextDecoder('latin1');

/**
 * Reads the file the way a careful reader does without repair: every cross-reference section
 * along /Prev must parse, and every in-use entry must point at the object it names (ISO 32000-1
 * §7.5.4, §7.5.8). Throws an Error describing the first fault; preflight then tries a repair.
 */
export function readStrictStructure(bytes: Uint8Array): StrictStructure {
  const reader = new XrefReader(bytes);
  const { entries } = readXref(bytes, PDFContext.create());
  for (const [number, entry] of entries) {
    if (entry.kind === 'offset') {
      if (entry.offset <= 0 || entry.offset >= bytes.length) {
        throw new Error(`object ${number} is listed at offset ${entry.offset}, outside the file`);
      }
      const at = skipWhitespace(bytes, entry.offset);
      const head = /^(\d+)\s+\d+\s+obj\b/.exec(latin1.decode(bytes.subarray(at, at + 32)));
      if (!head || Number(head[1]) !== number) {
        throw new Error(`the cross-reference entry of object ${number} points at the wrong place`);
      }
    } else if (entry.kind === 'compressed' && entries.get(entry.streamNumber)?.kind !== 'offset') {
      throw new Error(
        `object ${number} lives in object stream ${entry.streamNumber}, which is missing`,
      );
    }
  }
  const resolve: Resolver = (object) => resolveWith(reader, object);
  const catalog = resolve(reader.trailer.get(PDFName.of('Root')));
  if (!(catalog instanceof PDFDict) || !catalog.has(PDFName.of('Pages'))) {
    throw new Error('the trailer /Root is not a document catalog');
  }
  return { reader, catalog, resolve };
}
