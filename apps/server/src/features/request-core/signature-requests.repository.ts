import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type {
  AttachmentRow,
  DocumentRow,
  ObserverRow,
  SignatureRequestRow,
  SignatureRow,
} from '../../db/tables/signature-requests.tables.ts';

export function findRequest(db: Executor, id: string): Promise<SignatureRequestRow | undefined> {
  return db.selectFrom('signature_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Serialises every change of one request (and its event chain) behind a row lock. */
export function lockRequest(db: Executor, id: string): Promise<SignatureRequestRow | undefined> {
  return db
    .selectFrom('signature_requests')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertRequest(
  db: Executor,
  row: Omit<
    SignatureRequestRow,
    | 'ended_at'
    | 'documents_deleted_at'
    | 'expiration_date'
    | 'deadline_reminders'
    | 'owner_left_at'
    | 'owner_retention'
    | 'attach_on_success'
  > & { expiration_date?: string | null },
): Promise<void> {
  await db
    .insertInto('signature_requests')
    .values({ ...row, ended_at: null, documents_deleted_at: null })
    .execute();
}

export async function updateRequest(
  db: Executor,
  id: string,
  changes: Partial<Omit<SignatureRequestRow, 'id' | 'attach_on_success'>>,
): Promise<void> {
  await db.updateTable('signature_requests').set(changes).where('id', '=', id).execute();
}

export async function deleteRequest(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('signature_requests').where('id', '=', id).execute();
}

/** The request a document belongs to (its visibility is the request's). */
export function findDocumentRequest(
  db: Executor,
  documentId: string,
): Promise<{ request_id: string } | undefined> {
  return db
    .selectFrom('documents')
    .select('request_id')
    .where('id', '=', documentId)
    .executeTakeFirst();
}

export function listDocuments(db: Executor, requestIds: string[]): Promise<DocumentRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('documents')
    .selectAll()
    .where('request_id', 'in', requestIds)
    .orderBy('request_id')
    .orderBy('position')
    .execute();
}

export function listSignatures(db: Executor, requestIds: string[]): Promise<SignatureRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('signatures')
    .selectAll()
    .where('request_id', 'in', requestIds)
    .orderBy('request_id')
    .orderBy('position')
    .execute();
}

export function listObservers(db: Executor, requestIds: string[]): Promise<ObserverRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('observers')
    .selectAll()
    .where('request_id', 'in', requestIds)
    .orderBy('invited_at')
    .execute();
}

export function listAttachments(db: Executor, requestIds: string[]): Promise<AttachmentRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('request_id', 'in', requestIds)
    .orderBy('created_at')
    .execute();
}

export async function isHidden(db: Executor, userId: string, requestId: string) {
  const row = await db
    .selectFrom('request_hidden')
    .select('request_id')
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hideRequest(db: Executor, userId: string, requestId: string) {
  await db
    .insertInto('request_hidden')
    .values({ user_id: userId, request_id: requestId })
    .onConflict((oc) => oc.columns(['user_id', 'request_id']).doNothing())
    .execute();
}

/** request_status and request_created_at are the triggers' to fill (migration 1200). */
export async function insertSignature(
  db: Executor,
  row: Omit<SignatureRow, 'request_status' | 'request_created_at'>,
): Promise<void> {
  await db
    .insertInto('signatures')
    .values({
      ...row,
      signer_identity_data: JSON.stringify(row.signer_identity_data),
      document_signatures: JSON.stringify(row.document_signatures),
    })
    .execute();
}

export async function updateSignatureRow(
  db: Executor,
  sid: string,
  changes: Partial<
    Pick<
      SignatureRow,
      'status_code' | 'status_changed_at' | 'last_reminded_at' | 'email' | 'account_email'
    >
  > & {
    document_signatures?: unknown[];
    signer_identity_data?: Record<string, unknown> | null;
  },
): Promise<void> {
  const { document_signatures, signer_identity_data, ...rest } = changes;
  await db
    .updateTable('signatures')
    .set({
      ...rest,
      ...(document_signatures ? { document_signatures: JSON.stringify(document_signatures) } : {}),
      ...(signer_identity_data !== undefined
        ? { signer_identity_data: JSON.stringify(signer_identity_data) }
        : {}),
    })
    .where('sid', '=', sid)
    .execute();
}

export async function deleteSignatures(db: Executor, requestId: string, sids?: string[]) {
  let query = db.deleteFrom('signatures').where('request_id', '=', requestId);
  if (sids) {
    if (sids.length === 0) return;
    query = query.where('sid', 'in', sids);
  }
  await query.execute();
}

export async function setOpenSignaturesStatus(
  db: Executor,
  requestId: string,
  status: string,
  at: Date,
) {
  await db
    .updateTable('signatures')
    .set({ status_code: status, status_changed_at: at })
    .where('request_id', '=', requestId)
    .where('status_code', '=', 'OPEN')
    .execute();
}

export async function nextPosition(
  db: Executor,
  table: 'signatures' | 'documents',
  requestId: string,
) {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`coalesce(max(position), -1) + 1`.as('next'))
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

/** The owners' current addresses, by account id (a deleted owner has none). */
export async function findOwnerEmails(db: Executor, ownerIds: (string | null)[]) {
  const ids = [...new Set(ownerIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.email]));
}

