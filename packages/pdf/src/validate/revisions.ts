import { createHash } from 'node:crypto';

const latin1 = new TextDecoder('latin1');

/**
 * End offsets of the file's revisions: each `startxref N %%EOF` closes one (ISO 32000-1 §7.5.5,
 * §7.5.6), and the end-of-line after %%EOF belongs to it. A `%%EOF` inside stream data is not
 * preceded by startxref and is ignored.
 */
export function revisionEnds(bytes: Uint8Array): number[] {
  const text = latin1.decode(bytes);
  const ends: number[] = [];
  for (const match of text.matchAll(/startxref\s+\d+\s+%%EOF/g)) {
    let end = match.index + match[0].length;
    if (text[end] === '\r') end++;
    if (text[end] === '\n') end++;
    ends.push(end);
  }
  return ends;
}

export interface ByteRangeCheck {
  valid: boolean;
  /** Where the signed revision ends (the revision boundary at or after the signed bytes). */
  revisionEnd: number;
  problems: string[];
}

function isHex(c: number | undefined) {
  return (
    c !== undefined &&
    ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66))
  );
}

/**
 * ISO 32000-1 §12.8.1 and ETSI EN 319 142-1 §5.1: the ByteRange must start at 0, exclude exactly
 * the hexadecimal /Contents string of this signature, and end where its revision ends, so that no
 * byte of the signed revision is left outside the signature.
 */
export function checkByteRange(bytes: Uint8Array, range: number[], ends: number[]): ByteRangeCheck {
  const problems: string[] = [];
  const [start, firstLength, second, secondLength] = range as [number, number, number, number];
  const wellFormed =
    range.length === 4 &&
    range.every((n) => Number.isInteger(n) && n >= 0) &&
    second > firstLength &&
    second + secondLength <= bytes.length;
  if (!wellFormed) {
    return {
      valid: false,
      revisionEnd: bytes.length,
      problems: ['The ByteRange is malformed or exceeds the file'],
    };
  }
  if (start !== 0) problems.push('The ByteRange does not start at the beginning of the file');
  const holeIsContents =
    bytes[firstLength] === 0x3c &&
    bytes[second - 1] === 0x3e &&
    bytes.subarray(firstLength + 1, second - 1).every((c) => isHex(c)) &&
    /\/Contents\s*$/.test(
      latin1.decode(bytes.subarray(Math.max(0, firstLength - 32), firstLength)),
    );
  if (!holeIsContents) problems.push('The ByteRange gap is not exactly the /Contents value');
  const signedEnd = second + secondLength;
  const revisionEnd =
    ends.find((end) => end >= signedEnd && end - signedEnd <= 2) ??
    ends.find((end) => end > signedEnd) ??
    bytes.length;
  if (revisionEnd - signedEnd > 2) {
    problems.push(
      `The ByteRange leaves ${revisionEnd - signedEnd} bytes of its own revision unsigned`,
    );
  }
  return { valid: problems.length === 0, revisionEnd, problems };
}

/** Everything after `end` is only line ends or padding: no later revision exists. */
export function nothingAfter(bytes: Uint8Array, end: number): boolean {
  return bytes
    .subarray(end)
    .every((c) => c === 0x0a || c === 0x0d || c === 0x20 || c === 0x00 || c === 0x09);
}

export function digestRanges(bytes: Uint8Array, range: number[], algorithm: string): Uint8Array {
  const hash = createHash(algorithm);
  for (let i = 0; i + 1 < range.length; i += 2) {
    hash.update(bytes.subarray(range[i]!, range[i]! + range[i + 1]!));
  }
  return new Uint8Array(hash.digest());
}

/** The /Contents bytes as they stand in the file's ByteRange gap (never decrypted, §7.6.1). */
export function contentsFromGap(bytes: Uint8Array, range: number[]): Uint8Array {
  const hex = latin1
    .decode(bytes.subarray(range[1]! + 1, range[2]! - 1))
    .replace(/[^0-9a-fA-F]/g, '');
  return new Uint8Array(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'));
}
