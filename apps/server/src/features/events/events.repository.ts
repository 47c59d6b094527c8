import type { QueryCreator } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { RequestEventRow } from '../../db/tables/signature-requests.tables.ts';
import type { ChainedEvent } from './event-chain.ts';

/** The last event of a request's chain: what the next one is chained to. */
export type ChainEnd = Pick<ChainedEvent, 'seq' | 'hash'>;

/** The request's last event (undefined: none yet). */
export function findChainEnd(db: Executor, requestId: string): Promise<ChainEnd | undefined> {
  return db
    .selectFrom('request_events')
    .select(['seq', 'hash'])
    .where('request_id', '=', requestId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Writes an event already chained to its predecessor (appendEvent is the only caller). */
/**
 * The other writes of the same change, made in the event's own statement as data-modifying CTEs
 * (one round trip for a signature's pointers, status, credit and event).
 */
export type AlongsideWrites = (db: Executor) => QueryCreator<DB>;

export async function insertEvent(
  db: Executor,
  chained: ChainedEvent,
  alongside?: AlongsideWrites,
): Promise<void> {
  await (alongside ? alongside(db) : db)
    .insertInto('request_events')
    .values({
      ...chained,
      document_hashes: JSON.stringify(chained.document_hashes),
      data: JSON.stringify(chained.data),
    })
    .execute();
}

export async function listEvents(db: Executor, requestId: string): Promise<ChainedEvent[]> {
  const rows = await db
    .selectFrom('request_events')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('seq')
    .execute();
  return rows.map(toChained);
}

function toChained(row: RequestEventRow): ChainedEvent {
  return {
    request_id: row.request_id,
    seq: row.seq,
    action: row.action,
    actor_id: row.actor_id,
    actor_email: row.actor_email,
    ip: row.ip,
    document_hashes: row.document_hashes as unknown as string[],
    data: row.data as unknown as Record<string, unknown>,
    created_at: row.created_at,
    prev_hash: row.prev_hash,
    hash: row.hash,
  };
}
