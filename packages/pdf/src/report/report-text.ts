import type { Color, PDFFont, PDFPage } from '@cantoo/pdf-lib';
import { type StampFonts, segments } from '../stamp/text-line.ts';

/**
 * Measures, wraps and draws text in any script the bundled fonts cover: each line is split into
 * runs in visual order (bidi) with the font that has its glyphs, as the stamps do.
 */
export class ReportText {
  constructor(private readonly fonts: StampFonts) {}

  private async parts(text: string, bold: boolean) {
    const runs = await segments(text, bold);
    const fonts = await Promise.all(runs.map((run) => this.fonts.get(run.font)));
    return runs.map((run, index) => ({ text: run.text, font: fonts[index] as PDFFont }));
  }

  async width(text: string, size: number, bold: boolean): Promise<number> {
    if (text === '') return 0;
    const parts = await this.parts(text, bold);
    return parts.reduce((sum, part) => sum + part.font.widthOfTextAtSize(part.text, size), 0);
  }

  /**
   * Greedy line breaking at spaces; a word wider than the line (a hash, a long address) is broken
   * between characters. Line breaks in the text are kept.
   */
  async wrap(text: string, size: number, bold: boolean, maxWidth: number): Promise<string[]> {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/[ \t]+/).filter((w) => w !== '')) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if ((await this.width(candidate, size, bold)) <= maxWidth) {
          line = candidate;
          continue;
        }
        if (line !== '') lines.push(line);
        line = '';
        if ((await this.width(word, size, bold)) <= maxWidth) {
          line = word;
          continue;
        }
        for (const char of word) {
          if (line !== '' && (await this.width(line + char, size, bold)) > maxWidth) {
            lines.push(line);
            line = '';
          }
          line += char;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  async draw(
    page: PDFPage,
    text: string,
    at: { x: number; y: number; size: number; bold: boolean; color: Color },
  ): Promise<void> {
    if (text.trim() === '') return;
    let cursor = at.x;
    for (const part of await this.parts(text, at.bold)) {
      page.drawText(part.text, {
        x: cursor,
        y: at.y,
        size: at.size,
        font: part.font,
        color: at.color,
      });
      cursor += part.font.widthOfTextAtSize(part.text, at.size);
    }
  }
}
