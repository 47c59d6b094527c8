import type { Executor } from '../../db/database.ts';
import type { BusinessRow, StoredAesForBusiness } from '../../db/tables/business.tables.ts';

/** The domains the business has claimed (business_domains). */
export async function findClaimedDomains(db: Executor, businessId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('business_domains')
    .select('domain')
    .where('business_id', '=', businessId)
    .execute();
  return new Set(rows.map((row) => row.domain));
}

/** The business row, locked for a read-modify-write of its AES for business. */
export function lockBusiness(db: Executor, id: string): Promise<BusinessRow | undefined> {
  return db
    .selectFrom('businesses')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The business whose pending confirmation link has this hash, locked. */
export function lockBusinessByConfirmation(
  db: Executor,
  tokenHash: string,
): Promise<BusinessRow | undefined> {
  return db
    .selectFrom('businesses')
    .selectAll()
    .where('aes4biz_token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/** Stores AES for business with where its confirmation stands; answers the row as stored. */
export function storeAesForBusiness(
  db: Executor,
  id: string,
  changes: {
    aes4biz: StoredAesForBusiness;
    confirmedAt: Date | null;
    tokenHash: string | null;
    at: Date;
  },
): Promise<BusinessRow> {
  return db
    .updateTable('businesses')
    .set({
      aes4biz: JSON.stringify(changes.aes4biz),
      aes4biz_confirmed_at: changes.confirmedAt,
      aes4biz_token_hash: changes.tokenHash,
      updated_at: changes.at,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The representative confirmed: members hold AES from now on. */
export async function confirmAesForBusiness(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .updateTable('businesses')
    .set({ aes4biz_confirmed_at: at, aes4biz_token_hash: null, updated_at: at })
    .where('id', '=', id)
    .execute();
}
