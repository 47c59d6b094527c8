import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type {
  IdentificationActivityRow,
  SignatureActivityRow,
} from '../../db/tables/activity.tables.ts';
import type { ActivityRange } from './activity-range.ts';

/**
 * Rows for an export are read in chunks along the (business_id, time, id) index, each chunk
 * starting after the last row of the one before (keyset): memory holds one chunk, however many
 * rows there are, and no chunk skips past earlier rows. The time is carried as PostgreSQL's own
 * text, since a JavaScript Date would drop its microseconds and move the key.
 */
export const EXPORT_CHUNK = 5000;

interface Keyed {
  key_at: string;
  id: number;
}

async function* keyset<R extends Keyed>(
  read: (after: Keyed | null) => Promise<R[]>,
): AsyncGenerator<R[]> {
  let after: Keyed | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_CHUNK) return;
    const last = rows[rows.length - 1]!;
    after = { key_at: last.key_at, id: last.id };
  }
}

export function signatureChunks(
  db: Executor,
  businessId: string,
  range: ActivityRange,
): AsyncGenerator<(SignatureActivityRow & Keyed)[]> {
  return keyset((after) => {
    let query = db
      .selectFrom('business_signature_activities')
      .selectAll()
      .select(sql<string>`signed_at::text`.as('key_at'))
      .where('business_id', '=', businessId);
    if (range.from) query = query.where('signed_at', '>=', range.from);
    if (range.until) query = query.where('signed_at', '<', range.until);
    if (after) {
      query = query.where(
        sql<boolean>`(signed_at, id) > (${after.key_at}::timestamptz, ${after.id})`,
      );
    }
    return query.orderBy('signed_at').orderBy('id').limit(EXPORT_CHUNK).execute();
  });
}

export function identificationChunks(
  db: Executor,
  businessId: string,
  range: ActivityRange,
): AsyncGenerator<(IdentificationActivityRow & Keyed)[]> {
  return keyset((after) => {
    let query = db
      .selectFrom('business_identification_activities')
      .selectAll()
      .select(sql<string>`identified_at::text`.as('key_at'))
      .where('business_id', '=', businessId);
    if (range.from) query = query.where('identified_at', '>=', range.from);
    if (range.until) query = query.where('identified_at', '<', range.until);
    if (after) {
      query = query.where(
        sql<boolean>`(identified_at, id) > (${after.key_at}::timestamptz, ${after.id})`,
      );
    }
    return query.orderBy('identified_at').orderBy('id').limit(EXPORT_CHUNK).execute();
  });
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
