import { businessSignupUcc, type QueryInput, UCC_STORAGE_KEY } from '@signet/contract';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * §2 "The business signup route stores its query parameter ucc in local storage": a usable code
 * replaces the stored one; a page without one (or with junk) keeps what is stored.
 */
export function storeSignupUcc(query: QueryInput, storage: KeyValueStore = localStorage): void {
  const ucc = businessSignupUcc(query);
  if (ucc) storage.setItem(UCC_STORAGE_KEY, ucc);
}

/** The stored referral code, as register's celloUCC (§7); junk put there by hand is ignored. */
export function readSignupUcc(storage: KeyValueStore = localStorage): string | undefined {
  const stored = storage.getItem(UCC_STORAGE_KEY);
  return stored === null ? undefined : businessSignupUcc({ ucc: stored });
}

/** The code travelled with the account's registration; it is not sent a second time. */
export function clearSignupUcc(storage: KeyValueStore = localStorage): void {
  storage.removeItem(UCC_STORAGE_KEY);
}
