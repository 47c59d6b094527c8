import type { VisualSignaturePermissions } from '@signet/contract';
import type { Executor } from '../../db/database.ts';
import type {
  VisualSignatureRow,
  VisualSignaturesTable,
} from '../../db/tables/visual-signatures.tables.ts';

type Insert = Omit<VisualSignaturesTable, 'created_at' | 'updated_at'> & { now: Date };
export type VisualSignatureChanges = Partial<
  Pick<
    VisualSignatureRow,
    | 'alias'
    | 'name'
    | 'optional_line'
    | 'location'
    | 'image_hash'
    | 'display_date'
    | 'display_claim'
    | 'display_standards'
    | 'display_qr'
    | 'is_default'
  >
>;

/** The owner's signatures, the default first, then oldest first. */
export function listByUser(db: Executor, userId: string): Promise<VisualSignatureRow[]> {
  return db
    .selectFrom('visual_signatures')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** One signature, only when `userId` owns it (object-level access lives in the query). */
export function findOwned(
  db: Executor,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<VisualSignatureRow | undefined> {
  let query = db
    .selectFrom('visual_signatures')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function findDefault(db: Executor, userId: string): Promise<VisualSignatureRow | undefined> {
  return db
    .selectFrom('visual_signatures')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .executeTakeFirst();
}

export async function countByUser(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('visual_signatures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Serialises changes to one user's set of signatures (the one-default rule, the count limit). */
export async function lockUser(db: Executor, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function insert(db: Executor, values: Insert): Promise<VisualSignatureRow> {
  const { now, ...columns } = values;
  return db
    .insertInto('visual_signatures')
    .values({ ...columns, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function update(
  db: Executor,
  id: string,
  changes: VisualSignatureChanges,
  now: Date,
): Promise<VisualSignatureRow> {
  return db
    .updateTable('visual_signatures')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function clearDefault(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('visual_signatures')
    .set({ is_default: false, updated_at: now })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .execute();
}

export async function remove(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('visual_signatures').where('id', '=', id).execute();
}

/** The oldest remaining signature, to become the default when the default is deleted. */
export function oldest(db: Executor, userId: string): Promise<VisualSignatureRow | undefined> {
  return db
    .selectFrom('visual_signatures')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
}

export async function isImageReferenced(db: Executor, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom('visual_signatures')
    .select('id')
    .where('image_hash', '=', hash)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findPermissions(
  db: Executor,
  userId: string,
): Promise<VisualSignaturePermissions | undefined> {
  const row = await db
    .selectFrom('visual_signature_permissions')
    .select('permissions')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.permissions;
}

export async function savePermissions(
  db: Executor,
  userId: string,
  permissions: VisualSignaturePermissions,
  now: Date,
): Promise<void> {
  const json = JSON.stringify(permissions);
  await db
    .insertInto('visual_signature_permissions')
    .values({ user_id: userId, permissions: json, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ permissions: json, updated_at: now }))
    .execute();
}
