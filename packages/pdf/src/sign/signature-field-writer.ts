import {
  PDFArray,
  type PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';
import { SignError } from './errors.ts';
import type { IncrementalUpdate } from './incremental-update.ts';
import { findPage, type PageInfo } from './pages.ts';
import { type PdfReader, resolve, resolveDict } from './pdf-reader.ts';
import { acroForm, listFields, type SignatureField } from './signature-fields.ts';

/**
 * The signature field of a new signature: a new widget on a page, registered in the AcroForm,
 * or a pre-placed empty field taking the signature (§12.7.5.5).
 */

/** Widget flags Print (bit 3) and Locked (bit 8) (§12.5.3). */
const WIDGET_FLAGS = 4 | 128;

export interface WidgetAppearance {
  /** Adds the appearance XObject to the update and returns its reference. */
  build(
    update: IncrementalUpdate,
    size: { width: number; height: number },
    rotate: number,
  ): Promise<PDFRef>;
  /** Where a new widget goes; absent for an invisible signature. */
  page?: number;
  place?(page: PageInfo): { rect: [number, number, number, number] };
}

export function uniqueName(reader: PdfReader, base: string): string {
  const taken = new Set(listFields(reader).map((f) => f.name));
  for (let n = 1; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/** Writes the changed AcroForm: the new field appended to /Fields and /SigFlags 3 (§12.7.2). */
function registerField(reader: PdfReader, update: IncrementalUpdate, fieldRef: PDFRef) {
  const catalogRef = reader.trailer.get(PDFName.of('Root'));
  const catalog = resolveDict(reader, catalogRef);
  if (!(catalogRef instanceof PDFRef) || !catalog)
    throw new SignError('UNREADABLE_PDF', 'The document catalog is not an indirect dictionary');
  const formEntry = catalog.get(PDFName.of('AcroForm'));
  let form = acroForm(reader);
  if (!form) {
    form = reader.context.obj({});
    const formRef = update.allocate();
    update.set(formRef, form);
    catalog.set(PDFName.of('AcroForm'), formRef);
    update.set(catalogRef, catalog);
  } else if (formEntry instanceof PDFRef) {
    update.set(formEntry, form);
  } else {
    update.set(catalogRef, catalog);
  }
  appendTo(reader, update, form, 'Fields', fieldRef);
  const flags = resolve(reader, form.get(PDFName.of('SigFlags')));
  const current = flags instanceof PDFNumber ? flags.asNumber() : 0;
  form.set(PDFName.of('SigFlags'), PDFNumber.of(current | 3));
}

/** Appends `ref` to the array at `dict[key]`, rewriting whichever object holds the array. */
function appendTo(
  reader: PdfReader,
  update: IncrementalUpdate,
  dict: PDFDict,
  key: string,
  ref: PDFRef,
) {
  const entry = dict.get(PDFName.of(key));
  const array = resolve(reader, entry);
  if (entry instanceof PDFRef && array instanceof PDFArray) {
    array.push(ref);
    update.set(entry, array);
  } else if (array instanceof PDFArray) {
    array.push(ref);
  } else {
    dict.set(PDFName.of(key), reader.context.obj([ref]));
  }
}

export async function newField(
  reader: PdfReader,
  update: IncrementalUpdate,
  name: string,
  sigRef: PDFRef,
  appearance?: WidgetAppearance,
) {
  const pageNumber = appearance?.page ?? 1;
  const page = findPage(reader, pageNumber);
  const fieldRef = update.allocate();
  const field = reader.context.obj({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    T: /^[\x20-\x7e]*$/.test(name)
      ? PDFString.of(name.replace(/([\\()])/g, '\\$1'))
      : PDFHexString.fromText(name),
    V: sigRef,
    F: WIDGET_FLAGS,
    P: page.ref,
    Rect: [0, 0, 0, 0],
  });
  if (appearance?.place) {
    const { rect } = appearance.place(page);
    field.set(PDFName.of('Rect'), reader.context.obj(rect));
    const size =
      page.rotate % 180 === 0
        ? { width: rect[2] - rect[0], height: rect[3] - rect[1] }
        : { width: rect[3] - rect[1], height: rect[2] - rect[0] };
    const ap = await appearance.build(update, size, page.rotate);
    field.set(PDFName.of('AP'), reader.context.obj({ N: ap }));
  }
  update.set(fieldRef, field);
  const pageDict = page.dict;
  appendTo(reader, update, pageDict, 'Annots', fieldRef);
  update.set(page.ref, pageDict);
  registerField(reader, update, fieldRef);
}

export async function fillField(
  reader: PdfReader,
  update: IncrementalUpdate,
  field: SignatureField,
  sigRef: PDFRef,
  appearance?: WidgetAppearance,
) {
  if (field.value)
    throw new SignError(
      'FIELD_ALREADY_SIGNED',
      `fieldName: the field "${field.name}" is already signed`,
    );
  field.dict.set(PDFName.of('V'), sigRef);
  update.set(field.ref, field.dict);
  const widget = field.widgets[0];
  if (appearance && widget) {
    const rect = resolve(reader, widget.dict.get(PDFName.of('Rect')));
    const n = rect instanceof PDFArray ? rect.asArray().map((v) => resolve(reader, v)) : [];
    const [a = 0, b = 0, c = 0, d = 0] = n.map((v) => (v instanceof PDFNumber ? v.asNumber() : 0));
    const rotate = rotationOf(reader, resolveDict(reader, widget.dict.get(PDFName.of('P'))));
    const [width, height] =
      rotate % 180 === 0 ? [Math.abs(c - a), Math.abs(d - b)] : [Math.abs(d - b), Math.abs(c - a)];
    if (width > 0 && height > 0) {
      const ap = await appearance.build(update, { width, height }, rotate);
      widget.dict.set(PDFName.of('AP'), reader.context.obj({ N: ap }));
      update.set(widget.ref, widget.dict);
    }
  }
  // An empty field may live in an AcroForm without /SigFlags; signing must announce it (§12.7.2).
  const form = acroForm(reader);
  const formEntry = resolveDict(reader, reader.trailer.get(PDFName.of('Root')))?.get(
    PDFName.of('AcroForm'),
  );
  const flags = form && resolve(reader, form.get(PDFName.of('SigFlags')));
  if (form && (!(flags instanceof PDFNumber) || (flags.asNumber() & 3) !== 3)) {
    form.set(PDFName.of('SigFlags'), PDFNumber.of(3));
    const catalogRef = reader.trailer.get(PDFName.of('Root'));
    if (formEntry instanceof PDFRef) update.set(formEntry, form);
    else if (catalogRef instanceof PDFRef) update.set(catalogRef, resolveDict(reader, catalogRef)!);
  }
}

/** /Rotate of a page, inherited through /Parent (§7.7.3.4), as 0, 90, 180 or 270. */
function rotationOf(reader: PdfReader, page: PDFDict | undefined): number {
  let node = page;
  for (let depth = 0; node && depth < 64; depth++) {
    const value = resolve(reader, node.get(PDFName.of('Rotate')));
    if (value instanceof PDFNumber)
      return (((Math.round(value.asNumber() / 90) * 90) % 360) + 360) % 360;
    node = resolveDict(reader, node.get(PDFName.of('Parent')));
  }
  return 0;
}
