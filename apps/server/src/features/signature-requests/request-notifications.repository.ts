import type { Executor } from '../../db/database.ts';

/** The accounts behind the recipients' addresses, for the language each reads (attributes.lang). */
export function findRecipientAccounts(db: Executor, emails: string[]) {
  return db
    .selectFrom('users')
    .select(['email', 'attributes'])
    .where('email', 'in', emails)
    .execute();
}
