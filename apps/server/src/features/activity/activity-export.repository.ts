import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ActivityRange } from './activity-range.ts';

/**
 * Rows for an export are read in chunks along the (business_id, time, id) index, each chunk
 * starting after the last row of the one before (keyset): memory holds one chunk, however many
 * rows there are, and no chunk skips past earlier rows. The database writes each row's CSV line
 * itself (`csv_cell`, migration 20261126T1200), so the server passes text on instead of building
 * an object and a string per cell; the lines go out joined into pieces of about 64 KB, small
 * enough for the young generation of the garbage collector (large strings would wait for a full
 * collection and pile up). The last row's time comes back as PostgreSQL's own text, since a
 * JavaScript Date would drop its microseconds.
 */
export const EXPORT_CHUNK = 5000;
const PIECE = 64 * 1024;

interface Line {
  line: string;
  at: string;
  id: number;
}

/** ISO 8601 in UTC with milliseconds, as the API's timestamps. */
const isoTime = (column: string) =>
  sql`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One CSV line of each row: the cells joined by commas, CRLF at the end. */
const csvLine = (cells: RawBuilder<unknown>[]) =>
  sql<string>`${sql.join(cells, sql` || ',' || `)} || E'\r\n'`;
/** A cell of text a person typed or chose (names, addresses, titles): neutralised and quoted. */
const cellOf = (column: string) => sql`csv_cell(${sql.ref(column)})`;
/** A cell the server made (times, ids, fixed words): nothing in it needs quoting. */
const plain = (expression: RawBuilder<unknown>) => sql`(${expression})::text`;

type TimedTable = 'business_signature_activities' | 'business_identification_activities';

async function* csvChunks(
  db: Executor,
  table: TimedTable,
  time: 'signed_at' | 'identified_at',
  line: RawBuilder<string>,
  businessId: string,
  range: ActivityRange,
): AsyncGenerator<string> {
  let after: { at: string; id: number } | null = null;
  const column = sql.ref(time);
  for (;;) {
    const conditions = [sql`business_id = ${businessId}`];
    if (range.from) conditions.push(sql`${column} >= ${range.from}`);
    if (range.until) conditions.push(sql`${column} < ${range.until}`);
    if (after) conditions.push(sql`(${column}, id) > (${after.at}::timestamptz, ${after.id})`);
    const { rows } = await sql<Line>`
      SELECT ${line} AS line, ${column}::text AS at, id FROM ${sql.table(table)}
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${column}, id LIMIT ${EXPORT_CHUNK}`.execute(db);
    let piece = '';
    for (const row of rows) {
      piece += row.line;
      if (piece.length >= PIECE) {
        yield piece;
        piece = '';
      }
    }
    if (piece) yield piece;
    if (rows.length < EXPORT_CHUNK) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}

/** The columns of an export of signatures, one row each (the header the CSV starts with). */
export const SIGNATURE_COLUMNS = [
  'timestamp',
  'action',
  'signer_name',
  'signer_email',
  'signer_user_id',
  'level',
  'legislation',
  'seal',
  'signature_request_id',
  'signature_request_title',
  'id',
] as const;

export function signatureCsvChunks(
  db: Executor,
  businessId: string,
  range: ActivityRange,
): AsyncGenerator<string> {
  const line = csvLine([
    plain(isoTime('signed_at')),
    plain(sql`CASE WHEN seal IS NULL THEN 'signed' ELSE 'sealed' END`),
    cellOf('name'),
    cellOf('email'),
    cellOf('user_id'),
    cellOf('level'),
    cellOf('legislation'),
    cellOf('seal'),
    plain(sql.ref('request_id')),
    cellOf('request_title'),
    plain(sql.ref('id')),
  ]);
  return csvChunks(db, 'business_signature_activities', 'signed_at', line, businessId, range);
}

export const IDENTIFICATION_COLUMNS = [
  'timestamp',
  'name',
  'email',
  'user_id',
  'method',
  'legislation',
  'result',
  'id',
] as const;

export function identificationCsvChunks(
  db: Executor,
  businessId: string,
  range: ActivityRange,
): AsyncGenerator<string> {
  const line = csvLine([
    plain(isoTime('identified_at')),
    ...['name', 'email', 'user_id', 'method', 'legislation', 'result'].map(cellOf),
    plain(sql.ref('id')),
  ]);
  return csvChunks(
    db,
    'business_identification_activities',
    'identified_at',
    line,
    businessId,
    range,
  );
}

/** Signature levels in the order the grouped exports and charts give them. */
export const LEVELS = ['ses', 'aes', 'qes', 'seal'] as const;

export interface LevelCounts {
  ses: number;
  aes: number;
  qes: number;
  seal: number;
  total: number;
}

const levelCounts = sql<number>`count(*)`;
const levelColumns = () =>
  [
    ...LEVELS.map((level) =>
      sql<number>`count(*) FILTER (WHERE level = ${level})::bigint`.as(level),
    ),
    levelCounts.as('total'),
  ] as const;

/** Signatures per member in the range, a chunk of members at a time (keyset on the account id). */
export async function* memberCountChunks(
  db: Executor,
  businessId: string,
  range: ActivityRange,
): AsyncGenerator<({ user_id: string; email: string; name: string } & LevelCounts)[]> {
  let after: string | null = null;
  for (;;) {
    let query = db
      .selectFrom('business_signature_activities')
      .select([
        'user_id',
        // The address and name of the member's latest signature in the range.
        sql<string>`(array_agg(email ORDER BY signed_at DESC, id DESC))[1]`.as('email'),
        sql<string>`(array_agg(name ORDER BY signed_at DESC, id DESC))[1]`.as('name'),
        ...levelColumns(),
      ])
      .where('business_id', '=', businessId);
    if (range.from) query = query.where('signed_at', '>=', range.from);
    if (range.until) query = query.where('signed_at', '<', range.until);
    if (after !== null) query = query.where('user_id', '>', after);
    const rows = await query.groupBy('user_id').orderBy('user_id').limit(EXPORT_CHUNK).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_CHUNK) return;
    after = rows[rows.length - 1]!.user_id;
  }
}

/** Signatures per month (yyyy-MM) and level in the range, from the kept day counts. */
export async function monthLevelCounts(
  db: Executor,
  businessId: string,
  range: ActivityRange,
): Promise<{ month: string; level: string; count: number }[]> {
  let query = db
    .selectFrom('business_signature_days')
    .select([
      sql<string>`to_char(day, 'YYYY-MM')`.as('month'),
      'level',
      sql<number>`sum(count)::bigint`.as('count'),
    ])
    .where('business_id', '=', businessId);
  if (range.firstDay) query = query.where(sql<boolean>`day >= ${range.firstDay}::date`);
  if (range.lastDay) query = query.where(sql<boolean>`day <= ${range.lastDay}::date`);
  const rows = await query.groupBy(['month', 'level']).orderBy('month').orderBy('level').execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) })).filter((row) => row.count > 0);
}

/** The members with the most signatures in the range (ties by account id), most first. */
export function topSigners(
  db: Executor,
  businessId: string,
  range: ActivityRange,
  limit: number,
): Promise<{ user_id: string; email: string; name: string; count: number }[]> {
  let query = db
    .selectFrom('business_signature_activities')
    .select([
      'user_id',
      sql<string>`(array_agg(email ORDER BY signed_at DESC, id DESC))[1]`.as('email'),
      sql<string>`(array_agg(name ORDER BY signed_at DESC, id DESC))[1]`.as('name'),
      sql<number>`count(*)`.as('count'),
    ])
    .where('business_id', '=', businessId);
  if (range.from) query = query.where('signed_at', '>=', range.from);
  if (range.until) query = query.where('signed_at', '<', range.until);
  return query
    .groupBy('user_id')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('user_id')
    .limit(limit)
    .execute();
}
