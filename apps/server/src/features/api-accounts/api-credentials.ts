import type { Executor } from '../../db/database.ts';
import type { ApiAccountKind, ApiAccountRow } from '../../db/tables/api-accounts.tables.ts';
import { findAccount } from './api-accounts.repository.ts';
import { keyMatches } from './api-keys.ts';

/** What the public API needs of an API account: who it is, whose, and which key is current. */
export interface ApiCredential {
  username: string;
  businessId: string;
  userId: string;
  kind: ApiAccountKind;
  sealAccountName: string | null;
  keyVersion: number;
}

function toCredential(row: ApiAccountRow): ApiCredential {
  return {
    username: row.username,
    businessId: row.business_id,
    userId: row.user_id,
    kind: row.kind,
    sealAccountName: row.seal_account_name,
    keyVersion: row.key_version,
  };
}

/** The account when `key` is its current key; undefined otherwise (unknown name or wrong key). */
export async function checkApiKey(
  db: Executor,
  username: string,
  key: string,
): Promise<ApiCredential | undefined> {
  const row = await findAccount(db, username);
  // The key is hashed and compared even for an unknown name, so both take the same time.
  const matches = keyMatches(key, row?.key_hash ?? '');
  return row && matches ? toCredential(row) : undefined;
}

/**
 * The account as it is now, read on every public-API call: a token of a deleted account, of an
 * older key (reset) or of another business is refused at once (ADR 0900).
 */
export async function currentApiAccount(
  db: Executor,
  username: string,
  businessId: string,
  keyVersion: number,
): Promise<ApiCredential | undefined> {
  const row = await findAccount(db, username);
  const account = row && toCredential(row);
  if (!account || account.businessId !== businessId || account.keyVersion !== keyVersion) {
    return undefined;
  }
  return account;
}
