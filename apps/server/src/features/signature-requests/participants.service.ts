import { randomUUID } from 'node:crypto';
import {
  AppError,
  canEditObservers,
  canEditParticipants,
  canPlaceFields,
  type SignatureDocument,
  type SignatureRecipient,
  type StatusOverall,
} from '@signet/contract';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import type { Clock } from '../../jobs/clock.ts';
import { recordContact } from '../contacts/index.ts';
import { appendEvent } from '../events/index.ts';
import {
  accountLabel,
  assertAllowed,
  assertNotEnded,
  deleteSignatures,
  documentHashes,
  hasTurn,
  loadVisible,
  nextPosition,
  requestFacts,
  updateRequest,
  updateSignatureRow,
  type VisibleRequest,
} from '../request-core/index.ts';
import { admitInvitations } from './invitation-limits.ts';
import {
  deleteObserver,
  findSignatureOrThrow,
  insertObserver,
  setSignaturePosition,
} from './participants.repository.ts';
import { assertSignersUnlocked, requireOwner } from './request-guards.ts';
import type { RequestNotifications } from './request-notifications.ts';
import { toSignatureView } from './request-view.ts';
import type { SignatureRequestsService } from './signature-requests.service.ts';
import { checkDocumentSignatures, identityLanguage } from './signer-input.ts';

