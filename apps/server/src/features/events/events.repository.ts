import type { RequestEventRow } from '../signature-requests/signature-requests.tables.ts';
import type { Executor } from '../users/users.repository.ts';
import { type ChainedEvent, eventHash, GENESIS_HASH } from './event-chain.ts';

export interface NewEvent {
  requestId: string;
  action: string;
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
  documentHashes: string[];
  data?: Record<string, unknown>;
  at: Date;
}

/**
 * Appends an event to its request's chain. Callers hold the request row lock (`FOR UPDATE`) in the
 * same transaction as the state change, so events of one request are written one at a time; the
 * primary key (request_id, seq) refuses a second writer that did not.
 */
export async function appendEvent(db: Executor, event: NewEvent): Promise<ChainedEvent> {
  const last = await db
    .selectFrom('request_events')
    .select(['seq', 'hash'])
    .where('request_id', '=', event.requestId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  const content = {
    request_id: event.requestId,
    seq: (last?.seq ?? 0) + 1,
    action: event.action,
    actor_id: event.actorId,
    actor_email: event.actorEmail,
    ip: event.ip,
    document_hashes: event.documentHashes,
    data: event.data ?? {},
    created_at: event.at.toISOString(),
  };
  const prev_hash = last?.hash ?? GENESIS_HASH;
  const chained = { ...content, prev_hash, hash: eventHash(prev_hash, content) };
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
