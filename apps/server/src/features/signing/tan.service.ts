import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  SIGNING_LOCK_MINUTES,
  TAN_LENGTH,
  TAN_MAX_FAILURES,
  TAN_VALIDITY_MINUTES,
} from '@signet/contract';
import { renderSms } from '@signet/i18n';
import { sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { UserAttributes, UserRow } from '../../db/schema.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { SmsProvider } from '../../providers/sms/sms.port.ts';
import type { TanState } from './signing.repository.ts';
import type { SigningTanRow, SigningTansTable } from './signing.tables.ts';

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

function lockedError(code: 'TAN_LOCKED' | 'SIGNING_LOCKED', until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const message =
    code === 'TAN_LOCKED'
      ? `Wrong TAN ${TAN_MAX_FAILURES} times: signing is locked for ${SIGNING_LOCK_MINUTES} minutes`
      : `Signing is locked after wrong TANs; try again in ${Math.ceil(seconds / 60)} minutes`;
  return new AppError(code, message, { headers: { 'Retry-After': String(seconds) } });
}

/**
 * §2 TAN dialogs and §4 outcomes: a six-digit TAN by SMS, valid 5 minutes, stored as a keyed hash,
 * bound to the requests it was sent for; three wrong TANs in a row lock signing for 15 minutes.
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

  private find(db: Database, userId: string, lock = false): Promise<SigningTanRow | undefined> {
    const query = db.selectFrom('signing_tans').selectAll().where('user_id', '=', userId);
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  }

  /** SIGNING_LOCKED while the lock after wrong TANs holds (`known`: the row as just read). */
  async assertNotLocked(userId: string, known?: { row: TanState | undefined }): Promise<void> {
    const row = known ? known.row : await this.find(this.db, userId);
    const now = this.clock();
    if (row?.locked_until && new Date(row.locked_until) > now) {
      throw lockedError('SIGNING_LOCKED', new Date(row.locked_until), now);
    }
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
      const row = await this.find(tx, user.id, true);
      if (row?.locked_until && new Date(row.locked_until) > now) {
        throw lockedError('SIGNING_LOCKED', new Date(row.locked_until), now);
      }
      const values = {
        tan_hash: this.hash(user.id, tan),
        request_ids: JSON.stringify(requestIds),
        created_at: now,
        expires_at: expiresAt,
        // Wrong tries count across resends until a right TAN: a new TAN buys no new guesses.
        failures: row && !row.locked_until ? row.failures : 0,
        locked_until: null,
      };
      if (row)
        await tx.updateTable('signing_tans').set(values).where('user_id', '=', user.id).execute();
      else
        await tx
          .insertInto('signing_tans')
          .values({ user_id: user.id, ...values })
          .execute();
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
   * written with one conditional update that applies only to that very row version (xmin), so
   * that two tries never both count from the same reading. Should the row have changed meanwhile,
   * or when nothing was read, the check runs in a transaction of its own on the locked row.
   */
  async verify(
    userId: string,
    tan: string,
    requestIds: string[],
    known?: { row: TanState | undefined },
  ): Promise<void> {
    const now = this.clock();
    if (known) {
      const { changes, failure } = this.decide(known.row, userId, tan, requestIds, now);
      if (!changes) {
        if (failure) throw failure;
      } else {
        let update = this.db
          .updateTable('signing_tans')
          .set(changes)
          .where('user_id', '=', userId)
          .where(sql<boolean>`xmin = ${known.row!.version}::xid`);
        // A right TAN's spending need not wait for its own flush to disk: the signature's
        // transaction commits after it and flushes the log up to and including it, and should
        // the signing fail, the log writer flushes it within moments (docs/decisions/0601). A
        // wrong try is counted durably before it is answered.
        if (!failure)
          update = update.where(
            sql<boolean>`set_config('synchronous_commit', 'off', true) IS NOT NULL`,
          );
        const result = await update.executeTakeFirst();
        if (result.numUpdatedRows === 1n) {
          if (failure) throw failure;
          return;
        }
      }
    }
    const failure = await this.db.transaction().execute(async (tx) => {
      const row = await this.find(tx, userId, true);
      const decision = this.decide(row, userId, tan, requestIds, now);
      if (decision.changes) {
        await tx
          .updateTable('signing_tans')
          .set(decision.changes)
          .where('user_id', '=', userId)
          .execute();
      }
      return decision.failure;
    });
    if (failure) throw failure;
  }

  /** What a try of `tan` does to the account's TAN row: the changes to write and the error, if any. */
  private decide(
    row:
      | Pick<SigningTanRow, 'tan_hash' | 'request_ids' | 'expires_at' | 'failures' | 'locked_until'>
      | undefined,
    userId: string,
    tan: string,
    requestIds: string[],
    now: Date,
  ): { changes?: Updateable<SigningTansTable>; failure?: AppError } {
    if (row?.locked_until && new Date(row.locked_until) > now) {
      return { failure: lockedError('SIGNING_LOCKED', new Date(row.locked_until), now) };
    }
    if (!row?.tan_hash) {
      return {
        failure: new AppError(
          'TAN_EXPIRED',
          'No TAN is waiting; start signing again for a new one',
        ),
      };
    }
    if (new Date(row.expires_at) <= now) {
      return {
        changes: { tan_hash: null },
        failure: new AppError(
          'TAN_EXPIRED',
          `The TAN is older than ${TAN_VALIDITY_MINUTES} minutes; start signing again for a new one`,
        ),
      };
    }
    const sentFor = new Set(row.request_ids as unknown as string[]);
    if (requestIds.some((id) => !sentFor.has(id))) {
      return {
        failure: new AppError(
          'TAN_EXPIRED',
          'The TAN was sent for other signature requests; start signing again for a new one',
        ),
      };
    }
    const expected = Buffer.from(row.tan_hash);
    const given = Buffer.from(this.hash(userId, tan));
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      return { changes: { tan_hash: null, failures: 0, locked_until: null } };
    }
    const failures = row.failures + 1;
    if (failures >= TAN_MAX_FAILURES) {
      const until = new Date(now.getTime() + SIGNING_LOCK_MINUTES * MINUTE_MS);
      return {
        changes: { tan_hash: null, failures: 0, locked_until: until },
        failure: lockedError('TAN_LOCKED', until, now),
      };
    }
    const left = TAN_MAX_FAILURES - failures;
    return {
      changes: { failures },
      failure: new AppError(
        'TAN_INVALID',
        `The TAN is wrong; ${left} ${left === 1 ? 'try' : 'tries'} left`,
      ),
    };
  }
}