/** Signers and observers of a request (owner only), with the §4 rule on signed requests. */
export class ParticipantsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly requests: SignatureRequestsService,
    private readonly notifications: RequestNotifications,
  ) {}

  async addSignature(actor: Actor, id: string, recipient: SignatureRecipient) {
    const result = await this.db.transaction().execute(async (tx) => {
      const visible = await loadVisible(tx, actor, id, { lock: true });
      assertAllowed(
        canEditParticipants(requestFacts(visible)),
        () => {
          requireOwner(visible, 'Only the owner can add signers');
          assertSignersUnlocked(visible.aggregate);
        },
        'Adding a signer',
      );
      const now = this.clock();
      const position = await nextPosition(tx, 'signatures', id);
      const [added] = await this.requests.insertSigners(
        tx,
        actor,
        id,
        [recipient],
        visible.aggregate.documents,
        now,
        visible.aggregate.request.business_id,
        () => 'body',
      );
      await setSignaturePosition(tx, added!.sid, position);
      await updateRequest(tx, id, { updated_at: now });
      await appendEvent(tx, {
        requestId: id,
        action: 'signer_added',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes(visible.aggregate),
        at: now,
        data: added!,
      });
      const row = await findSignatureOrThrow(tx, added!.sid);
      // Signed in order (ADR 0630): invited now only when the turn has come.
      // The owner adding themselves needs no invitation: they sign from the request at once.
      const turn =
        hasTurn([...visible.aggregate.signatures, row], row) && row.email !== actor.email;
      if (visible.aggregate.request.status_overall === 'OPEN' && row.notify && turn) {
        await admitInvitations(tx, this.clock, {
          requestId: id,
          accountId: actor.userId,
          emails: [row.email],
        });
      }
      return { row, request: visible.aggregate.request, turn };
    });
    // Joining an OPEN request is an invitation of its own.
    if (result.request.status_overall === 'OPEN' && result.row.notify && result.turn) {
      await this.notifications.send(
        'signatureInvitation',
        [
          {
            email: result.row.email,
            language: identityLanguage(result.row),
            signature: result.row,
          },
        ],
        result.request,
        {
          senderName: await accountLabel(this.db, actor.userId, actor.email),
          message: result.request.message,
        },
      );
    }
    return toSignatureView(result.row);
  }

  async updateSignature(actor: Actor, id: string, sid: string, placements: SignatureDocument[]) {
    return this.db.transaction().execute(async (tx) => {
      const visible = await loadVisible(tx, actor, id, { lock: true });
      requireOwner(visible, 'Only the owner can place signature fields');
      assertNotEnded(visible.aggregate.request.status_overall as StatusOverall);
      const signature = visible.aggregate.signatures.find((s) => s.sid === sid);
      if (!signature) throw notFound('signature');
      if (signature.status_code !== 'OPEN') {
        throw new AppError(
          'SIGNERS_LOCKED',
          'This signature is no longer open; its fields cannot move',
        );
      }
      assertAllowed(
        canPlaceFields(requestFacts(visible)),
        () => {
          assertSignersUnlocked(visible.aggregate);
          if (visible.aggregate.request.documents_deleted_at) {
            throw new AppError('DOCUMENTS_DELETED', 'The documents of this request were deleted');
          }
        },
        'Placing signature fields',
      );
      const document_signatures = checkDocumentSignatures(
        placements,
        visible.aggregate.documents,
        'body.document_signatures',
      );
      const now = this.clock();
      await updateSignatureRow(tx, sid, { document_signatures });
      await updateRequest(tx, id, { updated_at: now });
      await appendEvent(tx, {
        requestId: id,
        action: 'signature_placed',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes(visible.aggregate),
        at: now,
        data: { sid, document_signatures },
      });
      return toSignatureView({ ...signature, document_signatures });
    });
  }

  async removeSignature(actor: Actor, id: string, sid: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const visible = await loadVisible(tx, actor, id, { lock: true });
      requireOwner(visible, 'Only the owner can remove signers');
      const signature = visible.aggregate.signatures.find((s) => s.sid === sid);
      if (!signature) throw notFound('signature');
      assertAllowed(
        canEditParticipants(requestFacts(visible)),
        () => assertSignersUnlocked(visible.aggregate),
        'Removing a signer',
      );
      if (
        visible.aggregate.request.status_overall === 'OPEN' &&
        visible.aggregate.signatures.length === 1
      ) {
        throw new AppError(
          'REQUEST_INCOMPLETE',
          'An OPEN request needs at least one signer; withdraw it instead',
        );
      }
      const now = this.clock();
      await deleteSignatures(tx, id, [sid]);
      await updateRequest(tx, id, { updated_at: now });
      await appendEvent(tx, {
        requestId: id,
        action: 'signer_removed',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes(visible.aggregate),
        at: now,
        data: { sid, email: signature.email },
      });
    });
  }

  async addObserver(actor: Actor, id: string, email: string) {
    const result = await this.db.transaction().execute(async (tx) => {
      const visible = await loadVisible(tx, actor, id, { lock: true });
      assertObserversEditable(visible, 'add');
      if (visible.aggregate.observers.some((o) => o.email === email)) {
        throw new AppError('VALIDATION_FAILED', 'This address already observes the request', {
          fields: [{ field: 'body.email', message: 'Already an observer' }],
        });
      }
      if (visible.aggregate.request.status_overall === 'OPEN') {
        await admitInvitations(tx, this.clock, {
          requestId: id,
          accountId: actor.userId,
          emails: [email],
        });
      }
      const now = this.clock();
      const row = {
        id: randomUUID(),
        request_id: id,
        email,
        invited_by: actor.email,
        invited_at: now,
      };
      await insertObserver(tx, row);
      await recordContact(tx, actor.userId, email, now);
      await updateRequest(tx, id, { updated_at: now });
      await appendEvent(tx, {
        requestId: id,
        action: 'observer_added',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes(visible.aggregate),
        at: now,
        data: { id: row.id, email },
      });
      return { row, request: visible.aggregate.request };
    });
    if (result.request.status_overall === 'OPEN') {
      await this.notifications.send('observerAdded', [{ email }], result.request, {
        senderName: await accountLabel(this.db, actor.userId, actor.email),
      });
    }
    return {
      id: result.row.id,
      type: 'USER' as const,
      invited_at: result.row.invited_at.toISOString(),
      invited_by: result.row.invited_by,
      user_info: { email },
    };
  }

  async removeObserver(actor: Actor, id: string, oid: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const visible = await loadVisible(tx, actor, id, { lock: true });
      assertObserversEditable(visible, 'remove');
      const observer = visible.aggregate.observers.find((o) => o.id === oid);
      if (!observer) throw notFound('observer');
      const now = this.clock();
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
