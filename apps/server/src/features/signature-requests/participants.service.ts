import {
  AppError,
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
} from '../request-core/index.ts';
import { admitInvitations } from './invitation-limits.ts';
import { addObserver, type ObserverDeps, removeObserver } from './observers.ts';
import { findSignatureOrThrow, setSignaturePosition } from './participants.repository.ts';
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

  /** A person as an observer, by address. */
  addObserver(actor: Actor, id: string, email: string) {
    return addObserver(this.observerDeps(), actor, id, { email });
  }

  /**
   * A signer group of the request's business as an observer (ADR 0915): its current members read
   * the request and get the observers' mails; `field` names the group id in the body.
   */
  addGroupObserver(actor: Actor, id: string, groupId: string, field: string) {
    return addObserver(this.observerDeps(), actor, id, { groupId, field });
  }

  removeObserver(actor: Actor, id: string, oid: string): Promise<void> {
    return removeObserver(this.observerDeps(), actor, id, oid);
  }

  private observerDeps(): ObserverDeps {
    return { db: this.db, clock: this.clock, notifications: this.notifications };
  }
}
