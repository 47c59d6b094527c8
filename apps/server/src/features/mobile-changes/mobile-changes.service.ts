import { createHmac, randomInt } from 'node:crypto';
import {
  AppError,
  type ChangeMobileBody,
  type ChangeMobileResponse,
  TAN_MAX_FAILURES,
  type User,
} from '@signet/contract';
import { renderSms } from '@signet/i18n';
import { verifyPassword } from '../../crypto/passwords.ts';
import type { Database } from '../../db/database.ts';
import type { RequestSession } from '../../http/auth.hook.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { MailService } from '../../providers/mail/mail.service.ts';
import type { SmsProvider } from '../../providers/sms/sms.port.ts';
import { maskMobile } from '../signing/index.ts';
import { findUserById, lockUser, normaliseMobile, updateUser } from '../users/index.ts';
import {
  countMobileChangeFailure,
  deleteMobileChange,
  lockMobileChange,
  saveMobileChange,
} from './mobile-changes.repository.ts';

export const MOBILE_CODE_MINUTES = 10;

export interface MobileChangeDeps {
  db: Database;
  clock: Clock;
  sms: SmsProvider;
  mail: MailService;
  /** A key of the server's own, for the codes' keyed hashes. */
  key: Buffer;
  /** The SMS limits per account and per number that TANs have (the signing feature's). */
  admit: (userId: string, mobile: string) => Promise<void>;
  /** The account as GET /v1/user shows it. */
  view: (session: RequestSession) => Promise<User>;
}

/**
 * Issue 13: the number TANs go to changes only with the password and a code sent to the new
 * number; the account's address and the old number are told once it has changed.
 */
export class MobileChangesService {
  constructor(private readonly deps: MobileChangeDeps) {}

  async start(session: RequestSession, body: ChangeMobileBody): Promise<ChangeMobileResponse> {
    const { db, clock, sms } = this.deps;
    const user = await findUserById(db, session.userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in first');
    if (!user.password_hash || !(await verifyPassword(user.password_hash, body.password))) {
      throw new AppError('WRONG_PASSWORD', 'The password is wrong', {
        fields: [{ field: 'body.password', message: 'Wrong password' }],
      });
    }
    const mobile = normaliseMobile(body.mobile, 'body.mobile');
    if (user.attributes.mobile?.[0] === mobile) {
      throw new AppError('VALIDATION_FAILED', 'This is your mobile number already', {
        fields: [{ field: 'body.mobile', message: 'This is your mobile number already' }],
      });
    }
    await this.deps.admit(user.id, mobile);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = clock();
    const expiresAt = new Date(now.getTime() + MOBILE_CODE_MINUTES * 60_000);
    await saveMobileChange(db, {
      userId: user.id,
      mobile,
      codeHash: this.hash(user.id, mobile, code),
      createdAt: now,
      expiresAt,
    });
    const text = renderSms('verification', user.attributes.lang?.[0], {
      secret: code,
      minutes: MOBILE_CODE_MINUTES,
    });
    await sms.deliver({ to: mobile, text });
    return { maskedMobile: maskMobile(mobile), expiresAt: expiresAt.toISOString() };
  }

  async confirm(session: RequestSession, code: string): Promise<User> {
    const { db, clock } = this.deps;
    const now = clock();
    // A wrong code is counted in its own commit, so that the refusal does not roll it back.
    const outcome = await db.transaction().execute(async (tx) => {
      const change = await lockMobileChange(tx, session.userId);
      if (!change || new Date(change.expires_at) <= now) return { kind: 'none' as const };
      if (this.hash(session.userId, change.mobile, code) !== change.code_hash) {
        const failures = change.failures + 1;
        if (failures >= TAN_MAX_FAILURES) await deleteMobileChange(tx, session.userId);
        else await countMobileChangeFailure(tx, session.userId);
        return { kind: 'wrong' as const, left: TAN_MAX_FAILURES - failures };
      }
      const user = await lockUser(tx, session.userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in first');
      await updateUser(tx, user.id, {
        attributes: { ...user.attributes, mobile: [change.mobile] },
        updated_at: now,
      });
      await deleteMobileChange(tx, user.id);
      return { kind: 'changed' as const, user, mobile: change.mobile };
    });
    if (outcome.kind === 'none') {
      throw new AppError('MOBILE_CHANGE_NOT_FOUND', 'No change is waiting; ask for a new code');
    }
    if (outcome.kind === 'wrong') {
      if (outcome.left <= 0) {
        throw new AppError('MOBILE_CHANGE_NOT_FOUND', 'Too many wrong codes; ask for a new one');
      }
      throw new AppError('MOBILE_CODE_WRONG', `The code is wrong; ${outcome.left} tries left`, {
        fields: [{ field: 'body.code', message: `Wrong code; ${outcome.left} tries left` }],
      });
    }
    await this.tell(outcome.user, outcome.mobile);
    return this.deps.view(session);
  }

  /** The account's address, and the number that no longer gets the TANs. */
  private async tell(
    user: {
      email: string;
      first_name: string;
      attributes: Record<string, readonly string[] | undefined>;
    },
    mobile: string,
  ): Promise<void> {
    const language = user.attributes.lang?.[0];
    const maskedMobile = maskMobile(mobile);
    await this.deps.mail.send({
      kind: 'mobileChanged',
      to: user.email,
      language,
      variables: { firstName: user.first_name, maskedMobile },
    });
    const old = user.attributes.mobile?.[0];
    if (!old || old === mobile) return;
    const text = renderSms('mobileChanged', language, { maskedMobile });
    // The change holds already and the mail above is queued durably; a gateway failure on the
    // courtesy SMS to the old number must not report the confirmed change as failed.
    await this.deps.sms.deliver({ to: old, text }).catch(() => undefined);
  }

  private hash(userId: string, mobile: string, code: string): string {
    return createHmac('sha256', this.deps.key)
      .update(`${userId}\u0000${mobile}\u0000${code}`)
      .digest('base64url');
  }
}
