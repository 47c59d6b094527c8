import {
  PDFArray,
  type PDFDict,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';
import { type PdfReader, resolve, resolveDict } from './pdf-reader.ts';

export interface SignatureField {
  ref: PDFRef;
  dict: PDFDict;
  /** Fully qualified field name (§12.7.3.2). */
  name: string;
  /** The signature dictionary (/V), absent for an empty field. */
  value?: PDFDict;
  /** Widget annotations: the field itself when merged, else its kids. */
  widgets: { ref: PDFRef; dict: PDFDict }[];
}

export function textOf(object: PDFObject | undefined): string | undefined {
  return object instanceof PDFString || object instanceof PDFHexString
    ? object.decodeText()
    : undefined;
}

export function acroForm(reader: PdfReader): PDFDict | undefined {
  const catalog = resolveDict(reader, reader.trailer.get(PDFName.of('Root')));
  return resolveDict(reader, catalog?.get(PDFName.of('AcroForm')));
}

/** Every field in the AcroForm, terminal ones first-class, with loops in /Kids ignored. */
export function listFields(reader: PdfReader): (SignatureField & { type?: PDFName })[] {
  const fields = resolve(reader, acroForm(reader)?.get(PDFName.of('Fields')));
  const out: (SignatureField & { type?: PDFName })[] = [];
  const visited = new Set<number>();
  const walk = (ref: PDFObject, parentName: string, parentType: PDFName | undefined) => {
    if (!(ref instanceof PDFRef) || visited.has(ref.objectNumber)) return;
    visited.add(ref.objectNumber);
    const dict = resolveDict(reader, ref);
    if (!dict) return;
    const partial = textOf(resolve(reader, dict.get(PDFName.of('T'))));
    const name =
      partial === undefined ? parentName : parentName ? `${parentName}.${partial}` : partial;
    const ownType = resolve(reader, dict.get(PDFName.of('FT')));
    const type = ownType instanceof PDFName ? ownType : parentType;
    const kids = resolve(reader, dict.get(PDFName.of('Kids')));
    const kidDicts = kids instanceof PDFArray ? kids.asArray() : [];
    const fieldKids = kidDicts.filter((kid) => resolveDict(reader, kid)?.has(PDFName.of('T')));
    if (fieldKids.length > 0) {
      for (const kid of fieldKids) walk(kid, name, type);
      return;
    }
    const widgets =
      kidDicts.length > 0
        ? kidDicts.flatMap((kid) => {
            const widget = resolveDict(reader, kid);
            return kid instanceof PDFRef && widget ? [{ ref: kid, dict: widget }] : [];
          })
        : [{ ref, dict }];
    const value = resolveDict(reader, dict.get(PDFName.of('V')));
    out.push({ ref, dict, name, widgets, ...(type ? { type } : {}), ...(value ? { value } : {}) });
  };
  if (fields instanceof PDFArray) for (const field of fields.asArray()) walk(field, '', undefined);
  return out;
}

export function listSignatureFields(reader: PdfReader): SignatureField[] {
  return listFields(reader).filter((field) => field.type === PDFName.of('Sig'));
}
