import { AppError } from '@signet/contract';
import { sql } from 'kysely';
import type { UserAttributes, UserRow } from '../../db/schema.ts';
import { type ChainedEvent, GENESIS_HASH } from '../events/event-chain.ts';
import { type Actor, notFound, rolesOf } from '../signature-requests/access.ts';
import type { VisibleRequest } from '../signature-requests/request-access.ts';
import { pageColumns, pageOf } from '../signature-requests/request-aggregate.ts';
import type { Executor } from '../users/users.repository.ts';
import type { SealRow } from './signing.tables.ts';

/** The account's TAN row as read before signing, with its row version for a conditional update. */
export interface TanState {
  tan_hash: string | null;
  request_ids: string[];
  expires_at: Date;
  failures: number;
  locked_until: Date | null;
  /** The row version (`xmin`): an update made on this reading applies only if nothing changed since. */
  version: string;
}

/** Everything POST /v3/sign checks about the caller, read in one statement. */
export interface SignerState {
  user: UserRow;
  tan: TanState | undefined;
  seals: Pick<SealRow, 'account_name' | 'display_name' | 'quality'>[];
}

/**
 * The caller's account, its TAN row (signing lock, the TAN and what it was sent for) and the seals
 * it is a member of, in one statement. Undefined when the account is gone.
 */
export async function readSignerState(
  db: Executor,
  userId: string,
): Promise<SignerState | undefined> {
  const row = await db
    .selectFrom('users as u')
    .selectAll('u')
    .select([
      sql<Record<string, unknown> | null>`(SELECT json_build_object(
        'tan_hash', t.tan_hash, 'request_ids', t.request_ids, 'expires_at', t.expires_at,
        'failures', t.failures, 'locked_until', t.locked_until, 'version', t.xmin::text)
        FROM signing_tans t WHERE t.user_id = u.id)`.as('signing_tan'),
      sql<SignerState['seals']>`coalesce((SELECT json_agg(json_build_object(
        'account_name', s.account_name, 'display_name', s.display_name, 'quality', s.quality)
        ORDER BY s.account_name)
        FROM seals s JOIN seal_members m ON m.account_name = s.account_name
        WHERE m.user_id = u.id), '[]'::json)`.as('member_seals'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { signing_tan, member_seals, ...user } = row;
  return { user, tan: signing_tan ? tanState(signing_tan) : undefined, seals: member_seals };
}

function tanState(json: Record<string, unknown>): TanState {
  return {
    tan_hash: json.tan_hash as string | null,
    request_ids: json.request_ids as string[],
    expires_at: new Date(json.expires_at as string),
    failures: json.failures as number,
    locked_until: json.locked_until ? new Date(json.locked_until as string) : null,
    version: json.version as string,
  };
}

/**
 * The requests to sign with their documents, signers, observers and attachments, in one
 * statement, each as loadVisible finds it, in the order of `ids`: undefined for one that is not
 * there for the caller or that they hid (NOT_FOUND alike, never told apart).
 */
export async function loadVisibleRequests(
  db: Executor,
  actor: Actor,
  ids: string[],
): Promise<(VisibleRequest | undefined)[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('signature_requests as r')
    .selectAll('r')
    .select([
      ...pageColumns,
      sql<boolean>`EXISTS (SELECT 1 FROM request_hidden h
        WHERE h.user_id = ${actor.userId} AND h.request_id = r.id)`.as('hidden'),
    ])
    .where('r.id', 'in', [...new Set(ids)])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) return undefined;
    const { owner_email, documents, signatures, observers, attachments, hidden, ...request } = row;
    const columns = { owner_email, documents, signatures, observers, attachments };
    const [aggregate] = pageOf([request], () => columns).aggregates;
    const roles = rolesOf(actor, aggregate!.request, aggregate!.signatures, aggregate!.observers);
    return roles.length === 0 || hidden ? undefined : { aggregate: aggregate!, roles };
  });
}

/** What a signing reads once it holds the request's row lock. */
export interface LockedState {
  visible: VisibleRequest;
  /** The caller's attributes, locked for the credit's read-modify-write. */
  attributes: UserAttributes;
  /** The request's last event, which the signature's event is chained to. */
  lastEvent: { seq: number; hash: string };
}

