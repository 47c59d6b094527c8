import type { Executor } from '../../db/database.ts';
import type { EmailTokenPurpose, EmailTokenRow } from '../../db/schema.ts';

export async function insertEmailToken(
  db: Executor,
  token: {
    tokenHash: string;
    purpose: EmailTokenPurpose;
    email: string;
    userId: string | null;
    language: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: token.tokenHash,
      purpose: token.purpose,
      email: token.email,
      user_id: token.userId,
      language: token.language,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Locks the token row so that two concurrent uses cannot both succeed. */
export function lockEmailToken(
  db: Executor,
  tokenHash: string,
): Promise<EmailTokenRow | undefined> {
  return db
    .selectFrom('email_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export function findEmailToken(
  db: Executor,
  tokenHash: string,
): Promise<EmailTokenRow | undefined> {
  return db
    .selectFrom('email_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function markEmailTokenUsed(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** A resend or a newer link makes earlier unused links of the same address and flow stop working. */
export async function retireEmailTokens(
  db: Executor,
  email: string,
  purposes: EmailTokenPurpose[],
  now: Date,
): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('email', '=', email)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}

/** Expired tokens go after a day, so that a late click still gets TOKEN_EXPIRED, not TOKEN_INVALID. */
export async function deleteStaleEmailTokens(db: Executor, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('email_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', cutoff), eb('used_at', '<=', cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteEmailToken(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('email_tokens').where('token_hash', '=', tokenHash).execute();
}
