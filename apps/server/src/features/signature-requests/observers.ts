import { randomUUID } from 'node:crypto';
import { AppError, canEditObservers, type StatusOverall } from '@signet/contract';
import type { Database } from '../../db/database.ts';
import type { ObserverRow } from '../../db/tables/signature-requests.tables.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import type { Clock } from '../../jobs/clock.ts';
import { recordContact } from '../contacts/index.ts';
import { appendEvent } from '../events/index.ts';
import {
  accountLabel,
  assertAllowed,
  assertNotEnded,
  documentHashes,
  loadVisible,
  requestFacts,
  updateRequest,
  type VisibleRequest,
} from '../request-core/index.ts';
import { signerGroupFor } from '../signer-groups/index.ts';
import { admitInvitations } from './invitation-limits.ts';
import { deleteObserver, insertObserver } from './participants.repository.ts';
import { requireOwner } from './request-guards.ts';
import type { RequestNotifications } from './request-notifications.ts';
import { toObserverView } from './request-view.ts';

// §7 observers, added and removed by the request's owner: a person by address, or a signer group
// of the request's business (ADR 0915), whose current members observe.

/** Who is added: an address, or a signer group by id (`field` names the id in the body). */
export type ObserverTarget = { email: string } | { groupId: string; field: string };

export interface ObserverDeps {
  db: Database;
  clock: Clock;
  notifications: RequestNotifications;
}

/**
 * Adds the observer; an OPEN request tells them at once. A group is kept by its id (its key, no
 * "@"), so its members' access and mails follow its membership as it is when they are read.
 */
export async function addObserver(
  deps: ObserverDeps,
  actor: Actor,
  id: string,
  target: ObserverTarget,
) {
  const result = await deps.db.transaction().execute(async (tx) => {
    const visible = await loadVisible(tx, actor, id, { lock: true });
    assertObserversEditable(visible, 'add');
    // A group must be of the request's business and have a member, as for a group signer.
    const group =
      'groupId' in target
        ? await signerGroupFor(
            tx,
            visible.aggregate.request.business_id,
            target.groupId,
            target.field,
          )
        : undefined;
    const key = 'email' in target ? target.email : target.groupId;
    if (visible.aggregate.observers.some((o) => o.email === key)) {
      const field = 'field' in target ? target.field : 'body.email';
      throw new AppError(
        'VALIDATION_FAILED',
        group
          ? `${field}: this group already observes the request`
          : 'This address already observes the request',
        { fields: [{ field, message: 'Already an observer' }] },
      );
    }
    if (visible.aggregate.request.status_overall === 'OPEN') {
      await admitInvitations(tx, deps.clock, {
        requestId: id,
        accountId: actor.userId,
        emails: [key],
      });
    }
    const now = deps.clock();
    const row: ObserverRow = {
      id: randomUUID(),
      request_id: id,
      email: key,
      invited_by: actor.email,
      invited_at: now,
      group_id: group?.id ?? null,
      group_name: group?.name ?? null,
      group_version: group?.version ?? null,
    };
    await insertObserver(tx, row);
    if (!group) await recordContact(tx, actor.userId, key, now);
    await updateRequest(tx, id, { updated_at: now });
    await appendEvent(tx, {
      requestId: id,
      action: 'observer_added',
      actorId: actor.userId,
      actorEmail: actor.email,
      ip: actor.ip,
      documentHashes: documentHashes(visible.aggregate),
      at: now,
      data: {
        id: row.id,
        email: key,
        ...(group ? { group: { id: group.id, name: group.name } } : {}),
      },
    });
    return { row, request: visible.aggregate.request };
  });
  // A group's key stands for its current members (RequestNotifications, ADR 0720).
  if (result.request.status_overall === 'OPEN') {
    await deps.notifications.send('observerAdded', [{ email: result.row.email }], result.request, {
      senderName: await accountLabel(deps.db, actor.userId, actor.email),
    });
  }
  return toObserverView(result.row);
}

export async function removeObserver(
  deps: Pick<ObserverDeps, 'db' | 'clock'>,
  actor: Actor,
  id: string,
  oid: string,
): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    const visible = await loadVisible(tx, actor, id, { lock: true });
    assertObserversEditable(visible, 'remove');
    const observer = visible.aggregate.observers.find((o) => o.id === oid);
    if (!observer) throw notFound('observer');
    const now = deps.clock();
    await deleteObserver(tx, oid);
    await updateRequest(tx, id, { updated_at: now });
    await appendEvent(tx, {
      requestId: id,
      action: 'observer_removed',
      actorId: actor.userId,
      actorEmail: actor.email,
      ip: actor.ip,
      documentHashes: documentHashes(visible.aggregate),
      at: now,
      data: { id: oid, email: observer.email },
    });
  });
}

/** §7 observers: the owner adds and removes them until the request ends (the contract's rule). */
function assertObserversEditable(visible: VisibleRequest, verb: 'add' | 'remove'): void {
  assertAllowed(
    canEditObservers(requestFacts(visible)),
    () => {
      requireOwner(visible, `Only the owner can ${verb} observers`);
      assertNotEnded(visible.aggregate.request.status_overall as StatusOverall);
    },
    `${verb === 'add' ? 'Adding' : 'Removing'} an observer`,
  );
}
