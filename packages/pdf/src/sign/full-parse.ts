import { PDFContext, PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { ParseBudget } from './parse-budget.ts';
import { decodeStream } from './stream-decode.ts';
import { checkedLayout, parseIndirectAt } from './xref.ts';

type LoadOptions = Parameters<typeof PDFDocument.load>[1];

const latin1 = new TextDecoder('latin1');

/**
 * pdf-lib's full parse reads every cross-reference stream it meets, wherever it lies in the file,
 * and loops over as many entries as its /Size or /Index claim, whatever its data holds (a zero
 * /W loops millions of times on a few bytes). Each such stream is checked first, as this
 * engine's own reader checks them: an impossible one throws a PdfSyntaxError (XREF_INVALID).
 */
export function checkXrefStreamsForFullParse(bytes: Uint8Array, budget = new ParseBudget()) {
  const text = latin1.decode(bytes);
  const context = PDFContext.create();
  for (const match of text.matchAll(/\/Type\s*\/XRef\b/g)) {
    budget.spend();
    const head = text.lastIndexOf(' obj', match.index);
    const start = head < 0 ? -1 : text.lastIndexOf('\n', head) + 1;
    if (start < 0) continue;
    let object: unknown;
    try {
      object = parseIndirectAt(bytes, start, context).object;
    } catch {
      continue; // Not an object pdf-lib can read either: it skips it.
    }
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.lookup(PDFName.of('Type')) !== PDFName.of('XRef')) continue;
    let data: Uint8Array;
    try {
      data = decodeStream(object);
    } catch {
      continue;
    }
    checkedLayout(object.dict, data.length);
  }
}

/** PDFDocument.load, after the checks that keep its parse from looping (see above). */
export async function loadFullParse(bytes: Uint8Array, options: LoadOptions): Promise<PDFDocument> {
  checkXrefStreamsForFullParse(bytes);
  return PDFDocument.load(bytes, options);
}
