import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from '@cantoo/pdf-lib';
import type { IncrementalUpdate } from '../sign/incremental-update.ts';

/**
 * Copies an object graph built in a separate document (the stamp's fonts, images and content)
 * into an incremental update, giving every indirect object a fresh number after the file's last.
 */
export function importObject(
  object: PDFObject,
  from: PDFContext,
  update: IncrementalUpdate,
  map = new Map<number, PDFRef>(),
): PDFObject {
  const target = update.reader.context;
  if (object instanceof PDFRef) {
    const known = map.get(object.objectNumber);
    if (known) return known;
    const ref = update.allocate();
    map.set(object.objectNumber, ref);
    const value = from.lookup(object);
    update.set(ref, value ? importObject(value, from, update, map) : target.obj(null));
    return ref;
  }
  if (object instanceof PDFDict) {
    const copy = target.obj({});
    for (const [key, value] of object.entries())
      copy.set(key, importObject(value, from, update, map));
    return copy;
  }
  if (object instanceof PDFArray) {
    return target.obj(object.asArray().map((item) => importObject(item, from, update, map)));
  }
  if (object instanceof PDFStream) {
    const dict = importObject(object.dict, from, update, map) as PDFDict;
    dict.delete(PDFName.of('Length'));
    return PDFRawStream.of(dict, object.getContents());
  }
  return object;
}
