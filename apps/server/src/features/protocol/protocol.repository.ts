import type { Executor } from '../../db/database.ts';

/** The owner's address and attributes (language) as the protocol states them. */
export function findOwnerAccount(db: Executor, ownerId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'attributes', 'first_name', 'last_name'])
    .where('id', '=', ownerId)
    .executeTakeFirst();
}

/** The accounts behind the signers' addresses: how each was identified, and their names. */
export function findSignerAccounts(db: Executor, emails: string[]) {
  return db
    .selectFrom('users')
    .select(['email', 'email_verified', 'first_name', 'last_name', 'attributes'])
    .where('email', 'in', emails)
    .execute();
}

/** The accounts that acted on the request, by id: their current names (issue 20). */
export function findActorAccounts(db: Executor, ids: string[]) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .execute();
}

/** The accounts that acted on the request (the events' actor ids), each once. */
export async function findActorIds(db: Executor, requestId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('request_events')
    .select('actor_id')
    .distinct()
    .where('request_id', '=', requestId)
    .where('actor_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.actor_id ? [row.actor_id] : []));
}

/** The request's id, owner and business; throws when the request is gone. */
export function findRequestOwnerOrThrow(db: Executor, requestId: string) {
  return db
    .selectFrom('signature_requests')
    .select(['id', 'owner_id', 'business_id', 'attach_on_success'])
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
}

/** The current version of each document of the request, in the request's order. */
export function listCurrentDocumentVersions(db: Executor, requestId: string) {
  return db
    .selectFrom('documents')
    .select(['title', 'current_hash'])
    .where('request_id', '=', requestId)
    .orderBy('position')
    .execute();
}

/**
 * Records the protocol's blob for the request (the first one stays), so the blob collector
 * leaves it alone while the row exists.
 */
export async function recordSignatureProtocol(
  db: Executor,
  row: { request_id: string; blob_hash: string; created_at: Date; state_key?: string },
): Promise<void> {
  await db
    .insertInto('signature_protocols')
    .values(row)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** The protocol stored for the request in this state (ADR 0136); undefined before it is built. */
export async function findProtocolForState(db: Executor, requestId: string, stateKey: string) {
  const row = await db
    .selectFrom('signature_protocols')
    .select('blob_hash')
    .where('request_id', '=', requestId)
    .where('state_key', '=', stateKey)
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.blob_hash;
}

/** The newest event's hash: it covers every event before it (the chain). */
export async function findChainHead(db: Executor, requestId: string) {
  const row = await db
    .selectFrom('request_events')
    .select('hash')
    .where('request_id', '=', requestId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.hash ?? null;
}
