import {
  PDFArray,
  PDFContext,
  type PDFDict,
  PDFName,
  type PDFObject,
  PDFRef,
} from '@cantoo/pdf-lib';
import { XrefReader } from '../sign/pdf-reader.ts';
import { readXref, type XrefEntry } from '../sign/xref.ts';
import {
  changedKeys,
  dictOf,
  reachable,
  resolveRef,
  safeLookup,
  serialise,
} from './object-graph.ts';
import { revisionEnds } from './revisions.ts';

/**
 * Kinds of change a later revision can make. Signatures, document time-stamps, the DSS, new
 * signature fields and metadata are always permitted additions (ETSI EN 319 142-1 §5.4; ISO
 * 32000-1 §12.8.2.2); form filling needs DocMDP P ≥ 2 or no certification, annotations P = 3 or
 * no certification; anything else is flagged.
 */
export type ModificationKind =
  | 'signature'
  | 'document-timestamp'
  | 'dss'
  | 'signature-field'
  | 'form'
  | 'metadata'
  | 'form-fill'
  | 'annotation'
  | 'page'
  | 'catalog'
  | 'deletion'
  | 'other';

export function isAllowed(kind: ModificationKind, docMdp: number | undefined): boolean {
  switch (kind) {
    case 'document-timestamp':
    case 'dss':
    case 'metadata':
      return true;
    case 'signature':
    case 'signature-field':
    case 'form':
    case 'form-fill':
      return docMdp === undefined || docMdp >= 2;
    case 'annotation':
      return docMdp === undefined || docMdp === 3;
    default:
      return false;
  }
}

const name = (key: string) => PDFName.of(key);
const sameEntry = (a: XrefEntry | undefined, b: XrefEntry | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);
const CATALOG_ADDITIONS: Record<string, ModificationKind> = {
  '/DSS': 'dss',
  '/AcroForm': 'form',
  '/Extensions': 'dss',
  '/Metadata': 'metadata',
};

const FORM_KEYS = new Set(['/Fields', '/SigFlags', '/DR', '/DA', '/NeedAppearances']);

interface Context {
  after: XrefReader;
  before: XrefReader;
  rootNumber: number | undefined;
  infoNumber: number | undefined;
  dss: Set<number>;
  appearances: Map<number, ModificationKind>;
}

function classify(number: number, context: Context): ModificationKind | undefined {
  const ref = PDFRef.of(number);
  const object = safeLookup(context.after, ref);
  const previous = safeLookup(context.before, ref);
  const dict = dictOf(object);
  const type = dict?.get(name('Type'));
  if (type === name('XRef') || type === name('ObjStm')) return undefined;
  // ISO 32000-2 §12.8.4.4: a VRI dictionary only ever serves the DSS, referenced or not.
  if (context.dss.has(number) || type === name('VRI')) return 'dss';
  if (context.appearances.has(number)) return context.appearances.get(number);
  if (number === context.infoNumber) return 'metadata';
  if (type === name('Metadata')) return 'metadata';
  if (!dict) return object instanceof PDFArray ? arrayKind(number, context) : 'other';
  if (dict.get(name('SubFilter')) === name('ETSI.RFC3161') || type === name('DocTimeStamp'))
    return 'document-timestamp';
  if (type === name('Sig') || dict.has(name('ByteRange'))) return 'signature';
  const previousDict = dictOf(previous);
  if (number === context.rootNumber) {
    const keys = previousDict ? changedKeys(previousDict, dict) : ['/Root'];
    const kinds = keys.map((key) => CATALOG_ADDITIONS[key] ?? 'catalog');
    return kinds.includes('catalog') ? 'catalog' : (kinds[0] ?? 'form');
  }
  if (
    dict.has(name('Fields')) &&
    (!previousDict || changedKeys(previousDict, dict).every((k) => FORM_KEYS.has(k)))
  ) {
    return 'form';
  }
  if (type === name('Page')) {
    const keys = previousDict ? changedKeys(previousDict, dict) : ['/Contents'];
    if (!keys.every((key) => key === '/Annots')) return 'page';
    return addedAnnotationsKind(
      resolveRef(context.before, previousDict?.get(name('Annots'))),
      resolveRef(context.after, dict.get(name('Annots'))),
      context.after,
    );
  }
  const isWidget = dict.get(name('Subtype')) === name('Widget');
  const fieldType = dict.get(name('FT'));
  if (fieldType === name('Sig') && !previous) return 'signature-field';
  if (fieldType === name('Sig')) return 'signature';
  if (fieldType || dict.has(name('T')) || isWidget) return previous ? 'form-fill' : 'form';
  if (type === name('Annot') || (dict.has(name('Subtype')) && dict.has(name('Rect'))))
    return 'annotation';
  return 'other';
}

/** An indirect array is a field list or an annotation list when something points at it as such. */
function arrayKind(number: number, context: Context): ModificationKind {
  const ref = PDFRef.of(number);
  const catalog = dictOf(safeLookup(context.after, PDFRef.of(context.rootNumber ?? 0)));
  const form = dictOf(
    catalog ? resolveRef(context.after, catalog.get(name('AcroForm'))) : undefined,
  );
  if (form?.get(name('Fields')) === ref) return 'form';
  return addedAnnotationsKind(
    safeLookup(context.before, ref),
    safeLookup(context.after, ref),
    context.after,
  );
}

