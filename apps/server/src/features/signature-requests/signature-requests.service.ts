import { randomUUID } from 'node:crypto';
import {
  AppError,
  type CreateSignatureRequestBody,
  canEditParticipants,
  type SignatureRequest,
  SignatureRequestListFilters,
  type SignatureRequestListQuery,
  type StatusOverall,
  type UpdateSignatureRequestBody,
} from '@signet/contract';
import type { Renderer } from '@signet/pdf';
import type { Database, Executor } from '../../db/database.ts';
import type { DocumentRow } from '../../db/tables/signature-requests.tables.ts';
import type { Actor } from '../../http/actor.ts';
import { JsonText } from '../../http/json-text.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import { recordContact } from '../contacts/index.ts';
import type { PagePrerender } from '../documents/index.ts';
import {
  type AcceptedDocument,
  acceptDocument,
  type UploadLimits,
  type WorkGate,
} from '../documents/index.ts';
import { appendEvent } from '../events/index.ts';
import {
  assertAllowed,
  assertDraft,
  assertNotEnded,
  deleteRequest,
  deleteSignatures,
  documentHashes,
  hideRequest,
  insertRequest,
  insertSignature,
  loadVisible,
  nextPosition,
  recordFirstView,
  requestFacts,
  updateRequest,
} from '../request-core/index.ts';
import { signerGroupFor } from '../signer-groups/index.ts';
import { armDeadline } from './deadline.job.ts';
import { insertObserver } from './participants.repository.ts';
import {
  assertPart11Optional,
  businessOfNewRequest,
  countRequestCreated,
  type GivenBusiness,
} from './request-business.ts';
import { assertExpirationDate } from './request-deadline.ts';
import { insertDocuments } from './request-documents.ts';
import { assertDetailsEditable, assertSignersUnlocked, requireOwner } from './request-guards.ts';
import { levelOfNewRequest } from './request-level.ts';
import { type ListFilters, listVisiblePage } from './request-list.repository.ts';
import { type SigningUrl, signingUrlParts } from './request-list-json.ts';
import type { RequestNotifications } from './request-notifications.ts';
import { viewOf } from './request-view.ts';
import { findOwnDocument } from './signature-requests.repository.ts';
import { checkDocumentSignatures, signerEmail } from './signer-input.ts';
import type { SignerLevelGaps } from './signer-levels.ts';
import { notifyWithdrawn, withdrawIn } from './withdrawal.ts';

/**
 * A document of a new request: uploaded bytes (or a spooled upload, read when it is its turn, so
 * that one file at a time is in memory), or one of the caller's existing documents.
 */
export type DocumentSource =
  | {
      kind: 'upload';
      bytes: Uint8Array | (() => Promise<Uint8Array>);
      title: string;
      field: string;
    }
  | { kind: 'copy'; documentId: string; title: string | undefined; field: string };

export type CreateRequestInput = Omit<CreateSignatureRequestBody, 'documents'> & {
  documents: DocumentSource[];
};

export interface RequestServiceDeps {
  db: Database;
  clock: Clock;
  blobs: BlobStore;
  limits: UploadLimits;
  publicUrl: string;
  notifications: RequestNotifications;
  /** Page images drawn ahead: an accepted upload's first page, stored documents' first pages. */
  prerender: PagePrerender;
  /** Preflight off the event loop (the render workers'). */
  preflight: Renderer['preflight'];
  /** How many uploads are read back and checked at once, across requests (ADR 0135). */
  intake?: WorkGate;
  /** Which signers lack the level, for the owner's view (ADR 0640). */
  levelGaps?: SignerLevelGaps;
}

/** §7 "Signature requests": creation, reading, changing and removing, with §4's rules. */
export class SignatureRequestsService {
  /** The signing_url of a listed request is these two parts around its id. */
  private readonly signingUrl: SigningUrl;

  constructor(private readonly deps: RequestServiceDeps) {
    this.signingUrl = signingUrlParts(deps.publicUrl);
  }

