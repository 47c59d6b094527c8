import { PDFDocument, PDFName, type PDFPage, PDFString, rgb } from '@cantoo/pdf-lib';
import { stampFontkit } from '../stamp/fonts.ts';
import { StampFonts } from '../stamp/text-line.ts';
import { ReportText } from './report-text.ts';
import type {
  ReportBlock,
  ReportColumn,
  ReportField,
  ReportInput,
  ReportTone,
} from './report-types.ts';

// ISO 216 A4 in points; margins of 20 mm at the sides.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 56.7, right: 56.7, top: 76, bottom: 64 };
const CONTENT = PAGE.width - MARGIN.left - MARGIN.right;
const LABEL_WIDTH = 150;

const PRIMARY = rgb(0x1d / 255, 0x3b / 255, 0x8f / 255);
const ACCENT = rgb(0, 0xa5 / 255, 0xa0 / 255);
const INK = rgb(0x1b / 255, 0x24 / 255, 0x37 / 255);
const MUTED = rgb(0x4d / 255, 0x56 / 255, 0x70 / 255);
const LINE = rgb(0.82, 0.84, 0.88);
const STRIPE = rgb(0.955, 0.962, 0.975);
const TONES: Record<ReportTone, ReturnType<typeof rgb>> = {
  normal: INK,
  muted: MUTED,
  success: rgb(0x2e / 255, 0x7d / 255, 0x32 / 255),
  error: rgb(0xd3 / 255, 0x2f / 255, 0x2f / 255),
};

const SIZE = { title: 20, subtitle: 10.5, heading: 13, subheading: 11, body: 9.5, small: 8.5 };
const LEADING = 1.32;

/** Lays out blocks on A4 pages; tracks the cursor and starts a new page when a piece won't fit. */
class Layout {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly text: ReportText,
    private readonly input: ReportInput,
  ) {}

  async newPage(): Promise<void> {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    const top = PAGE.height - 40;
    await this.text.draw(this.page, this.input.brand, {
      x: MARGIN.left,
      y: top,
      size: 10,
      bold: true,
      color: PRIMARY,
    });
    const title = await this.fit(this.input.title, SIZE.small, CONTENT - 120);
    const width = await this.text.width(title, SIZE.small, false);
    await this.text.draw(this.page, title, {
      x: PAGE.width - MARGIN.right - width,
      y: top,
      size: SIZE.small,
      bold: false,
      color: MUTED,
    });
    this.page.drawRectangle({
      x: MARGIN.left,
      y: top - 9,
      width: CONTENT,
      height: 1.2,
      color: ACCENT,
    });
    this.y = PAGE.height - MARGIN.top;
  }

  /** Shortens a line with an ellipsis to the width (header title). */
  private async fit(text: string, size: number, width: number): Promise<string> {
    if ((await this.text.width(text, size, false)) <= width) return text;
    const chars = [...text];
    while (chars.length > 1 && (await this.text.width(`${chars.join('')}…`, size, false)) > width)
      chars.pop();
    return `${chars.join('')}…`;
  }

  /** Makes room for `height` points, starting a new page when the current one is too full. */
  async ensure(height: number): Promise<boolean> {
    if (this.y - height >= MARGIN.bottom) return false;
    await this.newPage();
    return true;
  }

  gap(points: number): void {
    this.y -= points;
  }

  async lines(
    lines: string[],
    at: { x: number; size: number; bold: boolean; color: ReturnType<typeof rgb> },
  ): Promise<void> {
    const step = at.size * LEADING;
    for (const line of lines) {
      await this.ensure(step);
      this.y -= step;
      await this.text.draw(this.page, line, { ...at, y: this.y + at.size * 0.28 });
    }
  }

  async title(): Promise<void> {
    const lines = await this.text.wrap(this.input.title, SIZE.title, true, CONTENT);
    await this.lines(lines, { x: MARGIN.left, size: SIZE.title, bold: true, color: PRIMARY });
    if (this.input.subtitle) {
      this.gap(4);
      const sub = await this.text.wrap(this.input.subtitle, SIZE.subtitle, false, CONTENT);
      await this.lines(sub, { x: MARGIN.left, size: SIZE.subtitle, bold: false, color: MUTED });
    }
    this.gap(8);
  }

  async block(block: ReportBlock): Promise<void> {
    switch (block.kind) {
      case 'heading': {
        this.gap(14);
        // Keep a heading with at least a few lines of what follows it.
        await this.ensure(SIZE.heading * LEADING + 48);
        const lines = await this.text.wrap(block.text, SIZE.heading, true, CONTENT);
        await this.lines(lines, { x: MARGIN.left, size: SIZE.heading, bold: true, color: PRIMARY });
        this.gap(3);
        this.page.drawRectangle({
          x: MARGIN.left,
          y: this.y,
          width: CONTENT,
          height: 0.6,
          color: LINE,
        });
        this.gap(6);
        return;
      }
      case 'subheading': {
        this.gap(8);
        await this.ensure(SIZE.subheading * LEADING + 36);
        const lines = await this.text.wrap(block.text, SIZE.subheading, true, CONTENT);
        await this.lines(lines, { x: MARGIN.left, size: SIZE.subheading, bold: true, color: INK });
        this.gap(3);
        return;
      }
      case 'paragraph': {
        const color = TONES[block.tone ?? 'normal'];
        const bold = block.tone === 'success' || block.tone === 'error';
        const lines = await this.text.wrap(block.text, SIZE.body, bold, CONTENT);
        await this.lines(lines, { x: MARGIN.left, size: SIZE.body, bold, color });
        this.gap(4);
        return;
      }
      case 'fields':
        return this.fields(block.fields);
      case 'table':
        return this.table(block.columns, block.rows);
      case 'rule':
        this.gap(6);
        this.page.drawRectangle({
          x: MARGIN.left,
          y: this.y,
          width: CONTENT,
          height: 0.6,
          color: LINE,
        });
        this.gap(6);
        return;
    }
  }

  private async fields(fields: ReportField[]): Promise<void> {
    const valueWidth = CONTENT - LABEL_WIDTH;
    const step = SIZE.body * LEADING;
    for (const field of fields) {
      const labels = await this.text.wrap(field.label, SIZE.small, false, LABEL_WIDTH - 10);
      // A long token (hash, serial number) is set a size smaller so that it fits on one line.
      const isToken = field.value.length > 40 && !/\s/.test(field.value);
      const valueSize = isToken ? SIZE.small : SIZE.body;
      const values = await this.text.wrap(field.value || '–', valueSize, false, valueWidth);
      const rows = Math.max(labels.length, values.length);
      // A field of a few lines stays on one page; a very long one may span pages.
      if (rows <= 6) await this.ensure(rows * step + 3);
      for (let row = 0; row < rows; row++) {
        await this.ensure(step);
        this.y -= step;
        const baseline = this.y + SIZE.body * 0.28;
        const label = labels[row];
        if (label !== undefined)
          await this.text.draw(this.page, label, {
            x: MARGIN.left,
            y: baseline,
            size: SIZE.small,
            bold: false,
            color: MUTED,
          });
        const value = values[row];
        if (value !== undefined)
          await this.text.draw(this.page, value, {
            x: MARGIN.left + LABEL_WIDTH,
            y: baseline,
            size: valueSize,
            bold: false,
            color: INK,
          });
      }
      this.gap(3);
    }
  }

  private async table(columns: ReportColumn[], rows: string[][]): Promise<void> {
    const widths = columns.map((column) => column.share * CONTENT);
    const pad = 4;
    const step = SIZE.small * LEADING;
    const wrapRow = (cells: string[], bold: boolean) =>
      Promise.all(
        widths.map((width, index) =>
          this.text.wrap(cells[index] ?? '', SIZE.small, bold, width - 2 * pad),
        ),
      );
    const header = await wrapRow(
      columns.map((column) => column.title),
      true,
    );
    const drawRow = async (cells: string[][], bold: boolean, fill?: ReturnType<typeof rgb>) => {
      const height = Math.max(...cells.map((lines) => lines.length)) * step + 2 * pad;
      if (fill)
        this.page.drawRectangle({
          x: MARGIN.left,
          y: this.y - height,
          width: CONTENT,
          height,
          color: fill,
        });
      let x = MARGIN.left;
      for (const [index, lines] of cells.entries()) {
        for (const [line, text] of lines.entries()) {
          await this.text.draw(this.page, text, {
            x: x + pad,
            y: this.y - pad - (line + 1) * step + SIZE.small * 0.28,
            size: SIZE.small,
            bold,
            color: bold ? PRIMARY : INK,
          });
        }
        x += widths[index] as number;
      }
      this.y -= height;
    };
    const headerHeight = Math.max(...header.map((lines) => lines.length)) * step + 2 * pad;
    await this.ensure(headerHeight + step + 2 * pad);
    await drawRow(header, true, rgb(0.91, 0.93, 0.97));
    for (const [index, row] of rows.entries()) {
      const cells = await wrapRow(row, false);
      const height = Math.max(...cells.map((lines) => lines.length)) * step + 2 * pad;
      if (await this.ensure(height)) await drawRow(header, true, rgb(0.91, 0.93, 0.97));
      await drawRow(cells, false, index % 2 === 1 ? STRIPE : undefined);
    }
    this.page.drawRectangle({
      x: MARGIN.left,
      y: this.y,
      width: CONTENT,
      height: 0.6,
      color: LINE,
    });
    this.gap(6);
  }
}

