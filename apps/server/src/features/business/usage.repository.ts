import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { BusinessUsageKind } from '../../db/tables/business.tables.ts';

/** The first day of `at`'s month, UTC, as the usage table keys it. */
export function usageMonth(at: Date): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/**
 * Counts one event for a business, in the caller's transaction (a signature, a request created or
 * completed). `level` is the signature's level (ses, aes, qes, seal), '' for requests.
 */
export async function countUsage(
  db: Executor,
  input: { businessId: string; kind: BusinessUsageKind; level?: string; at: Date; amount?: number },
): Promise<void> {
  const amount = input.amount ?? 1;
  await db
    .insertInto('business_usage')
    .values({
      business_id: input.businessId,
      month: usageMonth(input.at),
      kind: input.kind,
      level: input.level ?? '',
      count: amount,
    })
    .onConflict((oc) =>
      oc
        .columns(['business_id', 'month', 'kind', 'level'])
        .doUpdateSet({ count: sql`business_usage.count + ${amount}` }),
    )
    .execute();
}
