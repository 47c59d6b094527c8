import {
  PDFArray,
  PDFDict,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from '@cantoo/pdf-lib';
import type { XrefReader } from '../sign/pdf-reader.ts';

/** Helpers to walk and compare PDF objects of one revision view. */

const name = (key: string) => PDFName.of(key);

export const serialise = (object: PDFObject | undefined) =>
  object === undefined ? '' : object.toString();

/** Objects reachable from `start` (following references), bounded to keep crafted graphs cheap. */
export function reachable(
  reader: XrefReader,
  start: PDFObject | undefined,
  into: Set<number>,
  limit = 50_000,
) {
  const stack: PDFObject[] = start ? [start] : [];
  while (stack.length > 0 && into.size < limit) {
    const object = stack.pop()!;
    if (object instanceof PDFRef) {
      if (into.has(object.objectNumber)) continue;
      into.add(object.objectNumber);
      const target = safeLookup(reader, object);
      if (target) stack.push(target);
    } else if (object instanceof PDFDict) stack.push(...object.values());
    else if (object instanceof PDFArray) stack.push(...object.asArray());
    else if (object instanceof PDFStream) stack.push(object.dict);
  }
  return into;
}

export function safeLookup(reader: XrefReader, ref: PDFRef): PDFObject | undefined {
  try {
    return reader.lookup(ref);
  } catch {
    return undefined;
  }
}

export function dictOf(object: PDFObject | undefined): PDFDict | undefined {
  if (object instanceof PDFDict) return object;
  if (object instanceof PDFRawStream) return object.dict;
  return undefined;
}

/** Keys whose values differ between two versions of a dictionary. */
export function changedKeys(before: PDFDict, after: PDFDict): string[] {
  const keys = new Set([...before.keys(), ...after.keys()].map((k) => k.asString()));
  return [...keys].filter(
    (key) => serialise(before.get(name(key.slice(1)))) !== serialise(after.get(name(key.slice(1)))),
  );
}

export function resolveRef(reader: XrefReader, object: PDFObject | undefined) {
  return object instanceof PDFRef ? safeLookup(reader, object) : object;
}
