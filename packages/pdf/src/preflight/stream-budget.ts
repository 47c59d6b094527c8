import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFObjectParser,
  PDFRef,
} from '@cantoo/pdf-lib';
import { unpredictPng } from '../sign/stream-decode.ts';
import { PreflightError } from './preflight-error.ts';
import {
  ascii85Bounded,
  asciiHexBounded,
  type Decoded,
  inflateBounded,
  lzwBounded,
  OverLimit,
  runLengthBounded,
} from './stream-filters.ts';

/**
 * Decompression bombs: a PDF of a few kilobytes can carry streams that decode to gigabytes (one
 * Flate layer reaches about 1 000:1, two a million to one; LZW and RunLength expand too). Every
 * reader of the file (preflight's object streams, pdf-lib, pdf.js when rendering) would hold the
 * decoded bytes. Before any of them runs, every stream is decoded here through its whole filter
 * chain, bounded, and the file is refused when one stream or all of them together pass these
 * limits.
 */
export interface StreamLimits {
  /** One stream at any stage of its chain (an A4 page scanned at 600 dpi in RGB is ≈ 100 MB). */
  perStream: number;
  /** All streams of the file together. */
  total: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  perStream: 256 * 1024 * 1024,
  total: 2 * 1024 * 1024 * 1024,
};

const FILTERS: Record<string, string> = {
  FlateDecode: 'Flate',
  Fl: 'Flate',
  LZWDecode: 'LZW',
  LZW: 'LZW',
  ASCIIHexDecode: 'AHx',
  AHx: 'AHx',
  ASCII85Decode: 'A85',
  A85: 'A85',
  RunLengthDecode: 'RL',
  RL: 'RL',
};

const latin1 = new TextDecoder('latin1');
const isSpace = (c: number | undefined) =>
  c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;

/** One stream as found: its dictionary (when readable) and where its data may begin. */
interface FoundStream {
  dict: PDFDict | undefined;
  starts: number[];
  keyword: number;
}

/**
 * Where the data of a `stream` keyword may begin. Readers differ: pdf-lib takes the data right
 * after `stream`, `stream\r`, `stream\n`, `stream\r\n` or `stream \r\n`; pdf.js after the end of
 * the keyword's line, whatever stands before it. Every such start is checked.
 */
function dataStarts(bytes: Uint8Array, keyword: number): number[] {
  const after = keyword + 6;
  const starts = new Set([after]);
  let at = after;
  while (bytes[at] === 0x20 || bytes[at] === 0x09) at++;
  if (bytes[at] === 0x0d) at++;
  if (bytes[at] === 0x0a) at++;
  starts.add(at);
  let line = after;
  while (line < bytes.length && bytes[line] !== 0x0a && bytes[line] !== 0x0d) line++;
  if (bytes[line] === 0x0d) line++;
  if (bytes[line] === 0x0a) line++;
  starts.add(line);
  return [...starts].filter((start) => start <= bytes.length);
}

/** The dictionary that ends right before `keyword` (white space between), if it parses. */
function dictionaryBefore(bytes: Uint8Array, keyword: number, context: PDFContext) {
  let end = keyword;
  while (end > 0 && isSpace(bytes[end - 1])) end--;
  if (bytes[end - 1] !== 0x3e || bytes[end - 2] !== 0x3e) return undefined;
  let depth = 0;
  for (let at = end - 2; at > 0 && end - at < 64 * 1024; at--) {
    if (bytes[at] === 0x3e && bytes[at + 1] === 0x3e) depth++;
    else if (bytes[at] === 0x3c && bytes[at + 1] === 0x3c) {
      depth--;
      if (depth === 0) {
        try {
          const dict = PDFObjectParser.forBytes(bytes.subarray(at, end), context).parseObject();
          return dict instanceof PDFDict ? dict : undefined;
        } catch {
          return undefined;
        }
      }
    }
  }
  return undefined;
}

function* streamsOf(bytes: Uint8Array, text: string): Generator<FoundStream> {
  const context = PDFContext.create();
  for (let at = text.indexOf('stream'); at >= 0; at = text.indexOf('stream', at + 6)) {
    if (text.startsWith('end', at - 3)) continue;
    yield {
      dict: dictionaryBefore(bytes, at, context),
      starts: dataStarts(bytes, at),
      keyword: at,
    };
  }
}

/** Resolves `N G R` by the object's header in the file (the cross-reference data may be broken). */
function resolver(bytes: Uint8Array, text: string) {
  const context = PDFContext.create();
  return (value: PDFObject | undefined): PDFObject | undefined => {
    if (!(value instanceof PDFRef)) return value;
    const header = new RegExp(
      `(?:^|\\D)${value.objectNumber}\\s+${value.generationNumber}\\s+obj\\b`,
    );
    const match = header.exec(text);
    if (!match) return undefined;
    const from = match.index + match[0].length;
    try {
      return PDFObjectParser.forBytes(bytes.subarray(from, from + 4096), context).parseObject();
    } catch {
      return undefined;
    }
  };
}

