import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { AppError, type DirectVerification, TAN_MAX_FAILURES } from '@signet/contract';
import { renderSms } from '@signet/i18n';
import type { Database } from '../../db/database.ts';
import type { UserAttributes } from '../../db/schema.ts';
import type { DirectSignVerificationRow } from '../../db/tables/direct-sign.tables.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { SmsProvider } from '../../providers/sms/sms.port.ts';
import { maskMobile } from '../signing/index.ts';
import type { DirectSession } from './direct-session.ts';
import {
  cancelPending,
  findGuest,
  insertVerification,
  lockVerification,
  updateGuest,
  updateVerification,
} from './direct-sign.repository.ts';

export const VERIFICATION_MINUTES = 10;
const MINUTE_MS = 60_000;

/**
 * api/resend|respond|cancel/{id} (docs/decisions/0801): a one-time confirmation that a mobile
 * number the guest added is theirs, before a TAN is sent there. The sender's own data needs none:
 * the address is the one the link was mailed to, and a number the sender gave is theirs to vouch for.
 */
export class VerificationsService {
  private readonly key: Buffer;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly sms: SmsProvider,
    key: Buffer,
  ) {
    this.key = createHmac('sha256', key).update('direct-sign verifications').digest();
  }

  toView(row: DirectSignVerificationRow): DirectVerification {
    return {
      id: row.id,
      channel: row.channel,
      maskedTarget: maskMobile(row.target),
      status: row.status,
      expiresAt: new Date(row.expires_at).toISOString(),
    };
  }

  /** A new confirmation of `mobile` (earlier pending ones end), its secret sent by SMS. */
  async start(session: DirectSession, mobile: string): Promise<void> {
    const now = this.clock();
    const id = randomUUID();
    const secret = this.newSecret();
    await this.db.transaction().execute(async (tx) => {
      await cancelPending(tx, session.guestId, now);
      await insertVerification(tx, {
        id,
        guest_id: session.guestId,
        channel: 'mobile',
        target: mobile,
        secret_hash: this.hash(id, secret),
        status: 'PENDING',
        created_at: now,
        expires_at: new Date(now.getTime() + VERIFICATION_MINUTES * MINUTE_MS),
      });
    });
    await this.send(session, mobile, secret);
  }

  /** A new secret for the same confirmation (the old one stops working); wrong tries are kept. */
  async resend(session: DirectSession, id: string): Promise<DirectVerification> {
    const now = this.clock();
    const secret = this.newSecret();
    const row = await this.db.transaction().execute(async (tx) => {
      const row = this.pendingOrThrow(await lockVerification(tx, id, session.guestId));
      if (row.failures >= TAN_MAX_FAILURES) throw locked();
      const values = {
        secret_hash: this.hash(id, secret),
        expires_at: new Date(now.getTime() + VERIFICATION_MINUTES * MINUTE_MS),
      };
      await updateVerification(tx, id, values);
      return { ...row, ...values };
    });
    await this.send(session, row.target, secret);
    return this.toView(row);
  }

  /** The secret confirms the number once: it becomes the guest's mobile (and fixed, §6). */
  async respond(session: DirectSession, id: string, secret: string): Promise<DirectVerification> {
    const now = this.clock();
    const outcome = await this.db.transaction().execute(async (tx) => {
      const row = this.pendingOrThrow(await lockVerification(tx, id, session.guestId));
      if (row.failures >= TAN_MAX_FAILURES) return { error: locked() };
      if (new Date(row.expires_at).getTime() <= now.getTime()) {
        return {
          error: new AppError('VERIFICATION_EXPIRED', 'The code has expired: send a new one'),
        };
      }
      if (row.secret_hash !== this.hash(id, secret)) {
        await updateVerification(tx, id, { failures: row.failures + 1 });
        return { error: new AppError('VERIFICATION_SECRET_INVALID', 'The code is not right') };
      }
      await updateVerification(tx, id, { status: 'CONFIRMED', answered_at: now });
      const guest = await findGuest(tx, session.guestId, true);
      const attributes = { ...((guest?.attributes ?? {}) as UserAttributes) };
      attributes.mobile = [row.target];
      attributes.immutable_eid_fields = [
        ...new Set([...(attributes.immutable_eid_fields ?? []), 'mobile_number']),
      ];
      await updateGuest(tx, session.guestId, { attributes, updated_at: now });
      return { row: { ...row, status: 'CONFIRMED' as const, answered_at: now } };
    });
    if ('error' in outcome) throw outcome.error;
    return this.toView(outcome.row);
  }

  async cancel(session: DirectSession, id: string): Promise<DirectVerification> {
    const now = this.clock();
    const row = await this.db.transaction().execute(async (tx) => {
      const row = this.pendingOrThrow(await lockVerification(tx, id, session.guestId));
      await updateVerification(tx, id, { status: 'CANCELLED', answered_at: now });
      return { ...row, status: 'CANCELLED' as const };
    });
    return this.toView(row);
  }

  private pendingOrThrow(row: DirectSignVerificationRow | undefined): DirectSignVerificationRow {
    if (!row) throw new AppError('NOT_FOUND', 'No such confirmation');
    if (row.status !== 'PENDING') {
      throw new AppError('VERIFICATION_USED', `This confirmation is already ${row.status}`);
    }
    return row;
  }

  private newSecret(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  }

  private hash(id: string, secret: string): string {
    return createHmac('sha256', this.key).update(`${id}\u0000${secret}`).digest('base64url');
  }

  private async send(session: DirectSession, mobile: string, secret: string): Promise<void> {
    const text = renderSms('verification', session.language, {
      secret,
      minutes: VERIFICATION_MINUTES,
    });
    try {
      await this.sms.deliver({ to: mobile, text });
    } catch (error) {
      throw new AppError('SIGNING_FAILED', 'The code could not be sent by SMS; try again', {
        cause: error,
      });
    }
  }
}

const locked = () =>
  new AppError('VERIFICATION_LOCKED', 'Too many wrong codes: start again with your number');
