import type { Executor } from '../../db/database.ts';
import { type ChainedEvent, chainEvent, type NewEvent } from './event-chain.ts';
import {
  type AlongsideWrites,
  type ChainEnd,
  findChainEnd,
  insertEvent,
} from './events.repository.ts';

export type { NewEvent } from './event-chain.ts';

/**
 * Appends an event to its request's chain; the only way an event is written. Callers hold the
 * request row lock (`FOR UPDATE`) in the same transaction as the state change, so events of one
 * request are written one at a time; the primary key (request_id, seq) refuses a second writer
 * that did not. `after`: the chain's end as the caller read it under that lock (null: no event
 * yet), which spares reading it again; `alongside`: the change's other writes, made in the same
 * statement.
 */
export async function appendEvent(
  db: Executor,
  event: NewEvent,
  after?: ChainEnd | null,
  alongside?: AlongsideWrites,
): Promise<ChainedEvent> {
  const last = after !== undefined ? after : await findChainEnd(db, event.requestId);
  const chained = chainEvent(event, last ?? null);
  await insertEvent(db, chained, alongside);
  return chained;
}
