import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../src/features/activity/csv.ts';
import { databases } from './support/databases.ts';
import { useHarness } from './support/test-app.ts';

/** Cells a spreadsheet would run, split or garble, and plain ones. */
const HOSTILE = [
  '=1+1',
  '+41 44 123 45 67',
  '-2',
  '@SUM(A1)',
  '\tindented',
  '\rreturn',
  'a, b',
  'say "hi"',
  'line\nbreak',
  'crlf\r\nline',
  '="quoted", and\nbroken',
  'Ännä Çœur ß 😀',
  'plain',
  '',
  'ends with =',
];

describe('CSV cells', () => {
  it('read back by a CSV parser as written, formulas kept as text behind an apostrophe', () => {
    const text = HOSTILE.map((value) => csvRow([value, 7])).join('');
    const records = parse(text, { relax_column_count: false }) as string[][];
    expect(records).toEqual(
      HOSTILE.map((value) => [/^[=+\-@\t\r]/.test(value) ? `'${value}` : value, '7']),
    );
    expect(csvCell(null)).toBe('');
  });
});

describe.each(databases)('the database’s csv_cell on $name', (engine) => {
  const harness = useHarness(engine);

  it('writes every cell exactly as the server’s own CSV writer does', async () => {
    await harness.app();
    for (const value of [...HOSTILE, null]) {
      const { rows } = await sql<{ cell: string }>`SELECT csv_cell(${value}::text) AS cell`.execute(
        harness.db,
      );
      expect({ value, cell: rows[0]?.cell }).toEqual({ value, cell: csvCell(value) });
    }
  });
});
