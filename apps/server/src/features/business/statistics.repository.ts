import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { BusinessUsageKind } from '../../db/tables/business.tables.ts';

/** Members by role: one index range of business_members_by_role. */
export async function countMembersByRole(db: Executor, businessId: string) {
  const rows = await db
    .selectFrom('business_members')
    .select(['role', (eb) => eb.fn.countAll<string>().as('n')])
    .where('business_id', '=', businessId)
    .groupBy('role')
    .execute();
  const count = (role: string) => Number(rows.find((row) => row.role === role)?.n ?? 0);
  return { admins: count('admin'), members: count('member') };
}

export interface UsageRow {
  /** YYYY-MM */
  month: string;
  kind: BusinessUsageKind;
  level: string;
  count: number;
}

/**
 * Every usage counter of the business: one row per month, kind and level (a few dozen a year),
 * read through the counters' primary key; signatures themselves are never scanned.
 */
export async function listUsage(db: Executor, businessId: string): Promise<UsageRow[]> {
  const rows = await db
    .selectFrom('business_usage')
    .select([sql<string>`to_char(month, 'YYYY-MM')`.as('month'), 'kind', 'level', 'count'])
    .where('business_id', '=', businessId)
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
