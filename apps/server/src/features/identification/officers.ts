import type { Database } from '../../db/database.ts';

/** Names an account an officer of the registration desk (the operator's command). */
export async function grantOfficer(db: Database, email: string, now: Date): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) return false;
  await db
    .insertInto('identification_officers')
    .values({ user_id: user.id, granted_at: now })
    .onConflict((c) => c.column('user_id').doNothing())
    .execute();
  return true;
}

export async function revokeOfficer(db: Database, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom('identification_officers')
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase()),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listOfficers(db: Database) {
  return db
    .selectFrom('identification_officers as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['u.email', 'o.granted_at'])
    .orderBy('u.email')
    .execute();
}
