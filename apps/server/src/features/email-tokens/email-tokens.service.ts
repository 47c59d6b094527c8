import { AppError } from '@signet/contract';
import { hashToken, newOpaqueToken } from '../../crypto/tokens.ts';
import type { Executor } from '../../db/database.ts';
import type { EmailTokenPurpose, EmailTokenRow } from '../../db/schema.ts';
import {
  deleteEmailToken,
  findEmailToken,
  insertEmailToken,
  lockEmailToken,
  markEmailTokenUsed,
  retireEmailTokens,
} from './email-tokens.repository.ts';

/** Validity of each kind of link: sign-up and e-mail change 48 hours, password reset 1 hour (§7). */
export const TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  signup: 48 * 3_600_000,
  business_signup: 48 * 3_600_000,
  email_change: 48 * 3_600_000,
  password_reset: 3_600_000,
  business_invite: 14 * 24 * 3_600_000,
  aes_for_business: 7 * 24 * 3_600_000,
};

export async function createEmailToken(
  db: Executor,
  input: { purpose: EmailTokenPurpose; email: string; userId: string | null; language: string },
  now: Date,
): Promise<string> {
  // A sign-up and a business sign-up link for one address would create the same account: the
  // newest link of either kind is the only one that works. Invitations of different businesses
  // to one address are independent: each keeps its own link (the business retires its own); so
  // are AES for business links (a representative of two businesses keeps a working link for each).
  const retired: EmailTokenPurpose[] =
    input.purpose === 'signup' || input.purpose === 'business_signup'
      ? ['signup', 'business_signup']
      : input.purpose === 'business_invite' || input.purpose === 'aes_for_business'
        ? []
        : [input.purpose];
  if (retired.length > 0) await retireEmailTokens(db, input.email, retired, now);
  const token = newOpaqueToken();
  await insertEmailToken(db, {
    ...input,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[input.purpose]),
  });
  return token;
}

function check(
  row: EmailTokenRow | undefined,
  purposes: EmailTokenPurpose[],
  now: Date,
): EmailTokenRow {
  if (!row || !purposes.includes(row.purpose)) {
    throw new AppError('TOKEN_INVALID', 'This link is not valid', {
      fields: [{ field: 'body.token', message: 'Unknown token' }],
    });
  }
  if (row.used_at) throw new AppError('TOKEN_USED', 'This link has already been used');
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    throw new AppError('TOKEN_EXPIRED', 'This link has expired; request a new one');
  }
  return row;
}

/** Reads a token without using it up (the sign-up form is shown between check and register). */
export async function peekEmailToken(
  db: Executor,
  token: string,
  purposes: EmailTokenPurpose[],
  now: Date,
): Promise<EmailTokenRow> {
  return check(await findEmailToken(db, hashToken(token)), purposes, now);
}

/** Uses a single-use token inside the caller's transaction; a second use fails with TOKEN_USED. */
export async function consumeEmailToken(
  tx: Executor,
  token: string,
  purposes: EmailTokenPurpose[],
  now: Date,
): Promise<EmailTokenRow> {
  const tokenHash = hashToken(token);
  const row = check(await lockEmailToken(tx, tokenHash), purposes, now);
  await markEmailTokenUsed(tx, tokenHash, now);
  return row;
}

/** Ends one link for good (a re-sent invitation replaces its link): it is then unknown. */
export async function revokeEmailToken(db: Executor, tokenHash: string): Promise<void> {
  await deleteEmailToken(db, tokenHash);
}
