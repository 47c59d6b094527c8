import type { AttachOnSuccess } from '@signet/contract';
import type { Executor } from '../../../db/database.ts';
import type {
  CallbackDeliveryRow,
  CallbackState,
  CallbackType,
} from '../../../db/tables/public-api-callbacks.tables.ts';

/** What an integration set on a request and keeps beside it (ADRs 0902 and 0914). */
export interface StoredSettings {
  success_url?: string | null;
  update_url?: string | null;
  error_url?: string | null;
  custom?: string | null;
}

/**
 * Saves the settings given (a field left out stays as it is). The row stays with the account that
 * first set it: its key signs the deliveries.
 */
export async function saveRequestSettings(
  db: Executor,
  input: { requestId: string; username: string; settings: StoredSettings; at: Date },
): Promise<void> {
  if (Object.keys(input.settings).length === 0) return;
  await db
    .insertInto('public_api_callbacks')
    .values({
      request_id: input.requestId,
      api_username: input.username,
      ...input.settings,
      created_at: input.at,
    })
    .onConflict((oc) => oc.column('request_id').doUpdateSet(input.settings))
    .execute();
}

/** `attach_on_success` of a request; null: the business's settings decide (ADR 0914). */
export async function saveAttachOnSuccess(
  db: Executor,
  requestId: string,
  value: AttachOnSuccess | null,
): Promise<void> {
  await db
    .updateTable('signature_requests')
    .set({ attach_on_success: value === null ? null : JSON.stringify(value) })
    .where('id', '=', requestId)
    .execute();
}

/** The settings of these requests: the URLs and `custom` only where `username` set them. */
export function listRequestSettings(db: Executor, requestIds: readonly string[], username: string) {
  return db
    .selectFrom('signature_requests as r')
    .leftJoin('public_api_callbacks as c', (join) =>
      join.onRef('c.request_id', '=', 'r.id').on('c.api_username', '=', username),
    )
    .select([
      'r.id',
      'r.attach_on_success',
      'c.success_url',
      'c.update_url',
      'c.error_url',
      'c.custom',
    ])
    .where('r.id', 'in', requestIds)
    .execute();
}

/** What a `callbacks.event` job needs: the event, the request's URLs and first document. */
export function findEventContext(db: Executor, requestId: string, seq: number) {
  return db
    .selectFrom('request_events as e')
    .innerJoin('public_api_callbacks as c', 'c.request_id', 'e.request_id')
    .innerJoin('signature_requests as r', 'r.id', 'e.request_id')
    .select([
      'e.action',
      'e.data',
      'e.created_at',
      'r.status_overall',
      'r.quality',
      'c.success_url',
      'c.update_url',
      'c.error_url',
    ])
    .select((eb) =>
      eb
        .selectFrom('documents as d')
        .select('d.id')
        .whereRef('d.request_id', '=', 'e.request_id')
        .orderBy('d.position')
        .limit(1)
        .as('document_id'),
    )
    .where('e.request_id', '=', requestId)
    .where('e.seq', '=', seq)
    .executeTakeFirst();
}

/** A new delivery; false when this event's callback of this type was already queued. */
export async function insertDelivery(
  db: Executor,
  row: {
    id: string;
    requestId: string;
    seq: number;
    type: CallbackType;
    url: string;
    body: unknown;
    at: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('callback_deliveries')
    .values({
      id: row.id,
      request_id: row.requestId,
      event_seq: row.seq,
      type: row.type,
      state: 'OPEN',
      url: row.url,
      body: JSON.stringify(row.body),
      created_at: row.at,
      updated_at: row.at,
    })
    .onConflict((oc) => oc.columns(['request_id', 'event_seq', 'type']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** An open delivery with the account that signs it (none: the account was deleted). */
export function findOpenDelivery(db: Executor, id: string) {
  return db
    .selectFrom('callback_deliveries as d')
    .leftJoin('public_api_callbacks as c', 'c.request_id', 'd.request_id')
    .leftJoin('api_accounts as a', 'a.username', 'c.api_username')
    .select([
      'd.id',
      'd.url',
      'd.body',
      'd.type',
      'd.attempts',
      'd.messages',
      'd.created_at',
      'a.username',
      'a.key_version',
    ])
    .where('d.id', '=', id)
    .where('d.state', '=', 'OPEN')
    .executeTakeFirst();
}

export async function recordAttempt(
  db: Executor,
  id: string,
  outcome: { state: CallbackState; message?: string; at: Date },
): Promise<void> {
  const row = await db
    .selectFrom('callback_deliveries')
    .select('messages')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const messages = outcome.message ? [...row.messages, outcome.message] : row.messages;
  await db
    .updateTable('callback_deliveries')
    .set((eb) => ({
      state: outcome.state,
      attempts: eb('attempts', '+', 1),
      messages: JSON.stringify(messages),
      updated_at: outcome.at,
    }))
    .where('id', '=', id)
    .execute();
}

export function listDeliveries(db: Executor, requestId: string): Promise<CallbackDeliveryRow[]> {
  return db
    .selectFrom('callback_deliveries')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('created_at')
    .orderBy('event_seq')
    .orderBy('type')
    .execute();
}
