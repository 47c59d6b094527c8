import { type Insertable, sql } from 'kysely';
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

/** Send-tos, claimed or not, handed over before `createdBefore`, at most `limit` of them. */
export function listSendTosCreatedBefore(
  db: Executor,
  createdBefore: Date,
  limit: number,
): Promise<{ request_id: string }[]> {
  return db
    .selectFrom('sendto')
    .select('request_id')
    .where('created_at', '<', createdBefore)
    .limit(limit)
    .execute();
}

/**
 * What one client address handed over since `since` (count, bytes, the oldest's time), and the
 * bytes of every unclaimed send-to still stored, in one statement.
 */
export async function sendToUsage(db: Executor, ip: string, since: Date) {
  const { rows } = await sql<{
    count: number;
    bytes: number;
    oldest: Date | string | null;
    unclaimed: number;
  }>`
    SELECT count(*) FILTER (WHERE created_ip = ${ip} AND created_at > ${since})::int AS count,
           coalesce(sum(size) FILTER (WHERE created_ip = ${ip} AND created_at > ${since}), 0)::bigint AS bytes,
           min(created_at) FILTER (WHERE created_ip = ${ip} AND created_at > ${since}) AS oldest,
           coalesce(sum(size) FILTER (WHERE claimed_by IS NULL), 0)::bigint AS unclaimed
      FROM sendto
     WHERE (created_ip = ${ip} AND created_at > ${since}) OR claimed_by IS NULL`.execute(db);
  const row = rows[0]!;
  return {
    count: Number(row.count),
    bytes: Number(row.bytes),
    oldest: row.oldest === null ? null : new Date(row.oldest),
    unclaimed: Number(row.unclaimed),
  };
}

/** One send-to is created at a time, so that two at once cannot both pass the quotas. */
export async function lockSendToCreation(db: Executor): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('signet.sendto.create'))`.execute(db);
}
