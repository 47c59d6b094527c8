import type { SignatureExportGrouping } from '@signet/contract';
import type { Executor } from '../../db/database.ts';
import {
  IDENTIFICATION_COLUMNS,
  identificationCsvChunks,
  LEVELS,
  type LevelCounts,
  memberCountChunks,
  monthLevelCounts,
  SIGNATURE_COLUMNS,
  signatureCsvChunks,
} from './activity-export.repository.ts';
import type { ActivityRange } from './activity-range.ts';
import { CSV_BOM, type CsvValue, csvRow } from './csv.ts';

/**
 * The exports' text, chunk by chunk as the rows are read: the byte order mark and the header
 * first, then one string per chunk of rows. The header names the fields as the API does, so a
 * file reads the same in every language and in scripts. Rows of signatures and identifications
 * come as CSV from the database (csvChunks); the grouped counts are written here, with the same
 * cell rules (csv.ts, tested to agree with the database's csv_cell).
 */
async function* lines<T>(
  header: readonly string[],
  chunks: AsyncIterable<T[]>,
  row: (item: T) => readonly CsvValue[],
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(header);
  for await (const chunk of chunks) {
    let text = '';
    for (const item of chunk) text += csvRow(row(item));
    yield text;
  }
}

/** The byte order mark and the header, then the lines the database wrote, chunk by chunk. */
async function* withHeader(
  header: readonly string[],
  chunks: AsyncIterable<string>,
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(header);
  yield* chunks;
}

const counts = (row: LevelCounts) => [
  ...LEVELS.map((level) => Number(row[level])),
  Number(row.total),
];

async function* once<T>(items: Promise<T[]>): AsyncGenerator<T[]> {
  yield await items;
}

export function signatureCsv(
  db: Executor,
  businessId: string,
  range: ActivityRange,
  groupBy: SignatureExportGrouping,
): AsyncGenerator<string> {
  switch (groupBy) {
    case 'none':
      return withHeader(SIGNATURE_COLUMNS, signatureCsvChunks(db, businessId, range));
    case 'member':
      return lines(
        ['signer_name', 'signer_email', 'signer_user_id', ...LEVELS, 'total'],
        memberCountChunks(db, businessId, range),
        (row) => [row.name, row.email, row.user_id, ...counts(row)],
      );
    case 'month':
      return lines(['month', ...LEVELS, 'total'], once(monthRows(db, businessId, range)), (row) => [
        row.month,
        ...counts(row),
      ]);
    case 'level':
      return lines(['level', 'count'], once(levelRows(db, businessId, range)), (row) => [
        row.level,
        row.count,
      ]);
  }
}

/** One row per month that had signatures, with a column per level. */
async function monthRows(db: Executor, businessId: string, range: ActivityRange) {
  const months = new Map<string, LevelCounts & { month: string }>();
  for (const { month, level, count } of await monthLevelCounts(db, businessId, range)) {
    const row = months.get(month) ?? { month, ses: 0, aes: 0, qes: 0, seal: 0, total: 0 };
    if ((LEVELS as readonly string[]).includes(level))
      row[level as (typeof LEVELS)[number]] += count;
    row.total += count;
    months.set(month, row);
  }
  return [...months.values()];
}

/** Every level, counted over the range (zero included, so the file always has four rows). */
async function levelRows(db: Executor, businessId: string, range: ActivityRange) {
  const byLevel = new Map<string, number>(LEVELS.map((level) => [level, 0]));
  for (const { level, count } of await monthLevelCounts(db, businessId, range)) {
    byLevel.set(level, (byLevel.get(level) ?? 0) + count);
  }
  return [...byLevel].map(([level, count]) => ({ level, count }));
}

export function identificationCsv(
  db: Executor,
  businessId: string,
  range: ActivityRange,
): AsyncGenerator<string> {
  return withHeader(IDENTIFICATION_COLUMNS, identificationCsvChunks(db, businessId, range));
}
