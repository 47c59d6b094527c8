import { describe, expect, it } from 'vitest';
import { parsePdfDate } from '../src/validate/pdf-date.ts';
import { checkByteRange, contentsFromGap, revisionEnds } from '../src/validate/revisions.ts';

const encode = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

/** One revision holding a signature dictionary whose /Contents is `<hex>`; returns its ByteRange. */
function signedRevision(hex: string, tail = '') {
  const head = '%PDF-1.7\n1 0 obj\n<< /Type /Sig /Contents ';
  const afterContents =
    ' >>\nendobj\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 2 >>\nstartxref\n9\n%%EOF\n';
  const text = `${head}<${hex}>${afterContents}${tail}`;
  const gapStart = head.length;
  const gapEnd = gapStart + hex.length + 2;
  const revisionEnd = text.length - tail.length;
  return { bytes: encode(text), range: [0, gapStart, gapEnd, revisionEnd - gapEnd], revisionEnd };
}

describe('ByteRange checks (ISO 32000-1 §12.8.1)', () => {
  it('accepts a range that skips exactly /Contents and ends with its revision', () => {
    const { bytes, range, revisionEnd } = signedRevision('3082aa00');
    const check = checkByteRange(bytes, range, revisionEnds(bytes));
    expect(check).toEqual({ valid: true, revisionEnd, problems: [] });
    expect([...contentsFromGap(bytes, range)]).toEqual([0x30, 0x82, 0xaa, 0x00]);
  });

  it('flags a range that stops short of the end of its revision', () => {
    const { bytes, range } = signedRevision('3082');
    const short = [range[0]!, range[1]!, range[2]!, range[3]! - 20];
    const check = checkByteRange(bytes, short, revisionEnds(bytes));
    expect(check.valid).toBe(false);
    expect(check.problems).toEqual(['The ByteRange leaves 20 bytes of its own revision unsigned']);
  });

  it('flags a gap that is not the /Contents string, and a range not starting at 0', () => {
    const { bytes, range } = signedRevision('3082');
    expect(
      checkByteRange(bytes, [0, range[1]! - 3, range[2]!, range[3]!], revisionEnds(bytes)).problems,
    ).toContain('The ByteRange gap is not exactly the /Contents value');
    expect(
      checkByteRange(bytes, [5, range[1]! - 5, range[2]!, range[3]!], revisionEnds(bytes)).problems,
    ).toContain('The ByteRange does not start at the beginning of the file');
    expect(checkByteRange(bytes, [0, 10, 5, 999_999], revisionEnds(bytes)).valid).toBe(false);
  });

  it('finds revision ends only where startxref precedes %%EOF', () => {
    const { bytes, revisionEnd } = signedRevision(
      '30',
      '3 0 obj\n(%%EOF inside a string)\nendobj\nstartxref\n1\n%%EOF',
    );
    expect(revisionEnds(bytes)).toEqual([revisionEnd, bytes.length]);
  });
});

describe('PDF dates (ISO 32000-1 §7.9.4)', () => {
  it.each([
    ["D:20231224123055+01'00'", '2023-12-24T11:30:55.000Z'],
    ['D:20201101000000Z', '2020-11-01T00:00:00.000Z'],
    ["D:19991231235959-08'30", '2000-01-01T08:29:59.000Z'],
    ['D:2024', '2024-01-01T00:00:00.000Z'],
  ])('%s is %s', (text, iso) => {
    expect(parsePdfDate(text)?.toISOString()).toBe(iso);
  });

  it('gives up on text that is no date', () => {
    expect(parsePdfDate('yesterday')).toBeUndefined();
    expect(parsePdfDate(undefined)).toBeUndefined();
  });
});
