import type { StatusOverall } from '@signet/contract';
import type { Executor } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { appendEvent } from '../events/index.ts';
import {
  assertTransition,
  documentHashes,
  type RequestAggregate,
  setOpenSignaturesStatus,
  updateRequest,
} from '../request-core/index.ts';
import type { RequestNotifications } from './request-notifications.ts';
import { identityLanguage } from './signer-input.ts';

/** OPEN → WITHDRAWN with its event; shared by withdraw and the owner's DELETE. */
export async function withdrawIn(
  tx: Executor,
  aggregate: RequestAggregate,
  actor: Actor,
  now: Date,
  message: string | null,
): Promise<void> {
  assertTransition(aggregate.request.status_overall as StatusOverall, 'WITHDRAWN');
  await setOpenSignaturesStatus(tx, aggregate.request.id, 'WITHDRAWN', now);
  await updateRequest(tx, aggregate.request.id, {
    status_overall: 'WITHDRAWN',
    updated_at: now,
    ended_at: now,
  });
  await appendEvent(tx, {
    requestId: aggregate.request.id,
    action: 'withdrawn',
    actorId: actor.userId,
    actorEmail: actor.email,
    ip: actor.ip,
    documentHashes: documentHashes(aggregate),
    at: now,
    data: { message },
  });
}

/** Signers and observers learn that the owner withdrew the request, named as the mails name people. */
export async function notifyWithdrawn(
  notifications: RequestNotifications,
  aggregate: RequestAggregate,
  actor: Actor,
  message: string | null,
): Promise<void> {
  await notifications.send(
    'requestWithdrawn',
    [
      ...aggregate.signatures.map((s) => ({
        email: s.email,
        language: identityLanguage(s),
        signature: s,
      })),
      ...aggregate.observers.map((o) => ({ email: o.email })),
    ].filter((recipient) => recipient.email !== actor.email),
    aggregate.request,
    { senderName: await notifications.actorLabel(actor), message },
  );
}
