import { createHmac, randomInt } from 'node:crypto';
import {
  AppError,
  TAN_LENGTH,
  TAN_RESEND_SECONDS,
  TAN_SENDS_PER_HOUR,
  TAN_SMS_PER_NUMBER_PER_DAY,
  TAN_VALIDITY_MINUTES,
} from '@signet/contract';
import { renderSms } from '@signet/i18n';
import type { Database } from '../../db/database.ts';
import type { UserAttributes, UserRow } from '../../db/schema.ts';
import type { RateLimitRepository } from '../../http/rate-limit.repository.ts';
import { retryAfterSeconds } from '../../http/retry-after.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { SmsProvider } from '../../providers/sms/sms.port.ts';
import {
  findTan,
  saveTan,
  type TanState,
  updateTan,
  updateTanIfUnchanged,
} from './tan.repository.ts';
import { decideTan, failuresAfterResend, isLocked, lockedError } from './tan-decision.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const RESEND_MS = TAN_RESEND_SECONDS * 1000;

function rateLimited(waitMs: number, why: string): AppError {
  const seconds = retryAfterSeconds(waitMs);
  return new AppError('TAN_RATE_LIMITED', `${why}: ask for a new one in ${seconds} s`, {
    headers: { 'Retry-After': String(seconds) },
  });
}

/** "+41 79 123 45 67" → "+41 •• ••• •• 67": the country code and the last two digits stay. */
export function maskMobile(mobile: string): string {
  const trimmed = mobile.trim();
  const total = trimmed.replace(/\D/g, '').length;
  const kept = trimmed.startsWith('+') ? 2 : 0;
  let seen = 0;
  return trimmed.replace(/\d/g, (digit) => {
    seen += 1;
    return seen <= kept || seen > total - 2 ? digit : '•';
  });
}

/**
 * §2 TAN dialogs and §4 outcomes: a six-digit TAN by SMS, valid 5 minutes, stored as a keyed hash,
 * bound to the requests it was sent for; the rules of a try are decideTan's (tan-decision.ts).
 * Signet's TAN is the sole-control check when the trust port leaves it to Signet (0610).
 */
