import type { InvitationListQuery } from '@signet/contract';
import { type ExpressionBuilder, type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type {
  BusinessInvitationRow,
  BusinessInvitationsTable,
} from '../../db/tables/business.tables.ts';

/** Not accepted, withdrawn or declined (the unique index business_invitations_open). */
function isOpen(eb: ExpressionBuilder<DB, 'business_invitations'>) {
  return eb.and([
    eb('business_invitations.accepted_at', 'is', null),
    eb('business_invitations.withdrawn_at', 'is', null),
    eb('business_invitations.declined_at', 'is', null),
  ]);
}

export async function insertInvitation(
  db: Executor,
  invitation: Insertable<BusinessInvitationsTable>,
): Promise<BusinessInvitationRow> {
  return db
    .insertInto('business_invitations')
    .values(invitation)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateInvitation(
  db: Executor,
  id: string,
  changes: Updateable<BusinessInvitationsTable>,
): Promise<BusinessInvitationRow> {
  return db
    .updateTable('business_invitations')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The open invitation of this address to this business (expired or not). */
export function findOpenInvitation(
  db: Executor,
  businessId: string,
  email: string,
): Promise<BusinessInvitationRow | undefined> {
  return db
    .selectFrom('business_invitations')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('email', '=', email)
    .where(isOpen)
    .executeTakeFirst();
}

export function findInvitation(
  db: Executor,
  businessId: string,
  id: string,
): Promise<BusinessInvitationRow | undefined> {
  return db
    .selectFrom('business_invitations')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findInvitationByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<BusinessInvitationRow | undefined> {
  return db
    .selectFrom('business_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * The newest invitation to `email`, open ones first: the one the blocking dialog accepts, or, when
 * none is open, the one whose state (used, withdrawn) explains why.
 */
export function newestInvitationFor(
  db: Executor,
  email: string,
  now: Date,
): Promise<BusinessInvitationRow | undefined> {
  return db
    .selectFrom('business_invitations')
    .selectAll()
    .where('email', '=', email)
    .orderBy(
      (eb) =>
        eb
          .case()
          .when(eb.and([isOpen(eb), eb('expires_at', '>', now)]))
          .then(0)
          .else(1)
          .end(),
      'asc',
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether an open, unexpired invitation to `email` exists from any business. */
export async function hasOpenInvitation(db: Executor, email: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('business_invitations')
    .select('id')
    .where('email', '=', email)
    .where(isOpen)
    .where('expires_at', '>', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countOpenInvitations(
  db: Executor,
  businessId: string,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('business_invitations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('business_id', '=', businessId)
    .where(isOpen)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface InvitationListRow extends BusinessInvitationRow {
  inviter_email: string | null;
  has_account: boolean;
}

/** One page of the open invitations (expired ones too: they can be re-sent), newest first. */
export async function listInvitationsPage(
  db: Executor,
  businessId: string,
  query: InvitationListQuery,
): Promise<{ rows: InvitationListRow[]; total: number }> {
  const pattern = query.search
    ? `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    : undefined;
  let base = db
    .selectFrom('business_invitations')
    .where('business_invitations.business_id', '=', businessId)
    .where(isOpen);
  if (pattern) base = base.where('business_invitations.email', 'ilike', pattern);
  const rows = await base
    .leftJoin('users as inviter', 'inviter.id', 'business_invitations.invited_by')
    .selectAll('business_invitations')
    .select([
      'inviter.email as inviter_email',
      sql<boolean>`exists (select 1 from users where users.email = business_invitations.email)`.as(
        'has_account',
      ),
    ])
    .orderBy('business_invitations.created_at', 'desc')
    .orderBy('business_invitations.id', 'desc')
    .limit(query.page_size)
    .offset((query.page_number - 1) * query.page_size)
    .execute();
  const counted = await base
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.n) };
}

/** The accounts among `emails`, with the business each belongs to (if any). */
export function findAccountsByEmail(db: Executor, emails: readonly string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .leftJoin('business_members', 'business_members.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.attributes',
      'business_members.business_id',
    ])
    .where('users.email', 'in', [...emails])
    .execute();
}