/**
 * A page's /Annots list that only gained signature widgets belongs to adding a signature field,
 * which DocMDP P=2 permits; any other addition or removal is an annotation change.
 */
function addedAnnotationsKind(
  before: PDFObject | undefined,
  after: PDFObject | undefined,
  reader: XrefReader,
): ModificationKind {
  const entries = (list: PDFObject | undefined) =>
    list instanceof PDFArray ? list.asArray().map((item) => serialise(item)) : [];
  const old = new Set(entries(before));
  if (!(after instanceof PDFArray)) return 'annotation';
  const added = after.asArray().filter((item) => !old.has(serialise(item)));
  const kept = entries(after);
  if ([...old].some((item) => !kept.includes(item))) return 'annotation';
  const isSignatureWidget = (item: PDFObject) => {
    const widget = dictOf(resolveRef(reader, item));
    const parent = dictOf(resolveRef(reader, widget?.get(name('Parent'))));
    return (
      widget?.get(name('Subtype')) === name('Widget') &&
      (widget.get(name('FT')) ?? parent?.get(name('FT'))) === name('Sig')
    );
  };
  return added.length > 0 && added.every(isSignatureWidget) ? 'signature-field' : 'annotation';
}

/** Appearance streams and their resources belong to the annotation or field that shows them. */
function appearanceOwners(changed: number[], after: XrefReader): Map<number, ModificationKind> {
  const owners = new Map<number, ModificationKind>();
  for (const number of changed) {
    const dict = dictOf(safeLookup(after, PDFRef.of(number)));
    if (!dict?.has(name('AP'))) continue;
    const kind: ModificationKind =
      dict.get(name('FT')) === name('Sig') ? 'signature-field' : 'annotation';
    for (const owned of reachable(after, dict.get(name('AP')), new Set())) {
      if (owned !== number && !owners.has(owned)) owners.set(owned, kind);
    }
  }
  return owners;
}

/**
 * Objects that belong to the DSS in any later revision: a DSS update may replace VRI entries,
 * leaving the older ones unreferenced but still part of a permitted change.
 */
function securityStoreObjects(
  bytes: Uint8Array,
  revisionEnd: number,
  after: XrefReader,
  catalog: PDFDict | undefined,
) {
  const objects = reachable(after, catalog?.get(name('DSS')), new Set());
  for (const end of revisionEnds(bytes)) {
    if (end <= revisionEnd || end >= bytes.length) continue;
    try {
      const reader = new XrefReader(bytes.subarray(0, end));
      const root = dictOf(resolveRef(reader, reader.trailer.get(name('Root'))));
      const before = new Set<number>();
      for (const number of reachable(reader, root?.get(name('DSS')), before)) objects.add(number);
    } catch {
      // A revision that cannot be read on its own adds nothing here; the final view decides.
    }
  }
  return objects;
}

/**
 * What the revisions after `revisionEnd` changed, object by object, comparing the
 * cross-reference view of the signed revision with that of the whole file.
 */
export function modificationsAfter(
  bytes: Uint8Array,
  revisionEnd: number,
  docMdp: number | undefined,
) {
  const prefix = bytes.subarray(0, revisionEnd);
  const beforeEntries = readXref(prefix, PDFContext.create()).entries;
  const afterIndex = readXref(bytes, PDFContext.create());
  const changed: number[] = [];
  const deleted: number[] = [];
  for (const [number, entry] of afterIndex.entries) {
    if (sameEntry(entry, beforeEntries.get(number))) continue;
    if (entry.kind === 'free') {
      if (
        beforeEntries.get(number)?.kind !== undefined &&
        beforeEntries.get(number)?.kind !== 'free'
      )
        deleted.push(number);
    } else changed.push(number);
  }
  const after = new XrefReader(bytes);
  const before = new XrefReader(prefix);
  const root = afterIndex.trailer.get(name('Root'));
  const info = afterIndex.trailer.get(name('Info'));
  const catalog = dictOf(resolveRef(after, root));
  const context: Context = {
    after,
    before,
    rootNumber: root instanceof PDFRef ? root.objectNumber : undefined,
    infoNumber: info instanceof PDFRef ? info.objectNumber : undefined,
    dss: securityStoreObjects(bytes, revisionEnd, after, catalog),
    appearances: appearanceOwners(changed, after),
  };
  const kinds = new Set<ModificationKind>();
  const disallowed: string[] = [];
  for (const number of changed) {
    const kind = classify(number, context);
    if (!kind) continue;
    kinds.add(kind);
    if (!isAllowed(kind, docMdp)) disallowed.push(`object ${number} (${kind})`);
  }
  if (deleted.length > 0) {
    kinds.add('deletion');
    disallowed.push(...deleted.map((n) => `object ${n} (deleted)`));
  }
  return { kinds: [...kinds].sort(), allowed: disallowed.length === 0, disallowed };
}
