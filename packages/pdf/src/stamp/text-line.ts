import type { Color, PDFDocument, PDFFont, PDFPage } from '@cantoo/pdf-lib';
import { visualRuns } from './bidi.ts';
import { type FontKey, fontBytes, fontCoverage, fontForCodePoint } from './fonts.ts';

export interface Segment {
  text: string;
  font: FontKey;
}

/** Embeds each bundled font at most once per document, as a subset of the glyphs used. */
export class StampFonts {
  private readonly embedded = new Map<FontKey, Promise<PDFFont>>();
  constructor(private readonly doc: PDFDocument) {}

  get(key: FontKey): Promise<PDFFont> {
    let font = this.embedded.get(key);
    if (!font) {
      font = fontBytes(key).then((bytes) => this.doc.embedFont(bytes, { subset: true }));
      this.embedded.set(key, font);
    }
    return font;
  }
}

/** Splits a line into drawable segments in visual order, each with the font that covers it. */
export async function segments(text: string, bold: boolean): Promise<Segment[]> {
  const out: Segment[] = [];
  for (const run of visualRuns(text)) {
    const runSegments: Segment[] = [];
    const chars = [...run.text];
    const scriptFont = chars
      .map((c) => fontForCodePoint(c.codePointAt(0) as number, bold))
      .find((k) => k !== 'sans' && k !== 'sansBold');
    const scriptCoverage = scriptFont ? await fontCoverage(scriptFont) : undefined;
    for (const char of chars) {
      const codePoint = char.codePointAt(0) as number;
      let font = fontForCodePoint(codePoint, bold);
      // Spaces and punctuation inside Hebrew or Arabic text stay in that font so shaping runs on.
      if (scriptFont && scriptCoverage?.hasGlyphForCodePoint(codePoint) && run.direction === 'rtl')
        font = scriptFont;
      const last = runSegments[runSegments.length - 1];
      if (last && last.font === font) last.text += char;
      else runSegments.push({ text: char, font });
    }
    out.push(...(run.direction === 'rtl' ? runSegments.reverse() : runSegments));
  }
  return out;
}

export interface LineStyle {
  size: number;
  bold?: boolean;
  color: Color;
  /** The line is shrunk (never below 40 %) to fit this width. */
  maxWidth: number;
}

/** Draws one line of text in any supported script at (x, baseline y); returns the size used. */
export async function drawLine(
  page: PDFPage,
  fonts: StampFonts,
  text: string,
  x: number,
  y: number,
  style: LineStyle,
): Promise<number> {
  const parts = await segments(text.replace(/\s+/g, ' ').trim(), style.bold === true);
  const embedded = await Promise.all(parts.map((p) => fonts.get(p.font)));
  const widthAt = (size: number) =>
    parts.reduce((sum, p, i) => sum + (embedded[i] as PDFFont).widthOfTextAtSize(p.text, size), 0);
  let size = style.size;
  const natural = widthAt(size);
  if (natural > style.maxWidth)
    size = Math.max(style.size * 0.4, (size * style.maxWidth) / natural);
  let cursor = x;
  parts.forEach((part, i) => {
    const font = embedded[i] as PDFFont;
    page.drawText(part.text, { x: cursor, y, size, font, color: style.color });
    cursor += font.widthOfTextAtSize(part.text, size);
  });
  return size;
}
