import type { Executor } from '../../db/database.ts';
import type { NewUser, UserAttributes, UserRow } from '../../db/schema.ts';
import type {
  DirectSignLinkRow,
  DirectSignVerificationRow,
  VerificationStatus,
} from '../../db/tables/direct-sign.tables.ts';

/** A link with what its calls need: the signer's address and status, the guest's attributes. */
export interface LinkState extends DirectSignLinkRow {
  email: string;
  status_code: string;
  attributes: UserAttributes;
}

export function findLinkState(db: Executor, linkId: string): Promise<LinkState | undefined> {
  return db
    .selectFrom('direct_sign_links as l')
    .innerJoin('signatures as s', 's.sid', 'l.sid')
    .innerJoin('users as u', 'u.id', 'l.guest_id')
    .selectAll('l')
    .select(['s.email', 's.status_code', 'u.attributes'])
    .where('l.id', '=', linkId)
    .executeTakeFirst();
}

/** The guest account an earlier link of this signer made, if any. */
export async function guestOfSignature(db: Executor, sid: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('direct_sign_links')
    .select('guest_id')
    .where('sid', '=', sid)
    .limit(1)
    .executeTakeFirst();
  return row?.guest_id;
}

export async function insertGuest(db: Executor, guest: NewUser): Promise<void> {
  await db.insertInto('users').values(guest).execute();
}

export function findGuest(
  db: Executor,
  guestId: string,
  lock = false,
): Promise<UserRow | undefined> {
  const query = db.selectFrom('users').selectAll().where('id', '=', guestId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function updateGuest(
  db: Executor,
  guestId: string,
  values: {
    first_name?: string;
    last_name?: string;
    attributes?: UserAttributes;
    updated_at: Date;
  },
): Promise<void> {
  const { attributes, ...rest } = values;
  await db
    .updateTable('users')
    .set({ ...rest, ...(attributes ? { attributes: JSON.stringify(attributes) } : {}) })
    .where('id', '=', guestId)
    .execute();
}

/** Every earlier link of the signer stops working (DIRECT_LINK_USED) once a new one is made. */
export async function replaceLinks(db: Executor, sid: string, at: Date): Promise<void> {
  await db
    .updateTable('direct_sign_links')
    .set({ replaced_at: at })
    .where('sid', '=', sid)
    .where('replaced_at', 'is', null)
    .execute();
}

export async function insertLink(
  db: Executor,
  link: Omit<DirectSignLinkRow, 'code_failures' | 'replaced_at'>,
): Promise<void> {
  await db.insertInto('direct_sign_links').values(link).execute();
}

/** A wrong mailed code is counted; the link row is locked by the caller. */
export async function countCodeFailure(db: Executor, linkId: string): Promise<void> {
  await db
    .updateTable('direct_sign_links')
    .set((eb) => ({ code_failures: eb('code_failures', '+', 1) }))
    .where('id', '=', linkId)
    .execute();
}

export async function spendCode(db: Executor, linkId: string): Promise<void> {
  await db
    .updateTable('direct_sign_links')
    .set({ code_hash: null })
    .where('id', '=', linkId)
    .execute();
}

/** The signer's current link (the one no newer link replaced), locked. */
export function lockNewestLink(db: Executor, sid: string) {
  return db
    .selectFrom('direct_sign_links')
    .selectAll()
    .where('sid', '=', sid)
    .where('replaced_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertVerification(
  db: Executor,
  row: Omit<DirectSignVerificationRow, 'failures' | 'answered_at'>,
): Promise<void> {
  await db.insertInto('direct_sign_verifications').values(row).execute();
}

/** The guest's own verification (another guest's is not found), locked for the answer. */
export function lockVerification(db: Executor, id: string, guestId: string) {
  return db
    .selectFrom('direct_sign_verifications')
    .selectAll()
    .where('id', '=', id)
    .where('guest_id', '=', guestId)
    .forUpdate()
    .executeTakeFirst();
}

export function pendingVerification(db: Executor, guestId: string) {
  return db
    .selectFrom('direct_sign_verifications')
    .selectAll()
    .where('guest_id', '=', guestId)
    .where('status', '=', 'PENDING')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function updateVerification(
  db: Executor,
  id: string,
  values: {
    status?: VerificationStatus;
    secret_hash?: string;
    failures?: number;
    expires_at?: Date;
    answered_at?: Date | null;
  },
): Promise<void> {
  await db.updateTable('direct_sign_verifications').set(values).where('id', '=', id).execute();
}

/** Pending confirmations of the guest end when a newer one starts. */
export async function cancelPending(db: Executor, guestId: string, at: Date): Promise<void> {
  await db
    .updateTable('direct_sign_verifications')
    .set({ status: 'CANCELLED', answered_at: at })
    .where('guest_id', '=', guestId)
    .where('status', '=', 'PENDING')
    .execute();
}
