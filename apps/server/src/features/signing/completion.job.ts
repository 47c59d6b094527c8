import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { enqueueJob } from '../../jobs/jobs.repository.ts';
import type { CompletionAttachments } from '../protocol/index.ts';
import { addressLabels, findOwnerEmail, loadAggregate } from '../request-core/index.ts';
import type { RequestNotifications } from '../signature-requests/index.ts';
import { identityLanguage } from '../signature-requests/index.ts';

export const COMPLETION_JOB = 'signing.completed';

export interface CompletionPayload {
  requestId: string;
  /** Who completed the request (the last signer); named in the mails. */
  senderName: string;
}

/**
 * Queued in the transaction that makes the request SIGNED, so the completion e-mails exist
 * exactly when the signature does: a crash right after the commit still sends them, and the
 * signer's call does not wait for the protocol to be sealed. One job per request (singleton key).
 */
export async function enqueueCompletion(
  tx: Database,
  payload: CompletionPayload,
  at: Date,
): Promise<void> {
  await enqueueJob(tx, {
    kind: COMPLETION_JOB,
    payload,
    runAt: at,
    singletonKey: `${COMPLETION_JOB}:${payload.requestId}`,
  });
}

/**
 * The completion work: the signature protocol is built and sealed, then the mails to the owner,
 * the signers and the observers (with the signed documents and the protocol, §3
 * mailService.attachments) are queued in one transaction. A failure (protocol, storage, database)
 * throws, so the runner logs it and tries again later; the mails never go out without their files.
 * The mails are queued in the transaction that ends the job, so they are queued exactly once.
 */
export function registerCompletionJob(
  runner: JobRunner,
  deps: {
    db: Database;
    attachments: CompletionAttachments;
    notifications: RequestNotifications;
    log: FastifyBaseLogger;
  },
): void {
  const { db, attachments, notifications, log } = deps;
  runner.register(COMPLETION_JOB, async (payload, run) => {
    const { requestId, senderName } = payload as CompletionPayload;
    const started = performance.now();
    const aggregate = await loadAggregate(db, requestId);
    if (!aggregate) {
      log.info({ requestId }, 'completion mails not sent: the request was deleted');
      return undefined;
    }
    const { request, signatures, observers } = aggregate;
    const ownerEmail = request.owner_id ? await findOwnerEmail(db, request.owner_id) : undefined;
    const files = await attachments.forRequest(requestId);
    // The mails name the signers as they are now: "Name (address)", the address alone without a
    // name (issue 20); a group's signature by the member who signed it.
    const signerEmails = [...signatures]
      .sort((a, b) => a.position - b.position)
      .map((s) =>
        s.signer_group_id ? (s.account_email ?? s.signer_group_name ?? s.email) : s.email,
      );
    const [lastSigner = senderName, ...signerLabels] = await addressLabels(db, [
      senderName,
      ...signerEmails,
    ]);
    const recipients = [
      // An API account owns its requests under its username, not an address: no mail (ADR 0900).
      ...(ownerEmail?.includes('@') ? [{ email: ownerEmail }] : []),
      // A group's signature: the member who signed it for the group (ADR 0720).
      ...signatures.map((s) => ({
        email: s.signer_group_id ? (s.account_email ?? s.email) : s.email,
        language: identityLanguage(s),
        signature: s,
      })),
      ...observers.map((o) => ({ email: o.email })),
    ];
    // The job ends in the mails' transaction: a node that lost its lease meanwhile queues none.
    await db.transaction().execute(async (tx) => {
      await run.endIn(tx);
      await notifications.send(
        'requestCompleted',
        recipients,
        request,
        { senderName: lastSigner, signers: signerLabels.join(', ') },
        files,
        { db: tx, keyPrefix: `${COMPLETION_JOB}:${requestId}` },
      );
    });
    runner.nudge();
    log.info(
      {
        requestId,
        recipients: new Set(recipients.map((r) => r.email)).size,
        attachments: files.length,
        ms: Math.round(performance.now() - started),
      },
      'completion mails queued',
    );
    return undefined;
  });
}