/**
 * Within the signing's transaction: the request's row lock first (its own statement, so that the
 * reads after it see whatever the previous holder committed), then in one statement the caller's
 * account row, locked, with the request's documents, signers, observers, attachments, whether
 * the caller hid it, and its last event. NOT_FOUND as loadVisible answers it; UNAUTHENTICATED
 * when the account is gone.
 */
export async function lockForSigning(
  tx: Executor,
  actor: Actor,
  requestId: string,
): Promise<LockedState> {
  const request = await tx
    .selectFrom('signature_requests')
    .selectAll()
    .where('id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
  if (!request) throw notFound();
  const row = await tx
    .selectFrom(['users as u', 'signature_requests as r'])
    .select('u.attributes')
    .select([
      ...pageColumns,
      sql<boolean>`EXISTS (SELECT 1 FROM request_hidden h
        WHERE h.user_id = u.id AND h.request_id = r.id)`.as('hidden'),
      sql<{
        seq: number;
        hash: string;
      } | null>`(SELECT json_build_object('seq', e.seq, 'hash', e.hash)
        FROM request_events e WHERE e.request_id = r.id ORDER BY e.seq DESC LIMIT 1)`.as(
        'last_event',
      ),
    ])
    .where('u.id', '=', actor.userId)
    .where('r.id', '=', requestId)
    .forUpdate('u')
    .executeTakeFirst();
  // The request is there (its row is locked): without a row, the account is gone.
  if (!row) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  const { attributes, hidden, last_event, ...columns } = row;
  const [aggregate] = pageOf([request], () => columns).aggregates;
  const roles = rolesOf(actor, aggregate!.request, aggregate!.signatures, aggregate!.observers);
  if (roles.length === 0 || hidden) throw notFound();
  return {
    visible: { aggregate: aggregate!, roles },
    attributes,
    lastEvent: last_event ?? { seq: 0, hash: GENESIS_HASH },
  };
}

/** The rows one signature changes, written together. */
export interface SignatureWrite {
  requestId: string;
  sid: string;
  at: Date;
  /** Each signed document's new version and its size. */
  documents: { id: string; hash: string; size: number }[];
  /** The caller's attributes with the credit spent (personal signatures); absent for a seal. */
  credit?: { userId: string; attributes: UserAttributes };
  /** The `signed` event, chained to the request's last one. */
  event: ChainedEvent;
}

/**
 * One statement for everything a signature changes: the documents' version pointers, the
 * signature's status, the spent credit, the chained `signed` event and the request's time. The
 * caller holds the request's row lock (lockForSigning), in whose transaction this runs.
 */
export async function recordSignature(tx: Executor, write: SignatureWrite): Promise<void> {
  const { event, documents, credit } = write;
  /** The new value of a document column, chosen by the document's id. */
  const byDocument = <K extends 'hash' | 'size'>(key: K) =>
    sql<K extends 'hash' ? string : number>`CASE id ${sql.join(
      documents.map((document) =>
        key === 'hash'
          ? sql`WHEN ${document.id} THEN ${document.hash}::text`
          : sql`WHEN ${document.id} THEN ${document.size}::bigint`,
      ),
      sql` `,
    )} END`;
  await tx
    .with('moved', (db) =>
      db
        .updateTable('documents')
        .set({ current_hash: byDocument('hash'), size: byDocument('size'), updated_at: write.at })
        .where(
          'id',
          'in',
          documents.map((document) => document.id),
        )
        .returning('id'),
    )
    .with('signature', (db) =>
      db
        .updateTable('signatures')
        .set({ status_code: 'SIGNED', status_changed_at: write.at })
        .where('sid', '=', write.sid)
        .returning('sid'),
    )
    .with('credit', (db) =>
      db
        .updateTable('users')
        .set({
          attributes: JSON.stringify(credit?.attributes ?? {}),
          updated_at: write.at,
        })
        // No row for a seal signature, which spends no credit.
        .where('id', '=', credit?.userId ?? null)
        .returning('id'),
    )
    .with('request', (db) =>
      db
        .updateTable('signature_requests')
        .set({ updated_at: write.at })
        .where('id', '=', write.requestId)
        .returning('id'),
    )
    .insertInto('request_events')
    .values({
      ...event,
      document_hashes: JSON.stringify(event.document_hashes),
      data: JSON.stringify(event.data),
    })
    .execute();
}
