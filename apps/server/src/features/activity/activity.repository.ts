import { type SelectQueryBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type {
  AccountActivityRow,
  IdentificationActivityRow,
  SignatureActivityRow,
} from '../../db/tables/activity.tables.ts';
import type { ActivityRange } from './activity-range.ts';

export interface PageRequest {
  offset: number;
  limit: number;
  sort: 'asc' | 'desc';
}

type TimedTable =
  | 'business_account_activities'
  | 'business_signature_activities'
  | 'business_identification_activities';
const TIME_COLUMN = {
  business_account_activities: 'at',
  business_signature_activities: 'signed_at',
  business_identification_activities: 'identified_at',
} as const;

/** One business's rows of a table within the range, along its (business_id, time, id) index. */
function inRange<T extends TimedTable>(
  db: Executor,
  table: T,
  businessId: string,
  range: ActivityRange,
) {
  const time = sql.ref(TIME_COLUMN[table]);
  let query = db
    .selectFrom(table as TimedTable)
    .where('business_id', '=', businessId) as unknown as SelectQueryBuilder<DB, T, object>;
  if (range.from) query = query.where(sql<boolean>`${time} >= ${range.from}`);
  if (range.until) query = query.where(sql<boolean>`${time} < ${range.until}`);
  return query;
}

async function countInRange(
  db: Executor,
  table: TimedTable,
  businessId: string,
  range: ActivityRange,
): Promise<number> {
  const row = await inRange(db, table, businessId, range)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function pageInRange<T extends TimedTable, R>(
  db: Executor,
  table: T,
  businessId: string,
  range: ActivityRange,
  page: PageRequest,
): Promise<R[]> {
  const time = sql.ref(TIME_COLUMN[table]);
  return (await inRange(db, table, businessId, range)
    .selectAll()
    .orderBy(time, page.sort)
    .orderBy(sql.ref('id'), page.sort)
    .offset(page.offset)
    .limit(page.limit)
    .execute()) as R[];
}

export function countAccountActivities(db: Executor, businessId: string, range: ActivityRange) {
  return countInRange(db, 'business_account_activities', businessId, range);
}

export function pageAccountActivities(
  db: Executor,
  businessId: string,
  range: ActivityRange,
  page: PageRequest,
): Promise<AccountActivityRow[]> {
  return pageInRange(db, 'business_account_activities', businessId, range, page);
}

export function countIdentificationActivities(
  db: Executor,
  businessId: string,
  range: ActivityRange,
) {
  return countInRange(db, 'business_identification_activities', businessId, range);
}

export function pageIdentificationActivities(
  db: Executor,
  businessId: string,
  range: ActivityRange,
  page: PageRequest,
): Promise<IdentificationActivityRow[]> {
  return pageInRange(db, 'business_identification_activities', businessId, range, page);
}

/** The day counts of one business within the range's days. */
function daysInRange(db: Executor, businessId: string, range: ActivityRange) {
  let query = db.selectFrom('business_signature_days').where('business_id', '=', businessId);
  if (range.firstDay) query = query.where(sql<boolean>`day >= ${range.firstDay}::date`);
  if (range.lastDay) query = query.where(sql<boolean>`day <= ${range.lastDay}::date`);
  return query;
}

/** The signatures in the range: a sum of the kept day counts, never a count of the rows. */
export async function countSignatureActivities(
  db: Executor,
  businessId: string,
  range: ActivityRange,
): Promise<number> {
  const row = await daysInRange(db, businessId, range)
    .select(sql<number>`coalesce(sum(count), 0)::bigint`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One page of signatures. A deep page does not walk past every earlier row: the kept day counts
 * (summed in page order) name the day the page starts on and how many of that day's rows come
 * before it, so the index is entered at that day and skips at most one day's rows.
 */
export async function pageSignatureActivities(
  db: Executor,
  businessId: string,
  range: ActivityRange,
  page: PageRequest,
): Promise<SignatureActivityRow[]> {
  const desc = page.sort === 'desc';
  const order = sql.raw(desc ? 'DESC' : 'ASC');
  const days = daysInRange(db, businessId, range)
    .select(['day', sql<number>`sum(count)`.as('count')])
    .groupBy('day');
  const dayStart = sql`((SELECT day FROM first_day) + ${sql.raw(desc ? '1' : '0')})::timestamp AT TIME ZONE 'UTC'`;
  let rows = db
    .with('days', () => days)
    .with('through', (qb) =>
      qb
        .selectFrom('days')
        .select([
          'day',
          'count',
          sql<number>`sum(count) OVER (ORDER BY day ${order})`.as('through'),
        ]),
    )
    .with('first_day', (qb) =>
      qb
        .selectFrom('through')
        .select(['day', sql<number>`through - count`.as('before')])
        .where(sql<boolean>`through > ${page.offset}`)
        .orderBy('day', page.sort)
        .limit(1),
    )
    .selectFrom('business_signature_activities')
    .selectAll()
    .where('business_id', '=', businessId)
    .where(desc ? sql<boolean>`signed_at < ${dayStart}` : sql<boolean>`signed_at >= ${dayStart}`);
  if (range.from) rows = rows.where('signed_at', '>=', range.from);
  if (range.until) rows = rows.where('signed_at', '<', range.until);
  return rows
    .orderBy('signed_at', page.sort)
    .orderBy('id', page.sort)
    .offset(sql<number>`(SELECT ${page.offset}::bigint - before FROM first_day)`)
    .limit(page.limit)
    .execute();
}
