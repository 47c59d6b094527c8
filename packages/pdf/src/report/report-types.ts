/** A tone for text that states an outcome (a verified chain, a broken one). */
export type ReportTone = 'normal' | 'muted' | 'success' | 'error';

export interface ReportField {
  label: string;
  value: string;
}

export interface ReportColumn {
  title: string;
  /** Share of the content width; the shares of a table's columns add up to 1. */
  share: number;
}

/** The building blocks of a report, laid out top to bottom with page breaks where needed. */
export type ReportBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string; tone?: ReportTone }
  /** Label and value pairs in two columns; values wrap, long tokens (hashes) break anywhere. */
  | { kind: 'fields'; fields: ReportField[] }
  /** A table whose header repeats on every page it spans; a row is never split. */
  | { kind: 'table'; columns: ReportColumn[]; rows: string[][] }
  | { kind: 'rule' };

export interface ReportInput {
  title: string;
  /** Under the title, e.g. what the report is about. */
  subtitle?: string;
  /** BCP 47 language of the text (the document catalog's /Lang). */
  language: string;
  /** Brand line in the page header. */
  brand: string;
  /** Footer text on every page, left; the page number goes right. */
  footer: string;
  /** "Page {page} of {pages}" in the report's language. */
  pageLabel: (page: number, pages: number) => string;
  blocks: ReportBlock[];
  /** Document information: /Author, /Subject, /Keywords, /CreationDate. */
  author?: string;
  subject?: string;
  createdAt?: Date;
}
