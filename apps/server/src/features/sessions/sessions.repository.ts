import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export async function insertSession(
  db: Executor,
  session: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

/**
 * The unexpired session with this token hash and its account's address, attributes and signer
 * groups (one index range of signer_group_members_user), in one statement (every authenticated
 * request runs it). A deleted session (logout, password change)
 * or account finds nothing.
 */
export function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.user_id', 'sessions.token_hash', 'users.email', 'users.attributes'])
    .select(
      sql<string[]>`ARRAY(SELECT g.group_id FROM signer_group_members g
                          WHERE g.user_id = sessions.user_id ORDER BY g.group_id)`.as(
        'signer_groups',
      ),
    )
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of the account except `keepTokenHash` (the one making the change). */
export async function deleteSessionsOfUser(
  db: Executor,
  userId: string,
  keepTokenHash?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