/**
 * The account names of a request's owner and of its signers who have an account, by address
 * (issue 20). Signer addresses are the signatures' `email` (a group's is its id, and matches no
 * account); the list reads the same accounts (request-list-json.ts).
 */
export async function findAccountNames(
  db: Executor,
  ownerId: string | null,
  signerEmails: readonly string[],
): Promise<Record<string, string>> {
  const emails = [...new Set(signerEmails)];
  if (ownerId === null && emails.length === 0) return {};
  const rows = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name'])
    .where((eb) =>
      eb.or([
        ...(ownerId === null ? [] : [eb('id', '=', ownerId)]),
        ...(emails.length === 0 ? [] : [eb('email', 'in', emails)]),
      ]),
    )
    .execute();
  const names: Record<string, string> = {};
  for (const row of rows) {
    const name = `${row.first_name} ${row.last_name}`.trim();
    if (name !== '') names[row.email] = name;
  }
  return names;
}

/**
 * How mails and the protocol name a person (issue 20): "First Last (address)", the address alone
 * without a name.
 */
export function personLabel(name: string | null | undefined, email: string): string {
  return name ? `${name} (${email})` : email;
}

/** How mails name an account (personLabel); `fallback` when the account is gone. */
export async function accountLabel(
  db: Executor,
  userId: string | null,
  fallback: string,
): Promise<string> {
  if (userId === null) return fallback;
  const row = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return fallback;
  return personLabel(`${row.first_name} ${row.last_name}`.trim(), row.email);
}

/** How mails name people by address (personLabel), in the order given. */
export async function addressLabels(db: Executor, emails: readonly string[]): Promise<string[]> {
  const names = await findAccountNames(db, null, emails);
  return emails.map((email) => personLabel(names[email], email));
}

/** The owner's current address (a deleted owner has none). */
export async function findOwnerEmail(db: Executor, ownerId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', ownerId)
    .executeTakeFirst();
  return row?.email;
}

/** What one statement brings with a request (the signing call's reads), besides its own row. */
export interface PageColumns {
  owner_email: string | null;
  documents: DocumentRow[];
  signatures: SignatureRow[];
  observers: ObserverRow[];
  attachments: AttachmentRow[];
}

/** A request's rows of one table as a JSON array, in the given order (`[]` when none). */
const rowsOf = <T>(table: string, alias: string, order: string) =>
  sql<
    T[]
  >`coalesce((SELECT json_agg(${sql.ref(alias)} ORDER BY ${sql.ref(`${alias}.${order}`)}) FROM ${sql.table(table)} AS ${sql.ref(alias)} WHERE ${sql.ref(`${alias}.request_id`)} = r.id), '[]'::json)`;

/**
 * The columns that bring a page's documents, signatures, observers, attachments and owner's
 * address with each request (JSON built by the database, `json_agg` of the rows: no jsonb
 * conversion), for a statement where the request is `r`.
 */
export const pageColumns = [
  sql<string | null>`(SELECT u.email FROM users u WHERE u.id = r.owner_id)`.as('owner_email'),
  rowsOf<DocumentRow>('documents', 'd', 'position').as('documents'),
  rowsOf<SignatureRow>('signatures', 's', 'position').as('signatures'),
  rowsOf<ObserverRow>('observers', 'o', 'invited_at').as('observers'),
  rowsOf<AttachmentRow>('attachments', 'a', 'created_at').as('attachments'),
] as const;
