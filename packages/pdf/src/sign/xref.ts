import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFObjectParser,
  PDFRawStream,
} from '@cantoo/pdf-lib';
import { ParseBudget, PdfSyntaxError } from './parse-budget.ts';
import { decodeStream } from './stream-decode.ts';

/** Where an object's newest version lives (ISO 32000-1 §7.5.4 and §7.5.8). */
export type XrefEntry =
  | { kind: 'offset'; offset: number; generation: number }
  | { kind: 'compressed'; streamNumber: number; index: number }
  | { kind: 'free' };

export interface XrefIndex {
  entries: Map<number, XrefEntry>;
  /** The newest trailer (or xref stream dictionary), with Root/Info/ID/Encrypt taken from older ones when absent. */
  trailer: PDFDict;
  startxref: number;
  /** Whether the newest section is a cross-reference stream. */
  isXrefStream: boolean;
  size: number;
}

const ascii = new TextDecoder('latin1');

export function findStartxref(bytes: Uint8Array): number {
  const tail = ascii.decode(bytes.subarray(Math.max(0, bytes.length - 4096)));
  const at = tail.lastIndexOf('startxref');
  if (at < 0) throw new Error('no startxref');
  const match = /^startxref\s+(\d+)/.exec(tail.slice(at));
  if (!match) throw new Error('unreadable startxref');
  return Number(match[1]);
}

export function skipWhitespace(bytes: Uint8Array, at: number): number {
  let i = at;
  for (
    let c = bytes[i];
    c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
    c = bytes[++i]
  );
  return i;
}

/** Parses `N G obj` at `at` and returns the object after it, checking the object number. */
export function parseIndirectAt(
  bytes: Uint8Array,
  at: number,
  context: PDFContext,
  expected?: number,
) {
  const start = skipWhitespace(bytes, at);
  const head = /^(\d+)\s+(\d+)\s+obj\b/.exec(ascii.decode(bytes.subarray(start, start + 40)));
  if (!head) throw new Error(`no object header at offset ${at}`);
  const number = Number(head[1]);
  if (expected !== undefined && number !== expected) {
    throw new Error(`offset ${at} holds object ${number}, not ${expected}`);
  }
  const parser = PDFObjectParser.forBytes(bytes.subarray(start + head[0].length), context);
  return { number, generation: Number(head[2]), object: parser.parseObject() };
}

function put(entries: Map<number, XrefEntry>, number: number, entry: XrefEntry) {
  if (!entries.has(number)) entries.set(number, entry);
}

const invalid = (message: string) => new PdfSyntaxError('XREF_INVALID', message);

function integers(value: PDFObject | undefined, what: string): number[] {
  if (!(value instanceof PDFArray)) throw invalid(`the xref stream's ${what} is not an array`);
  return value.asArray().map((item) => {
    const n = item instanceof PDFNumber ? item.asNumber() : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 0) {
      throw invalid(`the xref stream's ${what} holds ${String(item)}, not a whole number ≥ 0`);
    }
    return n;
  });
}

/**
 * ISO 32000-1 §7.5.8.2: /W gives three field widths in bytes. The offset field cannot be empty
 * (every entry would point at byte 0) and no field is wider than 8 bytes; /Index holds pairs,
 * and the data must hold every entry they announce, so a few bytes cannot claim millions.
 */
export function checkedLayout(dict: PDFDict, dataLength: number) {
  const widths = integers(dict.lookup(PDFName.of('W')), '/W');
  if (widths.length !== 3) throw invalid(`/W has ${widths.length} widths, not 3`);
  const [w0, w1, w2] = widths as [number, number, number];
  if (w1 === 0 || widths.some((w) => w > 8)) {
    throw invalid(`/W [${widths.join(' ')}] is not a possible layout of entries`);
  }
  const size = dict.lookup(PDFName.of('Size'));
  const sizeValue = size instanceof PDFNumber ? size.asNumber() : -1;
  if (!Number.isSafeInteger(sizeValue) || sizeValue < 0) throw invalid('/Size is not a count');
  const index = dict.lookup(PDFName.of('Index'));
  const ranges = index === undefined ? [0, sizeValue] : integers(index, '/Index');
  if (ranges.length % 2 !== 0) throw invalid('/Index does not hold pairs');
  let count = 0;
  for (let r = 1; r < ranges.length; r += 2) count += ranges[r] as number;
  const row = w0 + w1 + w2;
  if (count * row > dataLength) {
    throw invalid(`the xref stream announces ${count} entries but holds ${dataLength} bytes`);
  }
  return { w0, w1, w2, ranges };
}

