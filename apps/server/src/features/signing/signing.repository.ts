import { type QueryCreator, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { DB, UserAttributes, UserRow } from '../../db/schema.ts';
import type { SealRow } from '../../db/tables/signing.tables.ts';
import { type Vouch, vouchOf } from '../aes-for-business/index.ts';
import { usageMonth } from '../business/index.ts';
import type { AlongsideWrites } from '../events/index.ts';
import { pageColumns, pageOf, type RequestAggregate } from '../request-core/index.ts';
import type { TanState } from './tan.repository.ts';

/** Everything POST /v3/sign checks about the caller, read in one statement. */
export interface SignerState {
  user: UserRow;
  tan: TanState | undefined;
  seals: Pick<SealRow, 'account_name' | 'display_name' | 'quality'>[];
  /** The business the caller is a member or admin of: it pays for their signatures (§6). */
  businessId: string | null;
  /** What AES for business vouches for the caller, if anything. */
  vouch: Vouch | null;
  /** The caller's approved identifications: legislation and the verified name. */
  identified: IdentifiedSigner[];
}

export interface IdentifiedSigner {
  legislation: 'eidas' | 'zertes';
  provider: string;
  name: string;
}

/** The business `u` (the users row) is a member or admin of, as a sub-select. */
const memberBusiness = sql<
  string | null
>`(SELECT m.business_id FROM business_members m WHERE m.user_id = u.id)`;

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
      memberBusiness.as('member_business'),
      vouchOf('u').as('aes_vouch'),
      sql<IdentifiedSigner[]>`coalesce((SELECT json_agg(json_build_object(
        'legislation', i.legislation, 'provider', i.provider,
        'name', trim(i.verified_first_names || ' ' || i.verified_last_name))
        ORDER BY i.decided_at DESC)
        FROM identifications i WHERE i.user_id = u.id AND i.status = 'success'), '[]'::json)`.as(
        'identified',
      ),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { signing_tan, member_seals, member_business, aes_vouch, identified, ...user } = row;
  return {
    user,
    tan: signing_tan ? tanState(signing_tan) : undefined,
    seals: member_seals,
    businessId: member_business,
    vouch: aes_vouch,
    identified,
  };
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

/** A request as read for signing, before anything is decided about it. */
export interface RequestRows {
  aggregate: RequestAggregate;
  /** Whether the caller hid it. */
  hidden: boolean;
}

/**
 * The requests to sign with their documents, signers, observers and attachments, and whether the
 * caller hid each, in one statement, in the order of `ids`: undefined for one that does not exist.
 */
export async function loadRequestsForSigning(
  db: Executor,
  userId: string,
  ids: string[],
): Promise<(RequestRows | undefined)[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('signature_requests as r')
    .selectAll('r')
    .select([
      ...pageColumns,
      sql<boolean>`EXISTS (SELECT 1 FROM request_hidden h
        WHERE h.user_id = ${userId} AND h.request_id = r.id)`.as('hidden'),
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
    return { aggregate: aggregate!, hidden };
  });
}

/** What a signing reads once it holds the request's row lock. */
export type LockedRows =
  | { found: false; missing: 'request' | 'account' }
  | (RequestRows & {
      found: true;
      /** The caller's attributes, locked for the credit's read-modify-write. */
      attributes: UserAttributes;
      /** The caller's business, which pays instead of a credit (§6); null for a free user. */
      businessId: string | null;
      /** The request's last event, which the signature's event is chained to (null: none yet). */
      lastEvent: { seq: number; hash: string } | null;
    });

/**
 * Within the signing's transaction: the request's row lock first (its own statement, so that the
 * reads after it see whatever the previous holder committed), then in one statement the caller's
 * account row, locked, with the request's documents, signers, observers, attachments, whether
 * the caller hid it, and its last event.
 */
export async function lockRequestForSigning(
  tx: Executor,
  userId: string,
  requestId: string,
): Promise<LockedRows> {
  const request = await tx
    .selectFrom('signature_requests')
    .selectAll()
    .where('id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
  if (!request) return { found: false, missing: 'request' };
  const row = await tx
    .selectFrom(['users as u', 'signature_requests as r'])
    .select('u.attributes')
    .select([
      ...pageColumns,
      memberBusiness.as('member_business'),
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
    .where('u.id', '=', userId)
    .where('r.id', '=', requestId)
    .forUpdate('u')
    .executeTakeFirst();
  // The request is there (its row is locked): without a row, the account is gone.
  if (!row) return { found: false, missing: 'account' };
  const { attributes, hidden, last_event, member_business, ...columns } = row;
  const [aggregate] = pageOf([request], () => columns).aggregates;
  return {
    found: true,
    aggregate: aggregate!,
    hidden,
    attributes,
    businessId: member_business,
    lastEvent: last_event,
  };
}

/** The rows one signature changes, written together. */
export interface SignatureWrite {
  requestId: string;
  sid: string;
  at: Date;
  /** Each signed document's new version and its size. */
  documents: { id: string; hash: string; size: number }[];
  /** A group's signature names the member who signed it for the group (ADR 0720). */
  signedForGroupBy?: string;
  /** The caller's attributes with the credit spent (personal signatures); absent for a seal. */
  credit?: { userId: string; attributes: UserAttributes };
  /**
   * The signer, whose business (if any) counts the signature at this level (ses, aes, qes, seal)
   * and records it in its activity with the legislation and the seal's name.
   */
  usage: { userId: string; level: string; legislation: string | null; seal: string | null };
  /** The right TAN that authorised the signature: spent by this commit (TanService.verify). */
  tan?: { userId: string; hash: string };
}

/**
 * Everything a signature changes besides its event, as data-modifying CTEs of the statement that
 * appends the `signed` event (appendEvent's `alongside`): the documents' version pointers, the
 * signature's status, the spent credit, the signer's business's usage and the request's time, in
 * one round trip. The caller holds the request's row lock (lockRequestForSigning), in whose
 * transaction this runs.
 */
export function signatureWrites(write: SignatureWrite): AlongsideWrites {
  const { documents, credit, usage } = write;
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
  return (tx) =>
    tx
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
          .set({
            status_code: 'SIGNED',
            status_changed_at: write.at,
            ...(write.signedForGroupBy ? { account_email: write.signedForGroupBy } : {}),
          })
          .where('sid', '=', write.sid)
          .returning('sid'),
      )
      .with('tan', (db) =>
        db
          .updateTable('signing_tans')
          .set({ tan_hash: null, failures: 0, locked_until: null })
          // No row without a TAN (a seal, a provider's code); none once an earlier request of the
          // same call spent it.
          .where('user_id', '=', write.tan?.userId ?? null)
          .where('tan_hash', '=', write.tan?.hash ?? null)
          .returning('user_id'),
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
      .with('usage', (db) =>
        db
          .insertInto('business_usage')
          .columns(['business_id', 'month', 'kind', 'level', 'count'])
          // No row for a signer without a business.
          .expression(
            sql`SELECT m.business_id, ${usageMonth(write.at)}::date, 'signature', ${usage.level}::text, 1
              FROM business_members m WHERE m.user_id = ${usage.userId}`,
          )
          .onConflict((oc) =>
            oc
              .columns(['business_id', 'month', 'kind', 'level'])
              .doUpdateSet({ count: sql`business_usage.count + 1` }),
          )
          .returning('business_id'),
      )
      .with('activity', (db) =>
        db
          .insertInto('business_signature_activities')
          .columns([
            'business_id',
            'signed_at',
            'user_id',
            'email',
            'name',
            'request_id',
            'request_title',
            'sid',
            'level',
            'legislation',
            'seal',
          ])
          // No row for a signer without a business, as for the usage.
          .expression(
            sql`SELECT m.business_id, ${write.at}::timestamptz, u.id, u.email,
                trim(u.first_name || ' ' || u.last_name), r.id, r.title, ${write.sid}::text,
                ${usage.level}::text, ${usage.legislation}::text, ${usage.seal}::text
              FROM business_members m
              JOIN users u ON u.id = m.user_id
              JOIN signature_requests r ON r.id = ${write.requestId}
              WHERE m.user_id = ${usage.userId}`,
          )
          .returning('id'),
      )
      .with('request', (db) =>
        db
          .updateTable('signature_requests')
          .set({ updated_at: write.at })
          .where('id', '=', write.requestId)
          .returning('id'),
      ) as unknown as QueryCreator<DB>;
}

/** The documents' current versions moved to their B-LT files (the request's completion). */
export async function moveDocumentVersions(
  tx: Executor,
  documents: { id: string; hash: string; size: number }[],
  at: Date,
): Promise<void> {
  for (const document of documents) {
    await tx
      .updateTable('documents')
      .set({ current_hash: document.hash, size: document.size, updated_at: at })
      .where('id', '=', document.id)
      .execute();
  }
}
