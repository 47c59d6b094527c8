import type { Executor } from '../../db/database.ts';
import type { SealRequestRow } from '../../db/tables/seals.tables.ts';

export async function insertSealRequest(
  db: Executor,
  row: Omit<SealRequestRow, 'status' | 'reason' | 'decided_at'>,
): Promise<SealRequestRow> {
  return db
    .insertInto('seal_requests')
    .values({ ...row, status: 'open', reason: null, decided_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listSealRequestsOfBusiness(
  db: Executor,
  businessId: string,
): Promise<SealRequestRow[]> {
  return db
    .selectFrom('seal_requests')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The open requests, oldest first, with the business's name (the operator's list). */
export function listOpenSealRequests(db: Executor) {
  return db
    .selectFrom('seal_requests as r')
    .innerJoin('businesses as b', 'b.id', 'r.business_id')
    .selectAll('r')
    .select('b.name as business_name')
    .where('r.status', '=', 'open')
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

export function findSealRequest(db: Executor, id: string): Promise<SealRequestRow | undefined> {
  return db.selectFrom('seal_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockSealRequest(db: Executor, id: string): Promise<SealRequestRow | undefined> {
  return db
    .selectFrom('seal_requests')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function decideSealRequest(
  db: Executor,
  id: string,
  decision: { status: 'issued' | 'rejected'; reason: string | null; at: Date },
): Promise<void> {
  await db
    .updateTable('seal_requests')
    .set({ status: decision.status, reason: decision.reason, decided_at: decision.at })
    .where('id', '=', id)
    .execute();
}

/** Whether a seal, or an open request of any business, has this name already. */
export async function isSealNameTaken(db: Executor, accountName: string): Promise<boolean> {
  const [seal, open] = await Promise.all([
    db
      .selectFrom('seals')
      .select('account_name')
      .where('account_name', '=', accountName)
      .executeTakeFirst(),
    db
      .selectFrom('seal_requests')
      .select('id')
      .where('account_name', '=', accountName)
      .where('status', '=', 'open')
      .executeTakeFirst(),
  ]);
  return seal !== undefined || open !== undefined;
}
