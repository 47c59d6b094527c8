import type { Executor } from '../../db/database.ts';
import type { NewUser } from '../../db/schema.ts';
import type {
  ApiAccountRow,
  ApiAccountsTable,
  NewApiAccount,
} from '../../db/tables/api-accounts.tables.ts';

export function listAccountsOfBusiness(db: Executor, businessId: string): Promise<ApiAccountRow[]> {
  return db
    .selectFrom('api_accounts')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('created_at')
    .orderBy('username')
    .execute();
}

export async function countAccountsOfBusiness(db: Executor, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('api_accounts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The account of `username` in this business only; another business's is not there. */
export function findAccountOfBusiness(
  db: Executor,
  businessId: string,
  username: string,
): Promise<ApiAccountRow | undefined> {
  return db
    .selectFrom('api_accounts')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('username', '=', username)
    .executeTakeFirst();
}

export function findAccount(db: Executor, username: string): Promise<ApiAccountRow | undefined> {
  return db
    .selectFrom('api_accounts')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function sealOfBusiness(
  db: Executor,
  businessId: string,
  accountName: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('seals')
    .select('account_name')
    .where('account_name', '=', accountName)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAccount(
  db: Executor,
  user: NewUser,
  account: NewApiAccount,
): Promise<void> {
  await db.insertInto('users').values(user).execute();
  await db.insertInto('api_accounts').values(account).execute();
}

export async function updateAccount(
  db: Executor,
  username: string,
  values: Partial<Pick<ApiAccountsTable, 'name' | 'seal_account_name'>>,
): Promise<void> {
  await db.updateTable('api_accounts').set(values).where('username', '=', username).execute();
}

/** A new key: the version moves on, so every access token of the old key stops at once. */
export async function replaceKey(
  db: Executor,
  username: string,
  keyHash: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('api_accounts')
    .set((eb) => ({
      key_hash: keyHash,
      key_version: eb('key_version', '+', 1),
      key_reset_at: at,
    }))
    .where('username', '=', username)
    .execute();
}

/**
 * The account goes; its user stays as the owner of the requests it made (they remain the
 * business's requests, shown in the web), but can no longer be reached by any key.
 */
export async function deleteAccount(db: Executor, username: string): Promise<void> {
  await db.deleteFrom('api_accounts').where('username', '=', username).execute();
}