  async create(
    actor: Actor,
    input: CreateRequestInput,
    origin = 'WEB',
    given?: GivenBusiness,
    /** More rows of the new request, written in its transaction (the API's holders, ADR 0911). */
    alsoWithin?: (tx: Executor, requestId: string, now: Date) => Promise<void>,
  ): Promise<SignatureRequest> {
    const { db, clock } = this.deps;
    if (input.expiration_date) assertExpirationDate(input.expiration_date, clock());
    const stored = await this.storeDocuments(actor, input.documents);
    const id = randomUUID();
    const now = clock();
    await db.transaction().execute(async (tx) => {
      // A member's request belongs to their business: its settings apply, its usage counts there.
      const business = await businessOfNewRequest(tx, actor.userId, given);
      const level = await levelOfNewRequest(tx, actor.userId, input);
      await insertRequest(tx, {
        id,
        owner_id: actor.userId,
        title: input.title,
        message: input.message ?? null,
        legislation: level.legislation,
        quality: level.quality,
        part11: business.forcesPart11 || (input.part11 ?? false),
        business_id: business.businessId,
        status_overall: 'DRAFT',
        origin,
        expiration_date: input.expiration_date ?? null,
        created_at: now,
        updated_at: now,
      });
      if (business.counted) await countRequestCreated(tx, business.businessId, now);
      const documents = await insertDocuments(tx, id, stored, now);
      const signers = await this.insertSigners(
        tx,
        actor,
        id,
        input.signatures ?? [],
        documents,
        now,
        business.businessId,
      );
      for (const email of new Set(input.observers ?? [])) {
        await insertObserver(tx, {
          id: randomUUID(),
          request_id: id,
          email,
          invited_by: actor.email,
          invited_at: now,
        });
        await recordContact(tx, actor.userId, email, now);
      }
      await appendEvent(tx, {
        requestId: id,
        action: 'created',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documents.map((document) => document.current_hash),
        at: now,
        data: {
          title: input.title,
          documents: stored.map((document) => ({
            sha256: document.accepted.hash,
            uploaded_sha256: document.accepted.uploadedSha256,
            normalized: document.accepted.normalized,
            page_count: document.accepted.pageCount,
            size: document.accepted.size,
          })),
          signers,
          observers: [...new Set(input.observers ?? [])],
        },
      });
      await alsoWithin?.(tx, id, now);
    });
    await this.deps.prerender.stored(stored.map((document) => document.accepted.hash));
    return this.get(actor, id);
  }

  async get(actor: Actor, id: string): Promise<SignatureRequest> {
    const visible = await loadVisible(this.deps.db, actor, id);
    await recordFirstView(this.deps.db, this.deps.clock(), actor, visible);
    return viewOf(this.deps.db, visible, this.deps.publicUrl, this.deps.levelGaps);
  }

  async list(
    actor: Actor,
    query: SignatureRequestListQuery,
    options: Pick<ListFilters, 'withoutDocumentHolders'> = {},
  ) {
    const filters = SignatureRequestListFilters.safeParse({
      status_overall: query.status_overall,
      account_email: query.account_email,
      signature_status: query.signature_status,
      signatures_count: query.signatures_count,
    });
    if (!filters.success) {
      throw new AppError('VALIDATION_FAILED', 'Invalid query.status_overall', {
        fields: [
          { field: 'query.status_overall', message: filters.error.issues[0]?.message ?? 'Invalid' },
        ],
      });
    }
    const { json, total } = await listVisiblePage(
      this.deps.db,
      { userId: actor.userId, email: actor.email, signerGroups: actor.signerGroups },
      { ...filters.data, ...(query.search ? { search: query.search } : {}), ...options },
      query,
      this.signingUrl,
    );
    const items = new JsonText<SignatureRequest[]>(json);
    return { items, total };
  }

