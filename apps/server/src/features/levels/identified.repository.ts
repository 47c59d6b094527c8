import type { Legislation } from '@signet/trust';
import type { Executor } from '../../db/database.ts';

/** The legislations a person holds an approved identification of (status success). */
export async function identifiedLegislations(db: Executor, userId: string): Promise<Legislation[]> {
  const rows = await db
    .selectFrom('identifications')
    .select('legislation')
    .distinct()
    .where('user_id', '=', userId)
    .where('status', '=', 'success')
    .execute();
  return rows.map((row) => row.legislation);
}
