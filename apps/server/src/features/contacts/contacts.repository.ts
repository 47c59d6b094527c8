import type { Executor } from '../../db/database.ts';

/** Remembers an address the user worked with (signer, observer, …); features that add people call it. */
export async function recordContact(db: Executor, userId: string, email: string, now: Date) {
  await db
    .insertInto('contacts')
    .values({ user_id: userId, email, last_used_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'email']).doUpdateSet({ last_used_at: now }))
    .execute();
}

/** Prefix matches among this user's own contacts only, most recently used first. */
export async function findContacts(
  db: Executor,
  userId: string,
  prefix: string,
  limit: number,
): Promise<string[]> {
  const escaped = prefix.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await db
    .selectFrom('contacts')
    .select('email')
    .where('user_id', '=', userId)
    .where('email', 'like', `${escaped}%`)
    .orderBy('last_used_at', 'desc')
    .orderBy('email')
    .limit(limit)
    .execute();
  return rows.map((row) => row.email);
}