  async update(
    actor: Actor,
    id: string,
    body: UpdateSignatureRequestBody,
  ): Promise<SignatureRequest> {
    const { db, clock } = this.deps;
    await db.transaction().execute(async (tx) => {
      const visible = await loadVisible(tx, actor, id, { lock: true });
      requireOwner(visible, 'Only the owner can change the request');
      const { request } = visible.aggregate;
      assertNotEnded(request.status_overall as StatusOverall);
      if (
        [body.title, body.message, body.legislation, body.quality, body.part11].some(
          (value) => value !== undefined,
        )
      )
        assertDetailsEditable(visible);
      if (body.part11 === false) await assertPart11Optional(tx, request.business_id);
      const now = clock();
      const changes = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.message !== undefined ? { message: body.message } : {}),
        ...(body.legislation !== undefined ? { legislation: body.legislation } : {}),
        ...(body.quality !== undefined ? { quality: body.quality } : {}),
        ...(body.part11 !== undefined ? { part11: body.part11 } : {}),
        ...(body.expiration_date !== undefined ? { expiration_date: body.expiration_date } : {}),
      };
      if (body.expiration_date) assertExpirationDate(body.expiration_date, now);
      // An OPEN request's deadline job follows the new date (ADR 0550).
      const deadline =
        body.expiration_date && request.status_overall === 'OPEN'
          ? await armDeadline(tx, id, body.expiration_date, now)
          : {};
      let signers: unknown[] | undefined;
      if (body.signatures !== undefined) {
        assertAllowed(
          canEditParticipants(requestFacts(visible)),
          () => assertSignersUnlocked(visible.aggregate),
          'Changing the signers',
        );
        if (request.status_overall === 'OPEN' && (body.signatures ?? []).length === 0) {
          throw new AppError('REQUEST_INCOMPLETE', 'An OPEN request needs at least one signer');
        }
        await deleteSignatures(tx, id);
        signers = await this.insertSigners(
          tx,
          actor,
          id,
          body.signatures ?? [],
          visible.aggregate.documents,
          now,
          request.business_id,
        );
      }
      await updateRequest(tx, id, { ...changes, ...deadline, updated_at: now });
      await appendEvent(tx, {
        requestId: id,
        action: 'updated',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes(visible.aggregate),
        at: now,
        data: { ...changes, ...(signers ? { signers } : {}) },
      });
    });
    return this.get(actor, id);
  }

  /**
   * The owner deletes a DRAFT outright and withdraws an OPEN request (Skribble's DELETE); any
   * other case, and anyone else, removes the request from their own lists only.
   */
  async remove(actor: Actor, id: string): Promise<'deleted' | 'withdrawn' | 'hidden'> {
    const { db, clock } = this.deps;
    const outcome = await db.transaction().execute(async (tx) => {
      const visible = await loadVisible(tx, actor, id, { lock: true });
      const { request } = visible.aggregate;
      const isOwner = visible.roles.includes('owner');
      if (isOwner && request.status_overall === 'DRAFT') {
        await deleteRequest(tx, id);
        return { result: 'deleted' as const, visible };
      }
      const now = clock();
      if (isOwner && request.status_overall === 'OPEN') {
        await withdrawIn(tx, visible.aggregate, actor, now, null);
        await hideRequest(tx, actor.userId, id);
        return { result: 'withdrawn' as const, visible };
      }
      await hideRequest(tx, actor.userId, id);
      return { result: 'hidden' as const, visible };
    });
    if (outcome.result === 'withdrawn') {
      await notifyWithdrawn(this.deps.notifications, outcome.visible.aggregate, actor, null);
    }
    return outcome.result;
  }

  async status(actor: Actor, id: string) {
    const { aggregate } = await loadVisible(this.deps.db, actor, id);
    return {
      id,
      status_overall: aggregate.request.status_overall as StatusOverall,
      signatures: aggregate.signatures.map((s) => ({
        sid: s.sid,
        account_email: s.account_email,
        status_code: s.status_code as 'OPEN',
      })),
    };
  }

  async lockStatus(actor: Actor, id: string) {
    const { aggregate } = await loadVisible(this.deps.db, actor, id);
    const status = aggregate.request.status_overall as StatusOverall;
    const ended = status !== 'DRAFT' && status !== 'OPEN';
    return {
      documents_locked: status !== 'DRAFT',
      signers_locked: ended || aggregate.signatures.some((s) => s.status_code === 'SIGNED'),
      status_overall: status,
    };
  }

  /** Adds documents while the request is a DRAFT (owner). */
  async addDocuments(
    actor: Actor,
    id: string,
    sources: DocumentSource[],
  ): Promise<SignatureRequest> {
    const { db, clock } = this.deps;
    // Checked before any bytes are stored, so nobody else can fill the blob store through it.
    const before = await loadVisible(db, actor, id);
    requireOwner(before, 'Only the owner can add documents');
    assertDraft(before.aggregate.request.status_overall as StatusOverall);
    const stored = await this.storeDocuments(actor, sources);
    await db.transaction().execute(async (tx) => {
      const visible = await loadVisible(tx, actor, id, { lock: true });
      assertDraft(visible.aggregate.request.status_overall as StatusOverall);
      const now = clock();
      const first = await nextPosition(tx, 'documents', id);
      const added = await insertDocuments(tx, id, stored, now, first);
      await updateRequest(tx, id, { updated_at: now });
      await appendEvent(tx, {
        requestId: id,
        action: 'document_added',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: [...documentHashes(visible.aggregate), ...added.map((d) => d.current_hash)],
        at: now,
        data: {
          documents: added.map((d, index) => ({
            document_id: d.id,
            sha256: d.current_hash,
            uploaded_sha256: stored[index]!.accepted.uploadedSha256,
            normalized: d.normalized,
          })),
        },
      });
    });
    await this.deps.prerender.stored(stored.map((document) => document.accepted.hash));
    return this.get(actor, id);
  }

  /** New signers of a request, recorded in the owner's contacts for autocomplete. */
  async insertSigners(
    tx: Executor,
    actor: Actor,
    requestId: string,
    recipients: NonNullable<CreateSignatureRequestBody['signatures']>,
    documents: readonly DocumentRow[],
    now: Date,
    /** The request's business: the only one whose signer groups it may name. */
    businessId: string | null,
    /** Where recipient `index` is in the call's body (errors name its fields). */
    fieldOf: (index: number) => string = (index) => `body.signatures.${index}`,
  ) {
    const added: { sid: string; email: string; signer_group?: { id: string; name: string } }[] = [];
    for (const [index, recipient] of recipients.entries()) {
      // A group signs by its id as key (ADR 0720); its name is kept as it is now.
      const group = recipient.signer_group_id
        ? await signerGroupFor(
            tx,
            businessId,
            recipient.signer_group_id,
            `${fieldOf(index)}.signer_group_id`,
          )
        : undefined;
      const email = group ? group.id : signerEmail(recipient);
      const sid = randomUUID();
      await insertSignature(tx, {
        sid,
        request_id: requestId,
        position: index,
        email,
        signer_group_id: group?.id ?? null,
        signer_group_name: group?.name ?? null,
        account_email: recipient.account_email ?? null,
        signer_identity_data: (recipient.signer_identity_data ?? null) as Record<
          string,
          unknown
        > | null,
        document_signatures: checkDocumentSignatures(
          recipient.document_signatures,
          documents,
          `${fieldOf(index)}.document_signatures`,
        ),
        sequence: recipient.sequence ?? -1,
        notify: recipient.notify ?? true,
        status_code: 'OPEN',
        invited_by: actor.email,
        last_reminded_at: null,
        status_changed_at: null,
        created_at: now,
      });
      if (!group) await recordContact(tx, actor.userId, email, now);
      added.push({
        sid,
        email,
        ...(group ? { signer_group: { id: group.id, name: group.name } } : {}),
      });
    }
    return added;
  }

  /** Checks and stores uploads before any transaction opens (blobs are immutable and shared). */
  private async storeDocuments(actor: Actor, sources: DocumentSource[]) {
    const stored: { title: string; accepted: AcceptedDocument }[] = [];
    for (const source of sources) {
      if (source.kind === 'upload') {
        const { bytes } = source;
        const accept = async () =>
          acceptDocument(
            typeof bytes === 'function' ? await bytes() : bytes,
            this.deps.limits,
            this.deps.blobs,
            source.field,
            { preflight: this.deps.preflight, onAccepted: this.deps.prerender.accepted },
          );
        const accepted = await (this.deps.intake ? this.deps.intake.run(accept) : accept());
        stored.push({ title: source.title, accepted });
        continue;
      }
      const existing = await findOwnDocument(this.deps.db, actor.userId, source.documentId);
      if (!existing) {
        throw new AppError('NOT_FOUND', `${source.field}: no such document`, {
          fields: [{ field: source.field, message: 'Unknown document' }],
        });
      }
      stored.push({
        title: source.title ?? existing.title,
        accepted: {
          hash: existing.original_hash,
          size: existing.size,
          pageCount: existing.page_count,
          pages: existing.pages as unknown as AcceptedDocument['pages'],
          normalized: existing.normalized,
          uploadedSha256: existing.original_hash,
        },
      });
    }
    return stored;
  }
}

export { assertDraft };
