import { inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFRawStream,
} from '@cantoo/pdf-lib';
import { PdfSyntaxError } from './parse-budget.ts';

/** The most one stream may decode to here (preflight refuses files past the same limit). */
export const MAX_DECODED_STREAM = 256 * 1024 * 1024;

/** Undoes the PNG predictors of ISO 32000-1 §7.4.4.4 (Predictor ≥ 10), row by row. */
export function unpredictPng(data: Uint8Array, columns: number, bytesPerPixel: number): Uint8Array {
  const rowLength = columns * bytesPerPixel;
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = new Uint8Array(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLength + 1)];
    const src = r * (rowLength + 1) + 1;
    const dst = r * rowLength;
    for (let i = 0; i < rowLength; i++) {
      const raw = data[src + i] as number;
      const left = i >= bytesPerPixel ? (out[dst + i - bytesPerPixel] as number) : 0;
      const up = r > 0 ? (out[dst - rowLength + i] as number) : 0;
      const upLeft =
        r > 0 && i >= bytesPerPixel ? (out[dst - rowLength + i - bytesPerPixel] as number) : 0;
      let predicted = 0;
      if (type === 1) predicted = left;
      else if (type === 2) predicted = up;
      else if (type === 3) predicted = (left + up) >> 1;
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      out[dst + i] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

/**
 * Decodes a stream's data. Flate with PNG predictors (what cross-reference and object streams
 * use) is handled here; other filter chains go through pdf-lib's decoders.
 */
export function decodeStream(stream: PDFRawStream): Uint8Array {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const single = filter instanceof PDFArray && filter.size() === 1 ? filter.get(0) : filter;
  if (single !== PDFName.of('FlateDecode')) return decodePDFRawStream(stream).decode();
  let data: Uint8Array;
  try {
    data = inflateSync(stream.contents, { maxOutputLength: MAX_DECODED_STREAM });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new PdfSyntaxError(
        'STREAM_TOO_LARGE',
        'A stream decodes past the limit for one stream',
      );
    }
    data = decodePDFRawStream(stream).decode();
  }
  let params = stream.dict.lookup(PDFName.of('DecodeParms'));
  if (params instanceof PDFArray) params = params.lookup(0);
  if (!(params instanceof PDFDict)) return data;
  const number = (key: string, fallback: number) =>
    params.lookupMaybe(PDFName.of(key), PDFNumber)?.asNumber() ?? fallback;
  const predictor = number('Predictor', 1);
  if (predictor < 10) {
    if (predictor === 1) return data;
    throw new Error(`Unsupported stream predictor ${predictor}`);
  }
  const bytesPerPixel = Math.max(
    1,
    Math.ceil((number('Colors', 1) * number('BitsPerComponent', 8)) / 8),
  );
  return unpredictPng(data, number('Columns', 1), bytesPerPixel);
}
