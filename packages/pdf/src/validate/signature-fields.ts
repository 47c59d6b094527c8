import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';

type Resolver = (object: PDFObject | undefined) => PDFObject | undefined;

export interface SignatureField {
  /** Fully qualified field name (ISO 32000-1 §12.7.3.2: partial names joined by periods). */
  fieldName: string;
  /** The signature dictionary (/V), or undefined for an empty signature field. */
  value: PDFDict | undefined;
  /** Object number of the signature dictionary when it is indirect. */
  valueRef: PDFRef | undefined;
  /** Object number of the field dictionary when it is indirect. */
  fieldRef: PDFRef | undefined;
}

/** Limits a crafted /Kids loop or bomb in the field tree (the page tree has its own guard). */
const MAX_FIELDS = 100_000;

export function textOf(object: PDFObject | undefined): string | undefined {
  if (object instanceof PDFString || object instanceof PDFHexString) return object.decodeText();
  return undefined;
}

/** Every signature field of the AcroForm, in field-tree order, walked without recursion. */
export function signatureFields(catalog: PDFDict, resolve: Resolver): SignatureField[] {
  const form = resolve(catalog.get(PDFName.of('AcroForm')));
  if (!(form instanceof PDFDict)) return [];
  const top = resolve(form.get(PDFName.of('Fields')));
  if (!(top instanceof PDFArray)) return [];
  const found: SignatureField[] = [];
  const seen = new Set<PDFDict>();
  type Pending = { entry: PDFObject; prefix: string; type: PDFObject | undefined };
  const stack: Pending[] = top
    .asArray()
    .map((entry) => ({ entry, prefix: '', type: undefined }))
    .reverse();
  while (stack.length > 0 && seen.size < MAX_FIELDS) {
    const { entry, prefix, type: inheritedType } = stack.pop()!;
    const field = resolve(entry);
    if (!(field instanceof PDFDict) || seen.has(field)) continue;
    seen.add(field);
    const partial = textOf(resolve(field.get(PDFName.of('T'))));
    const name = partial === undefined ? prefix : prefix ? `${prefix}.${partial}` : partial;
    const type = resolve(field.get(PDFName.of('FT'))) ?? inheritedType;
    const kids = resolve(field.get(PDFName.of('Kids')));
    const childFields =
      kids instanceof PDFArray
        ? kids.asArray().filter((kid) => {
            const dict = resolve(kid);
            return dict instanceof PDFDict && dict.has(PDFName.of('T'));
          })
        : [];
    if (childFields.length > 0) {
      for (let i = childFields.length - 1; i >= 0; i--) {
        stack.push({ entry: childFields[i]!, prefix: name, type });
      }
      continue;
    }
    if (type !== PDFName.of('Sig')) continue;
    const rawValue = field.get(PDFName.of('V'));
    const value = resolve(rawValue);
    found.push({
      fieldName: name,
      value: value instanceof PDFDict ? value : undefined,
      valueRef: rawValue instanceof PDFRef ? rawValue : undefined,
      fieldRef: entry instanceof PDFRef ? entry : undefined,
    });
  }
  return found;
}

/** A signature dictionary that holds an actual signature, not a pre-allocated placeholder. */
export function isFilledSignature(value: PDFDict | undefined, resolve: Resolver): boolean {
  if (!value) return false;
  const byteRange = resolve(value.get(PDFName.of('ByteRange')));
  const contents = value.get(PDFName.of('Contents'));
  if (!(byteRange instanceof PDFArray) || byteRange.size() < 4) return false;
  if (!(contents instanceof PDFHexString || contents instanceof PDFString)) return false;
  const bytes = contents.asBytes();
  return bytes.some((b) => b !== 0);
}
