import { AppError, type CheckPasswordResponse } from '@signet/contract';
import { hashPassword, verifyPassword } from '../../crypto/passwords.ts';
import type { Database } from '../../db/database.ts';
import type { RequestSession } from '../../http/auth.hook.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { MailService } from '../../providers/mail/mail.service.ts';
import {
  consumeEmailToken,
  createEmailToken,
  linkTo,
  peekEmailToken,
} from '../email-tokens/index.ts';
import { clearFailures, deleteSessionsOfUser } from '../sessions/index.ts';
import { findUserByEmail, findUserById, updateUser } from '../users/index.ts';
import { assertStrongPassword, passwordProblem } from './password-policy.ts';

export class PasswordsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly publicUrl: string,
  ) {}

  /** The e-mail the password must not contain comes from the session or the link's token. */
  async check(password: string, token: string | undefined, session: RequestSession | null) {
    let email: string | undefined;
    if (token) {
      const row = await peekEmailToken(
        this.db,
        token,
        ['signup', 'business_signup', 'password_reset'],
        this.clock(),
      );
      email = row.email;
    } else if (session) {
      email = (await findUserById(this.db, session.userId))?.email;
    }
    const error = passwordProblem(password, email);
    return { validPassword: error === null, error } satisfies CheckPasswordResponse;
  }

  async change(session: RequestSession, oldPassword: string, newPassword: string): Promise<void> {
    const user = await findUserById(this.db, session.userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in first');
    if (!user.password_hash || !(await verifyPassword(user.password_hash, oldPassword))) {
      throw new AppError('WRONG_PASSWORD', 'The current password is wrong', {
        fields: [{ field: 'body.old', message: 'Wrong password' }],
      });
    }
    assertStrongPassword(newPassword, user.email, 'body.new');
    const passwordHash = await hashPassword(newPassword);
    const now = this.clock();
    await this.db.transaction().execute(async (tx) => {
      await updateUser(tx, user.id, {
        password_hash: passwordHash,
        attributes: { ...user.attributes, weak_password: ['false'] },
        updated_at: now,
      });
      await deleteSessionsOfUser(tx, user.id, session.tokenHash);
    });
    await this.mail.send({
      kind: 'passwordChanged',
      to: user.email,
      language: user.attributes.lang?.[0],
      variables: { firstName: user.first_name },
    });
  }

  /** Same answer whether or not the address has an account. */
  async requestReset(email: string): Promise<void> {
    const user = await findUserByEmail(this.db, email);
    if (!user) return;
    const language = user.attributes.lang?.[0] ?? 'en-gb';
    const token = await createEmailToken(
      this.db,
      { purpose: 'password_reset', email: user.email, userId: user.id, language },
      this.clock(),
    );
    await this.mail.send({
      kind: 'passwordReset',
      to: user.email,
      language,
      variables: { firstName: user.first_name },
      link: linkTo(this.publicUrl, 'password_reset', { token }),
    });
  }

  async reset(token: string, newPassword: string): Promise<void> {
    const now = this.clock();
    const preview = await peekEmailToken(this.db, token, ['password_reset'], now);
    assertStrongPassword(newPassword, preview.email, 'body.new');
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction().execute(async (tx) => {
      const row = await consumeEmailToken(tx, token, ['password_reset'], now);
      const user = row.user_id ? await findUserById(tx, row.user_id) : undefined;
      if (!user) throw new AppError('TOKEN_INVALID', 'This link is not valid');
      await updateUser(tx, user.id, {
        password_hash: passwordHash,
        attributes: { ...user.attributes, weak_password: ['false'] },
        updated_at: now,
      });
      // Whoever knew the old password is signed out everywhere; the owner may log in at once.
      await deleteSessionsOfUser(tx, user.id);
      await clearFailures(tx, user.email);
    });
  }
}