type Resolve = ReturnType<typeof resolver>;

function chainOf(dict: PDFDict | undefined, resolve: Resolve) {
  if (!dict) return { names: ['Flate'], params: [] as (PDFDict | undefined)[] };
  const filter = resolve(dict.get(PDFName.of('Filter')));
  const parms = resolve(dict.get(PDFName.of('DecodeParms')));
  const list = filter instanceof PDFArray ? filter.asArray().map(resolve) : filter ? [filter] : [];
  const paramList = parms instanceof PDFArray ? parms.asArray().map(resolve) : [parms];
  const names: string[] = [];
  const params: (PDFDict | undefined)[] = [];
  for (const [i, item] of list.entries()) {
    const name = item instanceof PDFName ? FILTERS[item.decodeText()] : undefined;
    // Image codecs (DCT, JPX, CCITT, JBIG2) and Crypt end what is decoded here.
    if (!name) break;
    names.push(name);
    const param = paramList[i];
    params.push(param instanceof PDFDict ? param : undefined);
  }
  return { names, params };
}

/** Where the stream's data may end: after /Length bytes, or at the next `endstream`. */
function dataEnd(
  bytes: Uint8Array,
  text: string,
  found: FoundStream,
  start: number,
  resolve: Resolve,
) {
  const marker = text.indexOf('endstream', start);
  const length = resolve(found.dict?.get(PDFName.of('Length')));
  const byLength = length instanceof PDFNumber ? start + Math.max(0, length.asNumber()) : 0;
  return Math.min(bytes.length, Math.max(marker < 0 ? bytes.length : marker, byLength));
}

function number(params: PDFDict | undefined, key: string, fallback: number): number {
  const value = params?.get(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : fallback;
}

async function decodeStage(
  name: string,
  input: Uint8Array,
  limit: number,
  keep: boolean,
  params?: PDFDict,
): Promise<Decoded> {
  let out: Decoded;
  if (name === 'Flate') out = await inflateBounded(input, limit, keep);
  else if (name === 'LZW') out = lzwBounded(input, limit, keep, number(params, 'EarlyChange', 1));
  else if (name === 'AHx') out = asciiHexBounded(input, limit, keep);
  else if (name === 'A85') out = ascii85Bounded(input, limit, keep);
  else out = runLengthBounded(input, limit, keep);
  // PNG predictors (§7.4.4.4) only shrink the data, but the next stage reads it unpredicted.
  if (out.bytes && (name === 'Flate' || name === 'LZW') && number(params, 'Predictor', 1) >= 10) {
    const colors = number(params, 'Colors', 1) * number(params, 'BitsPerComponent', 8);
    const bpp = Math.ceil(colors / 8);
    const columns = Math.min(number(params, 'Columns', 1), limit);
    if (columns >= 1 && bpp >= 1) out = { ...out, bytes: unpredictPng(out.bytes, columns, bpp) };
  }
  return out;
}

/** The largest size the stream reaches at any stage of its chain, from any of its starts. */
async function decodedSize(
  bytes: Uint8Array,
  text: string,
  found: FoundStream,
  resolve: Resolve,
  limit: number,
): Promise<number> {
  const { names, params } = chainOf(found.dict, resolve);
  let largest = 0;
  for (const start of found.starts) {
    // Flate data ends by itself, so it is fed to the end of the file: a fake `endstream` inside
    // it or a wrong /Length cannot hide its tail from the count.
    const end = names[0] === 'Flate' ? bytes.length : dataEnd(bytes, text, found, start, resolve);
    let data: Uint8Array | undefined = bytes.subarray(start, end);
    largest = Math.max(largest, names.length === 0 ? data.length : 0);
    for (const [i, name] of names.entries()) {
      if (!data || data.length === 0) break;
      const keep = i < names.length - 1;
      const out: Decoded = await decodeStage(name, data, limit, keep, params[i]);
      largest = Math.max(largest, out.size);
      data = out.bytes;
    }
  }
  return largest;
}

/** Throws PreflightError PDF_INFLATES_TOO_LARGE when the file's streams decode past `limits`. */
export async function checkStreamBudget(
  pdf: Uint8Array,
  limits: StreamLimits = DEFAULT_STREAM_LIMITS,
): Promise<void> {
  const text = latin1.decode(pdf);
  const resolve = resolver(pdf, text);
  let total = 0;
  for (const found of streamsOf(pdf, text)) {
    let size: number;
    try {
      size = await decodedSize(pdf, text, found, resolve, limits.perStream);
    } catch (error) {
      if (!(error instanceof OverLimit)) throw error;
      throw new PreflightError(
        'PDF_INFLATES_TOO_LARGE',
        `The stream at byte ${found.keyword} decodes past the limit for one stream`,
      );
    }
    total += size;
    if (total > limits.total) {
      throw new PreflightError(
        'PDF_INFLATES_TOO_LARGE',
        `The streams up to byte ${found.keyword} decode past the limit for the whole file`,
      );
    }
  }
}
