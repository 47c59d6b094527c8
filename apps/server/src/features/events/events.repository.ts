import type { Executor } from '../../db/database.ts';
import type { RequestEventRow } from '../../db/tables/signature-requests.tables.ts';
import { type ChainedEvent, chainEvent, type NewEvent } from './event-chain.ts';

export type { NewEvent } from './event-chain.ts';

/** The last event of a request's chain: what the next one is chained to. */
export type ChainEnd = Pick<ChainedEvent, 'seq' | 'hash'>;

/**
 * Appends an event to its request's chain; the only way an event is written. Callers hold the
 * request row lock (`FOR UPDATE`) in the same transaction as the state change, so events of one
 * request are written one at a time; the primary key (request_id, seq) refuses a second writer
 * that did not. `after`: the chain's end as the caller read it under that lock (null: no event
 * yet), which spares reading it again.
 */
export async function appendEvent(
  db: Executor,
  event: NewEvent,
  after?: ChainEnd | null,
): Promise<ChainedEvent> {
  const last =
    after !== undefined
      ? after
      : await db
          .selectFrom('request_events')
          .select(['seq', 'hash'])
          .where('request_id', '=', event.requestId)
          .orderBy('seq', 'desc')
          .limit(1)
          .executeTakeFirst();
  const chained = chainEvent(event, last ?? null);
  await db
    .insertInto('request_events')
    .values({
      ...chained,
      document_hashes: JSON.stringify(chained.document_hashes),
      data: JSON.stringify(chained.data),
    })
    .execute();
  return chained;
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
