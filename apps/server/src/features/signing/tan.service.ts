import { createHmac, randomInt } from 'node:crypto';
import { AppError, TAN_LENGTH, TAN_VALIDITY_MINUTES } from '@signet/contract';
import { renderSms } from '@signet/i18n';
import type { Database } from '../../db/database.ts';
import type { UserAttributes, UserRow } from '../../db/schema.ts';
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
  ) {}

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
  ): Promise<{ maskedMobile: string; expiresAt: string }> {
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
    return { maskedMobile: maskMobile(mobile), expiresAt: expiresAt.toISOString() };
  }

  /**
   * Checks a TAN; a wrong try is counted even though the call then fails, and a right TAN is spent
   * at once. `known` is the account's TAN row as the caller just read it: the outcome is then
   * written with one conditional update that applies only to that very row version, so that two
   * tries never both count from the same reading. Should the row have changed meanwhile, or when
   * nothing was read, the check runs in a transaction of its own on the locked row.
   */
  async verify(
    userId: string,
    tan: string,
    requestIds: string[],
    known?: { row: TanState | undefined },
  ): Promise<void> {
    const now = this.clock();
    const given = { hash: this.hash(userId, tan), requestIds };
    if (known) {
      const { changes, failure } = decideTan(known.row, given, now);
      if (!changes) {
        if (failure) throw failure;
      } else if (
        // A right TAN's spending need not wait for its own flush; a wrong try is counted durably.
        await updateTanIfUnchanged(this.db, userId, known.row!.version, changes, !failure)
      ) {
        if (failure) throw failure;
        return;
      }
    }
    const failure = await this.db.transaction().execute(async (tx) => {
      const decision = decideTan(await findTan(tx, userId, true), given, now);
      if (decision.changes) await updateTan(tx, userId, decision.changes);
      return decision.failure;
    });
    if (failure) throw failure;
  }
}
