import type { Executor } from '../../db/database.ts';
import type { NewUser, UserAttributes, UserRow, UserUpdate } from '../../db/schema.ts';

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The names, address and attributes of an account (what a stamp says of its person by default). */
export function findUserNameAndAttributes(
  db: Executor,
  id: string,
): Promise<Pick<UserRow, 'first_name' | 'last_name' | 'email' | 'attributes'> | undefined> {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'attributes'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Locks the row for the rest of the transaction (attribute read-modify-write). */
export function lockUser(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertUser(
  db: Executor,
  user: Omit<NewUser, 'attributes'> & { attributes: UserAttributes },
): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ ...user, attributes: JSON.stringify(user.attributes) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Executor,
  id: string,
  changes: Omit<UserUpdate, 'attributes'> & { attributes?: UserAttributes },
): Promise<UserRow> {
  const { attributes, ...rest } = changes;
  return db
    .updateTable('users')
    .set({ ...rest, ...(attributes ? { attributes: JSON.stringify(attributes) } : {}) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteUser(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
