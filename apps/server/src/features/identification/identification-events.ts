import type { Executor } from '../../db/database.ts';
import type { IdentificationEventRow } from '../../db/tables/identification.tables.ts';
import { type EventContent, eventHash, GENESIS_HASH } from '../events/index.ts';

/** Who did something to an identification, from where. */
export interface EventActor {
  userId: string;
  email: string;
  ip: string | null;
}

/**
 * Appends an event to the identification's own chain, hashed as request events are
 * (SHA-256 of the previous hash and the canonical JSON, features/events), so an edit, insertion
 * or removal shows. The caller holds the identification's row lock, so one writer at a time;
 * the primary key refuses a second.
 */
export async function appendIdentificationEvent(
  db: Executor,
  identificationId: string,
  action: string,
  actor: EventActor | null,
  at: Date,
  data: Record<string, unknown> = {},
): Promise<void> {
  const last = await db
    .selectFrom('identification_events')
    .select(['seq', 'hash'])
    .where('identification_id', '=', identificationId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  const content: EventContent = {
    request_id: identificationId,
    seq: (last?.seq ?? 0) + 1,
    action,
    actor_id: actor?.userId ?? null,
    actor_email: actor?.email ?? null,
    ip: actor?.ip ?? null,
    document_hashes: [],
    data,
    created_at: at.toISOString(),
  };
  const prevHash = last?.hash ?? GENESIS_HASH;
  await db
    .insertInto('identification_events')
    .values({
      identification_id: identificationId,
      seq: content.seq,
      action,
      actor_id: content.actor_id,
      actor_email: content.actor_email,
      ip: content.ip,
      data: JSON.stringify(data),
      created_at: at,
      prev_hash: prevHash,
      hash: eventHash(prevHash, content),
    })
    .execute();
}

export function listIdentificationEvents(
  db: Executor,
  identificationId: string,
): Promise<IdentificationEventRow[]> {
  return db
    .selectFrom('identification_events')
    .selectAll()
    .where('identification_id', '=', identificationId)
    .orderBy('seq')
    .execute();
}
