import {
  AppError,
  canDecline,
  canRemind,
  canSend,
  canWithdraw,
  delegableSignature,
  type SignatureRequest,
  type StatusOverall,
} from '@signet/contract';
import type { Database } from '../../db/database.ts';
import type { SignatureRow } from '../../db/tables/signature-requests.tables.ts';
import { forbidden } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import { retryAfterSeconds } from '../../http/retry-after.ts';
import type { Clock } from '../../jobs/clock.ts';
import { recordContact } from '../contacts/index.ts';
import { appendEvent } from '../events/index.ts';
import {
  accountLabel,
  assertAllowed,
  assertOpen,
  assertTransition,
  documentHashes,
  findOwnerEmail,
  hasTurn,
  isCallersSignature,
  loadAggregate,
  loadVisible,
  requestFacts,
  setOpenSignaturesStatus,
  updateRequest,
  updateSignatureRow,
} from '../request-core/index.ts';
import { armDeadline } from './deadline.job.ts';
import { admitInvitations } from './invitation-limits.ts';
import { assertExpirationDate } from './request-deadline.ts';
import { requireOwner } from './request-guards.ts';
import { storeMissingLevel } from './request-level.ts';
import type { RequestNotifications } from './request-notifications.ts';
import { namesOf, toRequestView, viewOf } from './request-view.ts';
import { identityLanguage } from './signer-input.ts';
import type { SignerLevelGaps } from './signer-levels.ts';
import { notifyWithdrawn, withdrawIn } from './withdrawal.ts';

/** A signer is reminded at most once in this time (issue: once per signer per 24 h). */
export const REMIND_INTERVAL_MS = 24 * 60 * 60_000;

/**
 * The signers mailed when the request is sent: those to notify whose turn has come (ADR 0630),
 * except the owner, who sends it and can sign at once ("Sign now").
 */
function invitedAtSend(signatures: readonly SignatureRow[], ownerEmail: string): SignatureRow[] {
  return signatures.filter((s) => s.notify && hasTurn(signatures, s) && s.email !== ownerEmail);
}

