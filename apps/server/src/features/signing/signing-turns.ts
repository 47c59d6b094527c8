import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { accountLabel, type RequestAggregate, turnsComingWith } from '../request-core/index.ts';
import { identityLanguage, type RequestNotifications } from '../signature-requests/index.ts';

/**
 * Signed in order (docs/decisions/0630): the signers whose turn this signature brings are invited
 * in its transaction, so the mails (and a guest's link) exist exactly when it commits; a group's
 * turn comes in one signature's transaction only, so nobody is invited twice.
 */
export async function inviteNextTurn(
  tx: Database,
  notifications: RequestNotifications,
  input: {
    actor: Actor;
    request: RequestAggregate['request'];
    signatures: RequestAggregate['signatures'];
    /** The signature just made. */
    sid: string;
  },
): Promise<void> {
  const due = turnsComingWith(input.signatures, input.sid).filter((s) => s.notify);
  if (due.length === 0) return;
  await notifications.send(
    'signatureInvitation',
    due.map((s) => ({ email: s.email, language: identityLanguage(s), signature: s })),
    input.request,
    // The owner asks, not the signer whose signature brought the turn.
    {
      senderName: await accountLabel(tx, input.request.owner_id, input.actor.email),
      message: input.request.message,
    },
    [],
    { db: tx, keyPrefix: `signing.turn:${input.request.id}:${input.sid}` },
  );
}