function readTable(
  bytes: Uint8Array,
  at: number,
  entries: Map<number, XrefEntry>,
  context: PDFContext,
  budget: ParseBudget,
) {
  const end = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).indexOf('trailer', at) - at;
  if (end < 0) throw new Error('xref table without trailer');
  const lines = ascii.decode(bytes.subarray(at + 4, at + end)).split(/\r\n|\r|\n/);
  let number = 0;
  budget.spend(lines.length);
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const parts = line.split(/\s+/);
    if (parts.length === 2) {
      number = Number(parts[0]);
      continue;
    }
    if (parts.length !== 3) throw new Error(`bad xref line "${line}"`);
    const [offset, generation, kind] = parts;
    put(
      entries,
      number,
      kind === 'n'
        ? { kind: 'offset', offset: Number(offset), generation: Number(generation) }
        : { kind: 'free' },
    );
    number++;
  }
  const parser = PDFObjectParser.forBytes(bytes.subarray(at + end + 7), context);
  const trailer = parser.parseObject();
  if (!(trailer instanceof PDFDict)) throw new Error('trailer is not a dictionary');
  return trailer;
}

function readStream(
  bytes: Uint8Array,
  at: number,
  entries: Map<number, XrefEntry>,
  context: PDFContext,
  budget: ParseBudget,
) {
  const { object } = parseIndirectAt(bytes, at, context);
  if (!(object instanceof PDFRawStream)) throw new Error('xref offset holds no stream');
  const dict = object.dict;
  const data = decodeStream(object);
  const { w0, w1, w2, ranges } = checkedLayout(dict, data.length);
  const field = (pos: number, width: number) => {
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + (data[pos + i] as number);
    return value;
  };
  let pos = 0;
  for (let r = 0; r + 1 < ranges.length; r += 2) {
    const first = ranges[r] as number;
    const count = ranges[r + 1] as number;
    budget.spend(count);
    for (let i = 0; i < count; i++) {
      const type = w0 === 0 ? 1 : field(pos, w0);
      const a = field(pos + w0, w1);
      const b = field(pos + w0 + w1, w2);
      pos += w0 + w1 + w2;
      if (type === 1) put(entries, first + i, { kind: 'offset', offset: a, generation: b });
      else if (type === 2)
        put(entries, first + i, { kind: 'compressed', streamNumber: a, index: b });
      else if (type === 0) put(entries, first + i, { kind: 'free' });
    }
  }
  return dict;
}

const INHERITED = ['Root', 'Info', 'ID', 'Encrypt'] as const;

/** Reads every cross-reference section from the newest back along /Prev. */
export function readXref(
  bytes: Uint8Array,
  context: PDFContext,
  budget = new ParseBudget(),
): XrefIndex {
  const startxref = findStartxref(bytes);
  const entries = new Map<number, XrefEntry>();
  const visited = new Set<number>();
  let trailer: PDFDict | undefined;
  let isXrefStream = false;
  let size = 0;
  for (let at: number | undefined = startxref; at !== undefined; ) {
    if (visited.has(at) || at >= bytes.length) throw new Error(`bad /Prev offset ${at}`);
    visited.add(at);
    const start = skipWhitespace(bytes, at);
    const isTable = ascii.decode(bytes.subarray(start, start + 4)) === 'xref';
    const dict: PDFDict = isTable
      ? readTable(bytes, start, entries, context, budget)
      : readStream(bytes, at, entries, context, budget);
    if (isTable) {
      const hybrid = dict.lookup(PDFName.of('XRefStm'));
      if (hybrid instanceof PDFNumber) {
        readStream(bytes, hybrid.asNumber(), entries, context, budget);
      }
    }
    if (!trailer) {
      trailer = dict;
      isXrefStream = !isTable;
    } else {
      for (const key of INHERITED) {
        if (!trailer.has(PDFName.of(key)) && dict.has(PDFName.of(key)))
          trailer.set(PDFName.of(key), dict.get(PDFName.of(key))!);
      }
    }
    size = Math.max(size, dict.lookupMaybe(PDFName.of('Size'), PDFNumber)?.asNumber() ?? 0);
    const prev: PDFObject | undefined = dict.lookup(PDFName.of('Prev'));
    at = prev instanceof PDFNumber ? prev.asNumber() : undefined;
  }
  if (!trailer) throw new Error('no trailer');
  for (const number of entries.keys()) size = Math.max(size, number + 1);
  return { entries, trailer, startxref, isXrefStream, size };
}
