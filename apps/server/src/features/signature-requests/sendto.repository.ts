import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { SendtoRow, SendtoTable } from '../../db/tables/signature-requests.tables.ts';

export async function insertSendTo(db: Executor, row: Insertable<SendtoTable>): Promise<void> {
  await db.insertInto('sendto').values(row).execute();
}

export function findSendTo(db: Executor, id: string): Promise<SendtoRow | undefined> {
  return db.selectFrom('sendto').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Serialises claims of one send-to behind its row lock. */
export function lockSendTo(db: Executor, id: string): Promise<SendtoRow | undefined> {
  return db.selectFrom('sendto').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markSendToClaimed(
  db: Executor,
  id: string,
  userId: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('sendto')
    .set({ claimed_by: userId, claimed_at: at })
    .where('id', '=', id)
    .execute();
}

/** Unclaimed send-tos that expired before `expiredBefore`, at most `limit` of them. */
export function listStaleSendTos(
  db: Executor,
  expiredBefore: Date,
  limit: number,
): Promise<{ request_id: string }[]> {
  return db
    .selectFrom('sendto')
    .select('request_id')
    .where('claimed_by', 'is', null)
    .where('expires_at', '<', expiredBefore)
    .limit(limit)
    .execute();
}
