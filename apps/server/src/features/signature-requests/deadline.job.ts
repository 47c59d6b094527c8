import { AppError } from '@signet/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { armJob } from '../../jobs/jobs.repository.ts';
import { appendEvent } from '../events/index.ts';
import {
  accountLabel,
  documentHashes,
  findOwnerEmail,
  hasTurn,
  loadAggregate,
  type RequestAggregate,
  setOpenSignaturesStatus,
  updateRequest,
  updateSignatureRow,
} from '../request-core/index.ts';
import { admitInvitations } from './invitation-limits.ts';
import { expiryOf, nextDeadlineStep, remindersDue } from './request-deadline.ts';
import type { RequestNotifications } from './request-notifications.ts';
import { identityLanguage } from './signer-input.ts';

export const DEADLINE_JOB = 'signature-requests.deadline';

/**
 * Points the request's deadline job at its next step (ADR 0550), in the caller's transaction: when
 * an OPEN request gets or changes its expiration_date, and when a request with one is sent.
 * Reminders whose time has already come when the date is set are not sent (the invitation, or the
 * change, is fresh news); the count of those is returned for the request row.
 */
export async function armDeadline(
  tx: Database,
  requestId: string,
  expirationDate: string,
  now: Date,
): Promise<{ deadline_reminders: number }> {
  const passed = remindersDue(expirationDate, now);
  await armJob(tx, {
    kind: DEADLINE_JOB,
    payload: { requestId },
    runAt: nextDeadlineStep(expirationDate, passed),
    singletonKey: `deadline:${requestId}`,
  });
  return { deadline_reminders: passed };
}

type Step = { next: Date | undefined; reminders?: number };

/**
 * The deadline of OPEN requests, one durable job per request: reminds the open signers whose turn
 * has come (never the owner) 3 and 1 days before, and at the end of the last day ends the request
 * as WITHDRAWN with an `expired` event, telling the owner, signers and observers (ADR 0550).
 */
export class RequestDeadlines {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly notifications: RequestNotifications,
    private readonly log: FastifyBaseLogger,
  ) {}

  register(runner: JobRunner): void {
    runner.register(DEADLINE_JOB, (payload) =>
      this.run((payload as { requestId: string }).requestId),
    );
  }

  async run(requestId: string): Promise<Date | undefined> {
    try {
      return (await this.db.transaction().execute((tx) => this.step(tx, requestId))).next;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'INVITATION_LIMIT') throw error;
      // Over the mail limits (ADR 0540) the reminder is skipped, not retried: it would only
      // arrive later than it means to.
      this.log.warn({ requestId, err: error.message }, 'deadline reminder skipped');
      return (await this.db.transaction().execute((tx) => this.step(tx, requestId, false))).next;
    }
  }

  private async step(tx: Database, requestId: string, mayMail = true): Promise<Step> {
    const now = this.clock();
    const aggregate = await loadAggregate(tx, requestId, { lock: true });
    const date = aggregate?.request.expiration_date;
    if (!date || !aggregate || aggregate.request.status_overall !== 'OPEN') {
      return { next: undefined };
    }
    if (now.getTime() >= expiryOf(date).getTime()) {
      await this.expire(tx, aggregate, date, now);
      return { next: undefined };
    }
    const sent = aggregate.request.deadline_reminders;
    const due = remindersDue(date, now);
    if (due > sent) {
      await updateRequest(tx, requestId, { deadline_reminders: due });
      if (mayMail) await this.remind(tx, aggregate, date, due, now);
    }
    return { next: nextDeadlineStep(date, Math.max(due, sent)) };
  }

  private async remind(
    tx: Database,
    aggregate: RequestAggregate,
    date: string,
    stage: number,
    now: Date,
  ): Promise<void> {
    const { request, signatures } = aggregate;
    const ownerEmail = request.owner_id ? await findOwnerEmail(tx, request.owner_id) : undefined;
    // Signed in order (ADR 0630): only those whose turn has come; the owner needs no mail.
    const due = signatures.filter(
      (s) => s.status_code === 'OPEN' && hasTurn(signatures, s) && s.email !== ownerEmail,
    );
    if (due.length === 0) return;
    await admitInvitations(tx, this.clock, {
      requestId: request.id,
      accountId: request.owner_id,
      emails: due.map((s) => s.email),
    });
    for (const signature of due) {
      await updateSignatureRow(tx, signature.sid, { last_reminded_at: now });
    }
    await appendEvent(tx, {
      requestId: request.id,
      action: 'reminded',
      actorId: null,
      actorEmail: null,
      ip: null,
      documentHashes: documentHashes(aggregate),
      at: now,
      data: { signers: due.map((s) => s.email), automatic: true, expiration_date: date },
    });
    await this.notifications.send(
      'signatureReminder',
      due.map((s) => ({ email: s.email, language: identityLanguage(s), signature: s })),
      request,
      { senderName: await accountLabel(tx, request.owner_id, ownerEmail ?? 'Signet') },
      [],
      { db: tx, keyPrefix: `deadline-reminder:${request.id}:${stage}` },
    );
  }

  private async expire(
    tx: Database,
    aggregate: RequestAggregate,
    date: string,
    now: Date,
  ): Promise<void> {
    const { request } = aggregate;
    const open = aggregate.signatures.filter((s) => s.status_code === 'OPEN').map((s) => s.sid);
    await setOpenSignaturesStatus(tx, request.id, 'WITHDRAWN', now);
    await updateRequest(tx, request.id, {
      status_overall: 'WITHDRAWN',
      updated_at: now,
      ended_at: now,
    });
    await appendEvent(tx, {
      requestId: request.id,
      action: 'expired',
      actorId: null,
      actorEmail: null,
      ip: null,
      documentHashes: documentHashes(aggregate),
      at: now,
      data: { expiration_date: date, closedSids: open },
    });
    const ownerEmail = request.owner_id ? await findOwnerEmail(tx, request.owner_id) : undefined;
    await this.notifications.send(
      'requestExpired',
      [
        ...(ownerEmail ? [{ email: ownerEmail }] : []),
        ...aggregate.signatures
          .filter((s) => s.status_code === 'OPEN')
          .map((s) => ({ email: s.email, language: identityLanguage(s), signature: s })),
        ...aggregate.observers.map((o) => ({ email: o.email })),
      ],
      request,
      { senderName: ownerEmail ?? 'Signet' },
      [],
      { db: tx, keyPrefix: `expired:${request.id}` },
    );
  }
}
