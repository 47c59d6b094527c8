import { PDFContext } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { PreflightError, preflight, SignError, sign } from '../src/index.ts';
import { PdfSyntaxError } from '../src/sign/parse-budget.ts';
import { XrefReader } from '../src/sign/pdf-reader.ts';
import { readXref } from '../src/sign/xref.ts';
import { hasFixtures, pyhankoSigner } from './sign-test-kit.ts';

const BODIES = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
];

/** A file whose only cross-reference section is a stream with the given dictionary and data. */
function withXrefStream(dictionary: string, data = ''): Uint8Array {
  let text = '%PDF-1.7\n';
  BODIES.forEach((body, i) => {
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const at = text.length;
  text += `4 0 obj\n<< /Type /XRef /Root 1 0 R ${dictionary} /Length ${data.length} >>\nstream\n${data}\nendstream\nendobj\n`;
  text += `startxref\n${at}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

/** An object stream that claims a billion objects in a few bytes. */
function withHugeObjectStream(): Uint8Array {
  let text = '%PDF-1.7\n';
  const offsets: number[] = [];
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    '<< /Type /ObjStm /N 1000000000 /First 4 /Length 7 >>\nstream\n5 0 1\nendstream',
  ];
  bodies.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += 'xref\n0 6\n0000000000 65535 f \n';
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += '0000000004 00000 n \n';
  // Object 5 lives in object stream 4: a table cannot say so, so the test sets that entry itself.
  text += `trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

describe('cross-reference streams with impossible field widths', () => {
  it('refuses zero-width fields at once instead of looping over /Size entries', () => {
    const bytes = withXrefStream('/W [0 0 0] /Size 50000000');
    // Refused before the first entry is read: the old loop over 50 million entries ran out of
    // the test's time limit.
    let caught: unknown;
    try {
      readXref(bytes, PDFContext.create());
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PdfSyntaxError);
    expect((caught as PdfSyntaxError).code).toBe('XREF_INVALID');
  });

  it.each([
    ['a width over 8 bytes', '/W [1 9 1] /Size 1'],
    ['a negative width', '/W [1 -2 1] /Size 1'],
    ['two widths only', '/W [1 2] /Size 1'],
    ['a fractional width', '/W [1 2.5 1] /Size 1'],
    ['more /Index entries than data', '/W [1 2 1] /Size 40000000'],
    ['a negative /Index count', '/W [1 2 1] /Index [0 -5] /Size 1'],
  ])('refuses %s with a named code', (_label, dictionary) => {
    expect(() => readXref(withXrefStream(dictionary, 'abcd'), PDFContext.create())).toThrow(
      expect.objectContaining({ code: 'XREF_INVALID' }),
    );
  });

  // Before the widths were checked, this file kept preflight for 23 s and signing for 140 s:
  // the test's own time limit is what a regression would run into.
  it('preflight answers a zero-width cross-reference stream with a repair or its own code', async () => {
    const bytes = withXrefStream('/W [0 0 0] /Size 50000000');
    const refused: Awaited<ReturnType<typeof preflight>> | Error = await preflight(bytes).catch(
      (error: Error) => error,
    );
    // Either repaired by a re-scan (the objects themselves are sound) or refused as damaged.
    if (refused instanceof Error) {
      expect(refused).toBeInstanceOf(PreflightError);
      expect((refused as PreflightError).code).toBe('PDF_DAMAGED');
    } else expect(refused.normalized).toBe(true);
  });

  it.skipIf(!hasFixtures)('signing answers it with a file or its own error', async () => {
    const bytes = withXrefStream('/W [0 0 0] /Size 50000000');
    const signed = await sign(bytes, { signer: pyhankoSigner(), level: 'B-B' }).then(
      (pdf) => pdf,
      (error: unknown) => error,
    );
    if (signed instanceof Error) expect(signed).toBeInstanceOf(SignError);
    else expect(signed).toBeInstanceOf(Uint8Array);
  });
});

describe('the iteration budget of a parse', () => {
  it('stops an object stream that claims a billion objects', () => {
    const bytes = withHugeObjectStream();
    const reader = new XrefReader(bytes);
    const internals = reader as unknown as {
      entries: Map<number, { kind: string; streamNumber?: number; index?: number }>;
    };
    internals.entries.set(5, { kind: 'compressed', streamNumber: 4, index: 0 });
    // Before the budget this ran for 43 s, past the test's time limit.
    let value: unknown;
    try {
      value = reader.lookup({ objectNumber: 5, generationNumber: 0 } as never);
    } catch (error) {
      value = error;
    }
    expect(value).toBeInstanceOf(PdfSyntaxError);
    expect((value as PdfSyntaxError).code).toMatch(
      /^(PARSE_BUDGET_EXCEEDED|OBJECT_STREAM_INVALID)$/,
    );
  });
});
