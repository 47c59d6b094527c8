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
import { forbidden } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import type { Clock } from '../../jobs/clock.ts';
import { recordContact } from '../contacts/index.ts';
import { appendEvent } from '../events/index.ts';
import {
  assertAllowed,
  assertOpen,
  assertTransition,
  documentHashes,
  findOwnerEmail,
  isCallersSignature,
  loadAggregate,
  loadVisible,
  requestFacts,
  updateRequest,
  updateSignatureRow,
} from '../request-core/index.ts';
import { requireOwner } from './request-guards.ts';
import type { RequestNotifications } from './request-notifications.ts';
import { toRequestView, viewOf } from './request-view.ts';
import { identityLanguage } from './signer-input.ts';
import { notifyWithdrawn, withdrawIn } from './withdrawal.ts';

/** A signer is reminded at most once in this time (issue: once per signer per 24 h). */
export const REMIND_INTERVAL_MS = 24 * 60 * 60_000;

/** §4 transitions of a request and the notices that go with them. */
export class RequestLifecycleService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly notifications: RequestNotifications,
    private readonly publicUrl: string,
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
      const now = this.clock();
      await updateRequest(tx, id, { status_overall: 'OPEN', updated_at: now });
      await appendEvent(tx, {
        requestId: id,
        action: 'initiated',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes(aggregate),
        at: now,
        data: { signers: aggregate.signatures.map((s) => s.email) },
      });
      return visible;
    });
    const { aggregate } = visible;
    const sender = { senderName: actor.email, message: aggregate.request.message };
    await this.notifications.send(
      'signatureInvitation',
      aggregate.signatures
        .filter((s) => s.notify)
        .map((s) => ({ email: s.email, language: identityLanguage(s) })),
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
      await updateRequest(tx, id, { status_overall: 'DECLINED', updated_at: now, ended_at: now });
      await appendEvent(tx, {
        requestId: id,
        action: 'declined',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes(aggregate),
        at: now,
        data: { message, sids: own.map((s) => s.sid) },
      });
      return visible;
    });
    const { aggregate } = visible;
    const ownerEmail = await this.ownerEmail(aggregate.request.owner_id);
    await this.notifications.send(
      'requestDeclined',
      [
        ...(ownerEmail ? [{ email: ownerEmail }] : []),
        ...aggregate.signatures.map((s) => ({ email: s.email, language: identityLanguage(s) })),
        ...aggregate.observers.map((o) => ({ email: o.email })),
      ].filter((recipient) => recipient.email !== actor.email),
      aggregate.request,
      { senderName: actor.email, message },
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
   * The owner reminds every open signer not reminded in the last 24 hours; when all of them were,
   * REMIND_TOO_SOON says when the next reminder is possible.
   */
  async remind(actor: Actor, id: string): Promise<{ reminded: string[] }> {
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
      const open = aggregate.signatures.filter((s) => s.status_code === 'OPEN');
      const due = open.filter(
        (s) =>
          !s.last_reminded_at ||
          now.getTime() - new Date(s.last_reminded_at).getTime() >= REMIND_INTERVAL_MS,
      );
      if (due.length === 0) {
        const next = Math.min(
          ...open.map((s) => new Date(s.last_reminded_at ?? now).getTime() + REMIND_INTERVAL_MS),
        );
        const seconds = Math.max(1, Math.ceil((next - now.getTime()) / 1000));
        throw new AppError(
          'REMIND_TOO_SOON',
          `Every open signer was reminded in the last 24 hours; the next reminder is possible at ${new Date(next).toISOString()}`,
          { headers: { 'Retry-After': String(seconds) } },
        );
      }
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
      result.due.map((s) => ({ email: s.email, language: identityLanguage(s) })),
      result.aggregate.request,
      { senderName: actor.email },
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
      { senderName: actor.email, message: body.message ?? null },
    );
    if (!result.isStillVisible) {
      const owner = await this.ownerEmail(result.aggregate.request.owner_id);
      return { ...(await this.viewAsOwnerless(result.aggregate.request.id, owner)), roles: [] };
    }
    return this.view(actor, id);
  }

  private async view(actor: Actor, id: string) {
    return viewOf(this.db, await loadVisible(this.db, actor, id), this.publicUrl);
  }

  /** After handing away their only role, the delegator gets the request as it now stands. */
  private async viewAsOwnerless(id: string, ownerEmail: string | null) {
    const aggregate = await loadAggregate(this.db, id);
    if (!aggregate) throw new AppError('NOT_FOUND', 'No such signature request');
    return toRequestView(aggregate, [], this.publicUrl, ownerEmail);
  }

  private async ownerEmail(ownerId: string | null): Promise<string | null> {
    if (!ownerId) return null;
    return (await findOwnerEmail(this.db, ownerId)) ?? null;
  }
}
