/** The byte order mark spreadsheet programs read as "this file is UTF-8" (umlauts intact). */
export const CSV_BOM = '\uFEFF';

/**
 * Characters that make a spreadsheet read a cell as a formula (or, with tab and carriage return,
 * as the start of one after its own trimming): such a cell gets a leading apostrophe, which
 * spreadsheets show as text and never evaluate (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell that must be quoted under RFC 4180: a comma, a quote or a line break in it. */
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | null | undefined;

/** One cell, neutralised and quoted as needed. Numbers are written as they are. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRow(values: readonly CsvValue[]): string {
  let line = '';
  for (let index = 0; index < values.length; index++) {
    if (index > 0) line += ',';
    line += csvCell(values[index]);
  }
  return `${line}\r\n`;
}