/** §4 transitions of a request and the notices that go with them. */
export class RequestLifecycleService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly notifications: RequestNotifications,
    private readonly publicUrl: string,
    /** Which signers lack the level, for the owner's view (ADR 0640). */
    private readonly levelGaps?: SignerLevelGaps,
  ) {}

  /** DRAFT → OPEN (owner): needs a signer and a document; signers and observers are e-mailed. */
  async initiate(actor: Actor, id: string): Promise<SignatureRequest> {
    const visible = await this.db.transaction().execute(async (tx) => {
      const visible = await loadVisible(tx, actor, id, { lock: true });
      const { aggregate } = visible;
      assertAllowed(
        canSend(requestFacts(visible)),
        () => {
          requireOwner(visible, 'Only the owner can send the request');
          assertTransition(aggregate.request.status_overall as StatusOverall, 'OPEN');
          if (aggregate.documents.length === 0) {
            throw new AppError('REQUEST_INCOMPLETE', 'Add a document before sending the request');
          }
          if (aggregate.signatures.length === 0) {
            throw new AppError('REQUEST_INCOMPLETE', 'Add a signer before sending the request');
          }
        },
        'Sending',
      );
      await admitInvitations(tx, this.clock, {
        requestId: id,
        accountId: actor.userId,
        // The mails sent now: signers whose turn has come (ADR 0630), and the observers.
        emails: [
          ...invitedAtSend(aggregate.signatures, actor.email).map((s) => s.email),
          ...aggregate.observers.map((o) => o.email),
        ],
      });
      const now = this.clock();
      const level = await storeMissingLevel(tx, aggregate.request);
      const date = aggregate.request.expiration_date;
      if (date) assertExpirationDate(date, now);
      const deadline = date ? await armDeadline(tx, id, date, now) : {};
      await updateRequest(tx, id, { status_overall: 'OPEN', updated_at: now, ...deadline });
      await appendEvent(tx, {
        requestId: id,
        action: 'initiated',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes(aggregate),
        at: now,
        data: { signers: aggregate.signatures.map((s) => s.email), ...level },
      });
      return visible;
    });
    const { aggregate } = visible;
    const sender = {
      senderName: await accountLabel(this.db, actor.userId, actor.email),
      message: aggregate.request.message,
    };
    await this.notifications.send(
      'signatureInvitation',
      // Signed in order (ADR 0630): only those whose turn has come; the rest as it comes.
      invitedAtSend(aggregate.signatures, actor.email).map((s) => ({
        email: s.email,
        language: identityLanguage(s),
        signature: s,
      })),
      aggregate.request,
      sender,
    );
    await this.notifications.send(
      'observerAdded',
      aggregate.observers.map((o) => ({ email: o.email })),
      aggregate.request,
      sender,
    );
    return this.view(actor, id);
  }

  /** A signer with an open signature declines: OPEN → DECLINED; everyone else involved is told. */
  async decline(actor: Actor, id: string, message: string | null): Promise<SignatureRequest> {
    const visible = await this.db.transaction().execute(async (tx) => {
      const visible = await loadVisible(tx, actor, id, { lock: true });
      const { aggregate } = visible;
      assertAllowed(
        canDecline(requestFacts(visible), actor.email),
        () => {
          assertOpen(aggregate.request.status_overall as StatusOverall);
          throw forbidden('Only a signer with an open signature can decline');
        },
        'Declining',
      );
      // A member of a signer group declines for the group too (ADR 0720).
      const own = aggregate.signatures.filter(
        (s) => isCallersSignature(s, actor) && s.status_code === 'OPEN',
      );
      assertTransition('OPEN', 'DECLINED');
      const now = this.clock();
      for (const signature of own) {
        await updateSignatureRow(tx, signature.sid, {
          status_code: 'DECLINED',
          status_changed_at: now,
        });
      }
      // Nobody else is asked to sign a declined request: their open signatures close with it,
      // as the viewer shows them.
      const closed = aggregate.signatures
        .filter((s) => s.status_code === 'OPEN' && !own.includes(s))
        .map((s) => s.sid);
      await setOpenSignaturesStatus(tx, id, 'WITHDRAWN', now);
      await updateRequest(tx, id, { status_overall: 'DECLINED', updated_at: now, ended_at: now });
      await appendEvent(tx, {
        requestId: id,
        action: 'declined',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes(aggregate),
        at: now,
        data: { message, sids: own.map((s) => s.sid), closedSids: closed },
      });
      return visible;
    });
    const { aggregate } = visible;
    const ownerEmail = await this.ownerEmail(aggregate.request.owner_id);
    await this.notifications.send(
      'requestDeclined',
      [
        ...(ownerEmail ? [{ email: ownerEmail }] : []),
        ...aggregate.signatures.map((s) => ({
          email: s.email,
          language: identityLanguage(s),
          signature: s,
        })),
        ...aggregate.observers.map((o) => ({ email: o.email })),
      ].filter((recipient) => recipient.email !== actor.email),
      aggregate.request,
      { senderName: await accountLabel(this.db, actor.userId, actor.email), message },
    );
    return this.view(actor, id);
  }

  /** Only the owner withdraws, and only an OPEN request (Skribble withdraw). */
  async withdraw(actor: Actor, id: string, message: string | null): Promise<SignatureRequest> {
    const visible = await this.db.transaction().execute(async (tx) => {
      const visible = await loadVisible(tx, actor, id, { lock: true });
      assertAllowed(
        canWithdraw(requestFacts(visible)),
        () => {
          requireOwner(visible, 'Only the owner can withdraw the request');
          assertOpen(visible.aggregate.request.status_overall as StatusOverall);
        },
        'Withdrawing',
      );
      await withdrawIn(tx, visible.aggregate, actor, this.clock(), message);
      return visible;
    });
    await notifyWithdrawn(this.notifications, visible.aggregate, actor, message);
    return this.view(actor, id);
  }

  /**
   * The owner reminds every open signer not reminded within `interval` (24 hours on the web, an
   * hour through the public API); when all of them were, REMIND_TOO_SOON says when to retry.
   */
  async remind(
    actor: Actor,
    id: string,
    interval: { ms: number; text: string } = { ms: REMIND_INTERVAL_MS, text: '24 hours' },
  ): Promise<{ reminded: string[] }> {
    const result = await this.db.transaction().execute(async (tx) => {
      const visible = await loadVisible(tx, actor, id, { lock: true });
      const { aggregate } = visible;
      assertAllowed(
        canRemind(requestFacts(visible)),
        () => {
          requireOwner(visible, 'Only the owner can remind signers');
          assertOpen(aggregate.request.status_overall as StatusOverall);
        },
        'Reminding',
      );
      const now = this.clock();
      // A signer whose turn has not come (ADR 0630) was not invited yet: nothing to remind of.
      // The owner who also signs is not mailed about their own request.
      const open = aggregate.signatures.filter(
        (s) =>
          s.status_code === 'OPEN' && hasTurn(aggregate.signatures, s) && s.email !== actor.email,
      );
      const due = open.filter(
        (s) =>
          !s.last_reminded_at ||
          now.getTime() - new Date(s.last_reminded_at).getTime() >= interval.ms,
      );
      // Nobody else is waiting (the owner alone is left to sign): nothing to send.
      if (open.length === 0) return { aggregate, due };
      if (due.length === 0) {
        const next = Math.min(
          ...open.map((s) => new Date(s.last_reminded_at ?? now).getTime() + interval.ms),
        );
        const seconds = retryAfterSeconds(next - now.getTime());
        throw new AppError(
          'REMIND_TOO_SOON',
          `Every open signer was reminded in the last ${interval.text}; the next reminder is possible at ${new Date(next).toISOString()}`,
          { headers: { 'Retry-After': String(seconds) } },
        );
      }
      await admitInvitations(tx, this.clock, {
        requestId: id,
        accountId: actor.userId,
        emails: due.map((s) => s.email),
      });
      for (const signature of due) {
        await updateSignatureRow(tx, signature.sid, { last_reminded_at: now });
      }
      await appendEvent(tx, {
        requestId: id,
        action: 'reminded',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes(aggregate),
        at: now,
        data: { signers: due.map((s) => s.email) },
      });
      return { aggregate, due };
    });
    await this.notifications.send(
      'signatureReminder',
      result.due.map((s) => ({ email: s.email, language: identityLanguage(s), signature: s })),
      result.aggregate.request,
      { senderName: await accountLabel(this.db, actor.userId, actor.email) },
    );
    return { reminded: result.due.map((s) => s.sid) };
  }

  /** A signer hands an open signature to another address, who is invited in their place. */
  async delegate(
    actor: Actor,
    id: string,
    body: { account_email: string; message?: string | undefined; sid?: string | undefined },
  ): Promise<SignatureRequest> {
    const result = await this.db.transaction().execute(async (tx) => {
      const visible = await loadVisible(tx, actor, id, { lock: true });
      const { aggregate } = visible;
      assertAllowed(
        delegableSignature(requestFacts(visible), actor.email) !== undefined,
        () => {
          assertOpen(aggregate.request.status_overall as StatusOverall);
          throw forbidden('Only a signer with an open signature can delegate it');
        },
        'Delegating',
      );
      const own = aggregate.signatures.filter(
        (s) =>
          s.email === actor.email && s.status_code === 'OPEN' && (!body.sid || s.sid === body.sid),
      );
      const signature = own[0];
      if (!signature) throw forbidden('Only a signer with an open signature can delegate it');
      if (body.account_email === actor.email) {
        throw new AppError('VALIDATION_FAILED', 'Delegate to someone else', {
          fields: [{ field: 'body.account_email', message: 'This is your own address' }],
        });
      }
      await admitInvitations(tx, this.clock, {
        requestId: id,
        accountId: actor.userId,
        emails: [body.account_email],
      });
      const now = this.clock();
      await updateSignatureRow(tx, signature.sid, {
        email: body.account_email,
        account_email: body.account_email,
        signer_identity_data: null,
        last_reminded_at: null,
      });
      await recordContact(tx, actor.userId, body.account_email, now);
      await updateRequest(tx, id, { updated_at: now });
      await appendEvent(tx, {
        requestId: id,
        action: 'delegated',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes(aggregate),
        at: now,
        data: {
          sid: signature.sid,
          from: actor.email,
          to: body.account_email,
          message: body.message ?? null,
        },
      });
      return {
        aggregate,
        isStillVisible:
          visible.roles.length > 1 ||
          own.length < aggregate.signatures.filter((s) => s.email === actor.email).length,
      };
    });
    await this.notifications.send(
      'signatureDelegated',
      [{ email: body.account_email }],
      result.aggregate.request,
      {
        senderName: await accountLabel(this.db, actor.userId, actor.email),
        message: body.message ?? null,
      },
    );
    if (!result.isStillVisible) {
      const owner = await this.ownerEmail(result.aggregate.request.owner_id);
      return { ...(await this.viewAsOwnerless(result.aggregate.request.id, owner)), roles: [] };
    }
    return this.view(actor, id);
  }

  private async view(actor: Actor, id: string) {
    return viewOf(this.db, await loadVisible(this.db, actor, id), this.publicUrl, this.levelGaps);
  }

  /** After handing away their only role, the delegator gets the request as it now stands. */
  private async viewAsOwnerless(id: string, ownerEmail: string | null) {
    const aggregate = await loadAggregate(this.db, id);
    if (!aggregate) throw new AppError('NOT_FOUND', 'No such signature request');
    const names = await namesOf(this.db, aggregate);
    return toRequestView(aggregate, [], this.publicUrl, ownerEmail, names);
  }

  private async ownerEmail(ownerId: string | null): Promise<string | null> {
    if (!ownerId) return null;
    return (await findOwnerEmail(this.db, ownerId)) ?? null;
  }
}
