import {
  PDFContext,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFObjectParser,
  PDFRawStream,
  PDFRef,
} from '@cantoo/pdf-lib';
import { loadFullParse } from './full-parse.ts';
import { ParseBudget, PdfSyntaxError } from './parse-budget.ts';
import { decodeStream } from './stream-decode.ts';
import {
  findStartxref,
  parseIndirectAt,
  readXref,
  skipWhitespace,
  type XrefEntry,
} from './xref.ts';

/**
 * Read access to an existing PDF for an incremental update. The fast path reads only the
 * cross-reference sections and the objects asked for, so signing costs what the update touches,
 * not the size of the document. Files whose cross-reference data does not hold up are read by a
 * full parse instead.
 */
export interface PdfReader {
  readonly bytes: Uint8Array;
  /** Where new objects are created (never written back into the original). */
  readonly context: PDFContext;
  readonly trailer: PDFDict;
  /** The first object number free for new objects. */
  readonly size: number;
  readonly startxref: number;
  readonly isXrefStream: boolean;
  lookup(ref: PDFRef): PDFObject | undefined;
}

export function resolve(reader: PdfReader, object: PDFObject | undefined): PDFObject | undefined {
  let current = object;
  for (let hops = 0; current instanceof PDFRef; hops++) {
    if (hops > 32) return undefined;
    current = reader.lookup(current);
  }
  return current;
}

export function resolveDict(reader: PdfReader, object: PDFObject | undefined): PDFDict | undefined {
  const value = resolve(reader, object);
  return value instanceof PDFDict ? value : undefined;
}

export function streamBytes(stream: PDFObject | undefined): Uint8Array | undefined {
  return stream instanceof PDFRawStream ? decodeStream(stream) : undefined;
}

export class XrefReader implements PdfReader {
  readonly context = PDFContext.create();
  readonly trailer: PDFDict;
  readonly size: number;
  readonly startxref: number;
  readonly isXrefStream: boolean;
  private readonly entries: Map<number, XrefEntry>;
  private readonly cache = new Map<number, PDFObject>();
  private readonly objectStreams = new Map<
    number,
    { data: Uint8Array; offsets: Map<number, number> }
  >();

  /** Every step of this reader's parse, from the cross-reference sections to each lookup. */
  private readonly budget: ParseBudget;

  constructor(
    readonly bytes: Uint8Array,
    budget = new ParseBudget(),
  ) {
    this.budget = budget;
    const index = readXref(bytes, this.context, budget);
    this.entries = index.entries;
    this.trailer = index.trailer;
    this.size = index.size;
    this.startxref = index.startxref;
    this.isXrefStream = index.isXrefStream;
  }

  lookup(ref: PDFRef): PDFObject | undefined {
    const cached = this.cache.get(ref.objectNumber);
    if (cached) return cached;
    this.budget.spend();
    const entry = this.entries.get(ref.objectNumber);
    let object: PDFObject | undefined;
    if (entry?.kind === 'offset') {
      object = parseIndirectAt(this.bytes, entry.offset, this.context, ref.objectNumber).object;
    } else if (entry?.kind === 'compressed') {
      object = this.fromObjectStream(entry.streamNumber, ref.objectNumber);
    }
    if (object) this.cache.set(ref.objectNumber, object);
    return object;
  }

  private fromObjectStream(streamNumber: number, objectNumber: number): PDFObject {
    let stream = this.objectStreams.get(streamNumber);
    if (!stream) {
      const raw = this.lookup(PDFRef.of(streamNumber));
      if (!(raw instanceof PDFRawStream))
        throw new Error(`object stream ${streamNumber} is missing`);
      const count = raw.dict.lookup(PDFName.of('N'), PDFNumber).asNumber();
      const first = raw.dict.lookup(PDFName.of('First'), PDFNumber).asNumber();
      const data = decodeStream(raw);
      // ISO 32000-1 §7.5.7: N pairs of integers precede /First, each pair at least 4 bytes.
      if (!Number.isSafeInteger(count) || count < 0 || !Number.isSafeInteger(first)) {
        throw new PdfSyntaxError(
          'OBJECT_STREAM_INVALID',
          `object stream ${streamNumber}: bad /N or /First`,
        );
      }
      if (first < 0 || first > data.length || count * 4 > first) {
        throw new PdfSyntaxError(
          'OBJECT_STREAM_INVALID',
          `object stream ${streamNumber} claims ${count} objects in ${first} bytes of index`,
        );
      }
      this.budget.spend(count);
      const numbers = new TextDecoder('latin1')
        .decode(data.subarray(0, first))
        .trim()
        .split(/\s+/)
        .map(Number);
      const offsets = new Map<number, number>();
      for (let i = 0; i < count; i++)
        offsets.set(numbers[2 * i] as number, first + (numbers[2 * i + 1] as number));
      stream = { data, offsets };
      this.objectStreams.set(streamNumber, stream);
    }
    const offset = stream.offsets.get(objectNumber);
    if (offset === undefined)
      throw new Error(`object ${objectNumber} is not in stream ${streamNumber}`);
    return PDFObjectParser.forBytes(stream.data.subarray(offset), this.context).parseObject();
  }
}

/** Reads through a full parse; used when the cross-reference data is damaged. */
class FullParseReader implements PdfReader {
  readonly context: PDFContext;
  readonly trailer: PDFDict;
  readonly size: number;
  readonly startxref: number;
  readonly isXrefStream: boolean;

  constructor(
    readonly bytes: Uint8Array,
    document: PDFDocument,
  ) {
    this.context = document.context;
    const info = this.context.trailerInfo;
    this.trailer = this.context.obj({});
    for (const [key, value] of Object.entries(info)) {
      if (value && key !== 'Size') this.trailer.set(PDFName.of(key), value);
    }
    this.size = this.context.largestObjectNumber + 1;
    this.startxref = findStartxref(bytes);
    const at = skipWhitespace(bytes, this.startxref);
    this.isXrefStream = new TextDecoder('latin1').decode(bytes.subarray(at, at + 4)) !== 'xref';
  }

  lookup(ref: PDFRef): PDFObject | undefined {
    return this.context.lookup(ref);
  }
}

function hasCatalog(reader: PdfReader): boolean {
  const root = resolveDict(reader, reader.trailer.get(PDFName.of('Root')));
  return (
    root?.get(PDFName.of('Type')) === PDFName.of('Catalog') ||
    root?.has(PDFName.of('Pages')) === true
  );
}

export async function openPdf(bytes: Uint8Array): Promise<PdfReader> {
  try {
    const reader = new XrefReader(bytes);
    if (hasCatalog(reader)) return reader;
  } catch {
    // Damaged cross-reference data: fall through to the full parse, which reconstructs it.
  }
  const document = await loadFullParse(bytes, {
    ignoreEncryption: true,
    updateMetadata: false,
    throwOnInvalidObject: false,
  });
  const reader = new FullParseReader(bytes, document);
  if (!hasCatalog(reader)) throw new Error('The PDF has no document catalog');
  return reader;
}
