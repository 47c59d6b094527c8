import { AppError } from '@signet/contract';
import { verifyAgainstDummy, verifyPassword } from '../../crypto/passwords.ts';
import { hashToken, newOpaqueToken } from '../../crypto/tokens.ts';
import type { Database } from '../../db/database.ts';
import type { UserAttributes } from '../../db/schema.ts';
import type { RequestSession } from '../../http/auth.hook.ts';
import { retryAfterSeconds } from '../../http/retry-after.ts';
import type { Clock } from '../../jobs/clock.ts';
import { findUserByEmail, updateUser } from '../users/index.ts';
import { clearFailures, findLock } from './login-lockout.repository.ts';
import { recordFailure } from './login-lockout.ts';
import {
  deleteSession,
  deleteSessionsOfUser,
  findLiveSession,
  insertSession,
} from './sessions.repository.ts';

/** §9: the token lives 24 hours. */
export const SESSION_TTL_MS = 24 * 60 * 60_000;

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  firstLogin: boolean;
  userId: string;
}

export class SessionsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async login(email: string, password: string): Promise<IssuedSession> {
    const now = this.clock();
    const lockedUntil = await findLock(this.db, email, now);
    if (lockedUntil) throw lockedError(lockedUntil, now);

    const user = await findUserByEmail(this.db, email);
    const isValid = user?.password_hash
      ? await verifyPassword(user.password_hash, password)
      : await verifyAgainstDummy(password);
    if (!user || !isValid) {
      const lockEnd = await recordFailure(this.db, email, now);
      if (lockEnd) throw lockedError(lockEnd, now);
      throw new AppError('INVALID_CREDENTIALS', 'E-mail or password is wrong');
    }

    await clearFailures(this.db, email);
    const session = await this.issue(user.id, now);
    await updateUser(this.db, user.id, { last_login_at: now });
    return { ...session, firstLogin: user.last_login_at === null };
  }

  async issue(userId: string, now = this.clock()) {
    const token = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await insertSession(this.db, {
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      expiresAt,
    });
    return { token, expiresAt, userId };
  }

  async authenticate(token: string): Promise<RequestSession | null> {
    const row = await findLiveSession(this.db, hashToken(token), this.clock());
    return row
      ? {
          userId: row.user_id,
          tokenHash: row.token_hash,
          email: row.email,
          language: (row.attributes as UserAttributes).lang?.[0],
          signerGroups: row.signer_groups,
        }
      : null;
  }

  async logout(session: RequestSession): Promise<void> {
    await deleteSession(this.db, session.tokenHash);
  }

  async endOtherSessions(db: Database, userId: string, keep?: RequestSession): Promise<void> {
    await deleteSessionsOfUser(db, userId, keep?.tokenHash);
  }
}

function lockedError(lockedUntil: Date, now: Date): AppError {
  const seconds = retryAfterSeconds(lockedUntil.getTime() - now.getTime());
  return new AppError('ACCOUNT_LOCKED', 'Too many failed logins; try again later', {
    headers: { 'Retry-After': String(seconds) },
  });
}