export class TanService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly sms: SmsProvider,
    private readonly key: Buffer,
    private readonly counters: RateLimitRepository,
  ) {}

  /**
   * TAN_RATE_LIMITED unless another SMS (Signet's TAN, or a provider's one-time code) may go to
   * this account and number: TAN_SENDS_PER_HOUR per account, TAN_SMS_PER_NUMBER_PER_DAY per number
   * across accounts. The counters are shared by every process (one table).
   */
  async admit(userId: string, mobile: string): Promise<void> {
    const number = mobile.replace(/[^\d+]/g, '');
    let waitMs = 0;
    for (const [key, windowMs, max] of [
      [`tan:account-hour:${userId}`, HOUR_MS, TAN_SENDS_PER_HOUR],
      [`tan:number-day:${number}`, 24 * HOUR_MS, TAN_SMS_PER_NUMBER_PER_DAY],
    ] as const) {
      const { current, ttl } = await this.counters.hit(key, windowMs);
      if (current > max) waitMs = Math.max(waitMs, ttl);
    }
    if (waitMs > 0) throw rateLimited(waitMs, 'Too many TANs were sent to this account or number');
  }

  /** When a code sent now may be sent again (the dialog's "resend in N s"). */
  resendAt(): string {
    return new Date(this.clock().getTime() + RESEND_MS).toISOString();
  }

  private hash(userId: string, tan: string): string {
    return createHmac('sha256', this.key).update(`${userId}\u0000${tan}`).digest('base64url');
  }

  /** SIGNING_LOCKED while the lock after wrong TANs holds (`known`: the row as just read). */
  async assertNotLocked(userId: string, known?: { row: TanState | undefined }): Promise<void> {
    const row = known ? known.row : await findTan(this.db, userId);
    const now = this.clock();
    if (isLocked(row, now)) throw lockedError('SIGNING_LOCKED', new Date(row!.locked_until!), now);
  }

  /** Creates a TAN for these requests (replacing any earlier one) and sends it by SMS. */
  async send(
    user: UserRow,
    requestIds: string[],
    language: string | undefined,
  ): Promise<{ maskedMobile: string; expiresAt: string; resendAt: string }> {
    const mobile = (user.attributes as UserAttributes).mobile?.[0]?.trim();
    if (!mobile) {
      throw new AppError(
        'MOBILE_NUMBER_MISSING',
        'Add a mobile number to your account to receive the TAN',
      );
    }
    const tan = String(randomInt(0, 10 ** TAN_LENGTH)).padStart(TAN_LENGTH, '0');
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + TAN_VALIDITY_MINUTES * MINUTE_MS);
    // A TAN still waiting to be used is resent at most every TAN_RESEND_SECONDS; one that was
    // spent (the signer signed) does not hold back the next signing.
    const waiting = await findTan(this.db, user.id);
    if (waiting?.tan_hash && waiting.created_at && new Date(waiting.expires_at) > now) {
      const waitMs = new Date(waiting.created_at).getTime() + RESEND_MS - now.getTime();
      if (waitMs > 0) throw rateLimited(waitMs, 'A TAN was sent moments ago');
    }
    await this.admit(user.id, mobile);
    await this.db.transaction().execute(async (tx) => {
      const row = await findTan(tx, user.id, true);
      const values = {
        tan_hash: this.hash(user.id, tan),
        request_ids: requestIds,
        created_at: now,
        expires_at: expiresAt,
        failures: failuresAfterResend(row, now),
      };
      await saveTan(tx, user.id, values, row !== undefined);
    });
    const text = renderSms('tan', language ?? (user.attributes as UserAttributes).lang?.[0], {
      tan,
      minutes: TAN_VALIDITY_MINUTES,
    });
    try {
      await this.sms.deliver({ to: mobile, text });
    } catch (error) {
      // The gateway's failure is logged with the cause; the user sees the signing-failure overlay.
      throw new AppError('SIGNING_FAILED', 'The TAN could not be sent by SMS; try again', {
        cause: error,
      });
    }
    return {
      maskedMobile: maskMobile(mobile),
      expiresAt: expiresAt.toISOString(),
      resendAt: new Date(now.getTime() + RESEND_MS).toISOString(),
    };
  }

  /**
   * Checks a TAN. A wrong try is counted at once, durably, even though the call then fails. A
   * right TAN is not spent here: the answer names it, and the signing's own commit spends it
   * (TanSpend, in signatureWrites), so that a failure that is not the signer's (the trust service,
   * storage, a crash) leaves the TAN usable for the retry within its five minutes. `known` is the
   * account's TAN row as the caller just read it: a wrong try is then written with one conditional
   * update that applies only to that very row version, so that two tries never both count from the
   * same reading. Should the row have changed meanwhile, or when nothing was read, the check runs
   * in a transaction of its own on the locked row.
   */
  async verify(
    userId: string,
    tan: string,
    requestIds: string[],
    known?: { row: TanState | undefined },
  ): Promise<TanSpend> {
    const now = this.clock();
    const given = { hash: this.hash(userId, tan), requestIds };
    const spend = { userId, hash: given.hash };
    if (known) {
      const { changes, failure } = decideTan(known.row, given, now);
      if (!failure) return spend;
      if (!changes) throw failure;
      if (await updateTanIfUnchanged(this.db, userId, known.row!.version, changes, false)) {
        throw failure;
      }
    }
    const failure = await this.db.transaction().execute(async (tx) => {
      const decision = decideTan(await findTan(tx, userId, true), given, now);
      if (decision.failure && decision.changes) await updateTan(tx, userId, decision.changes);
      return decision.failure;
    });
    if (failure) throw failure;
    return spend;
  }
}

/** A right TAN, to be spent by the commit of the signature it authorised. */
export interface TanSpend {
  userId: string;
  hash: string;
}