/**
 * A plain A4 report (title, headings, label/value fields, tables) with a header and a numbered
 * footer on every page, in any script the bundled fonts cover. Written without object streams,
 * so that it can be signed by incremental update like any uploaded PDF.
 */
export async function renderReportPdf(input: ReportInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(stampFontkit as never);
  const created = input.createdAt ?? new Date();
  doc.setTitle(input.title, { showInWindowTitleBar: true });
  if (input.author) doc.setAuthor(input.author);
  if (input.subject) doc.setSubject(input.subject);
  doc.setCreator(input.brand);
  doc.setProducer(input.brand);
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  doc.catalog.set(PDFName.of('Lang'), PDFString.of(input.language));

  const fonts = new StampFonts(doc);
  const layout = new Layout(doc, new ReportText(fonts), input);
  await layout.newPage();
  await layout.title();
  for (const block of input.blocks) await layout.block(block);

  const total = layout.pages.length;
  for (const [index, page] of layout.pages.entries()) {
    const y = MARGIN.bottom - 30;
    page.drawRectangle({ x: MARGIN.left, y: y + 14, width: CONTENT, height: 0.6, color: LINE });
    const number = input.pageLabel(index + 1, total);
    const width = await layout.text.width(number, SIZE.small, false);
    await layout.text.draw(page, number, {
      x: PAGE.width - MARGIN.right - width,
      y,
      size: SIZE.small,
      bold: false,
      color: MUTED,
    });
    const footer = await layout.text.wrap(input.footer, SIZE.small, false, CONTENT - width - 24);
    await layout.text.draw(page, footer[0] ?? '', {
      x: MARGIN.left,
      y,
      size: SIZE.small,
      bold: false,
      color: MUTED,
    });
  }
  return doc.save({ useObjectStreams: false });
}
