import { PDFHexString, PDFString } from '@cantoo/pdf-lib';

const BYTE_RANGE_PLACEHOLDER = '[0 0000000000 0000000000 0000000000]';

export interface SignatureDictionaryInput {
  /** /Type /Sig for signatures, /DocTimeStamp for document timestamps (§12.8.5). */
  type: 'Sig' | 'DocTimeStamp';
  subFilter: 'ETSI.CAdES.detached' | 'ETSI.RFC3161';
  /** Bytes reserved for the CMS; /Contents holds twice as many hex digits. */
  reserve: number;
  signingTime?: Date;
  reason?: string;
  location?: string;
  contactInfo?: string;
  name?: string;
}

export interface SignatureDictionary {
  body: Uint8Array;
  /** Offset in `body` of the ByteRange array's opening bracket. */
  byteRangeAt: number;
  /** Offset in `body` of the `<` that opens /Contents. */
  contentsAt: number;
  /** Length of the `<…>` hex string, brackets included. */
  contentsLength: number;
}

/** PDF date string (§7.9.4) in UTC. */
export function pdfDate(date: Date): string {
  const iso = date.toISOString();
  return `D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** A text string: PDFDocEncoding-safe ASCII as a literal, anything else as UTF-16BE (§7.9.2.2). */
function textString(value: string): string {
  return /^[\x20-\x7e]*$/.test(value)
    ? PDFString.of(value.replace(/([\\()])/g, '\\$1')).toString()
    : PDFHexString.fromText(value).toString();
}

/**
 * The signature dictionary, written by hand so that /ByteRange and /Contents sit at known
 * offsets with fixed widths: the digest is computed over the final bytes before the CMS exists.
 * Kept as a plain object, never in an object stream (§12.8.1 requires direct access to it).
 */
export function signatureDictionary(input: SignatureDictionaryInput): SignatureDictionary {
  let text = `<<\n/Type /${input.type}\n/Filter /Adobe.PPKLite\n/SubFilter /${input.subFilter}\n`;
  if (input.signingTime) text += `/M ${textString(pdfDate(input.signingTime))}\n`;
  if (input.name) text += `/Name ${textString(input.name)}\n`;
  if (input.reason) text += `/Reason ${textString(input.reason)}\n`;
  if (input.location) text += `/Location ${textString(input.location)}\n`;
  if (input.contactInfo) text += `/ContactInfo ${textString(input.contactInfo)}\n`;
  text += '/ByteRange ';
  const byteRangeAt = text.length;
  text += `${BYTE_RANGE_PLACEHOLDER}\n/Contents `;
  const contentsAt = text.length;
  const contents = `<${'0'.repeat(input.reserve * 2)}>`;
  text += `${contents}\n>>`;
  return {
    body: Buffer.from(text, 'latin1'),
    byteRangeAt,
    contentsAt,
    contentsLength: contents.length,
  };
}

/** Writes the final /ByteRange over the placeholder, padding with spaces to the same width. */
export function fillByteRange(
  bytes: Uint8Array,
  at: number,
  range: [number, number, number, number],
): void {
  const value = `[${range.join(' ')}]`.padEnd(BYTE_RANGE_PLACEHOLDER.length, ' ');
  if (value.length > BYTE_RANGE_PLACEHOLDER.length)
    throw new Error('ByteRange does not fit its placeholder');
  bytes.set(Buffer.from(value, 'latin1'), at);
}
