import { PreflightError } from './preflight-error.ts';

/** Real files nest arrays and dictionaries a few levels deep; the page tree allows 256. */
export const MAX_NESTING = 256;
/** ISO 32000-1 Annex C gives 127 bytes as a name's practical limit; this allows far more. */
export const MAX_NAME = 4096;

const isWhite = (c: number) =>
  c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
const isDelimiter = (c: number) =>
  c === 0x28 ||
  c === 0x29 ||
  c === 0x3c ||
  c === 0x3e ||
  c === 0x5b ||
  c === 0x5d ||
  c === 0x7b ||
  c === 0x7d ||
  c === 0x2f ||
  c === 0x25;

/** Where a literal string that opens at `at` ends (§7.3.4.2: balanced parentheses, escapes). */
function afterString(bytes: Uint8Array, at: number): number {
  let depth = 0;
  for (let i = at; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === 0x5c) i++;
    else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) return i + 1;
  }
  return bytes.length;
}

const damaged = (message: string) => new PreflightError('PDF_DAMAGED', message);

/**
 * One pass over the file's tokens, outside stream data, strings and comments, before any parser
 * sees them: objects nested deeper than MAX_NESTING or names longer than MAX_NAME are built to
 * exhaust a reader (pdf-lib and pdf.js recurse on nesting and grow names byte by byte), and no
 * producer writes them.
 */
export function checkSyntaxLimits(pdf: Uint8Array): void {
  const buffer = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.length);
  let depth = 0;
  for (let i = 0; i < buffer.length; i++) {
    const c = buffer[i] as number;
    if (c === 0x25) {
      while (i < buffer.length && buffer[i] !== 0x0a && buffer[i] !== 0x0d) i++;
    } else if (c === 0x28) {
      i = afterString(buffer, i) - 1;
    } else if (c === 0x5b || (c === 0x3c && buffer[i + 1] === 0x3c)) {
      if (c === 0x3c) i++;
      if (++depth > MAX_NESTING) {
        throw damaged(`The PDF nests objects deeper than ${MAX_NESTING} levels`);
      }
    } else if (c === 0x5d || (c === 0x3e && buffer[i + 1] === 0x3e)) {
      if (c === 0x3e) i++;
      depth = Math.max(0, depth - 1);
    } else if (c === 0x3c) {
      const end = buffer.indexOf(0x3e, i);
      i = end < 0 ? buffer.length : end;
    } else if (c === 0x2f) {
      let end = i + 1;
      while (
        end < buffer.length &&
        !isWhite(buffer[end] as number) &&
        !isDelimiter(buffer[end] as number)
      )
        end++;
      if (end - i - 1 > MAX_NAME) throw damaged(`The PDF has a name longer than ${MAX_NAME} bytes`);
      i = end - 1;
    } else if (c === 0x73 && buffer.toString('latin1', i, i + 6) === 'stream') {
      // Stream data is no syntax: jump to its end.
      const end = buffer.indexOf('endstream', i + 6, 'latin1');
      i = end < 0 ? buffer.length : end + 8;
    }
  }
}
