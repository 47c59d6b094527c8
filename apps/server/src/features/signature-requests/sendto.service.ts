import { createHash, randomUUID } from 'node:crypto';
import { AppError, absoluteHref, href, type SignatureRequest } from '@signet/contract';
import type { Renderer } from '@signet/pdf';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { retryAfterSeconds } from '../../http/retry-after.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import type { PagePrerender } from '../documents/index.ts';
import { acceptDocument, type UploadLimits } from '../documents/index.ts';
import { appendEvent } from '../events/index.ts';
import {
  documentHashes,
  insertRequest,
  loadAggregate,
  updateRequest,
} from '../request-core/index.ts';
import { businessOfNewRequest, countRequestCreated } from './request-business.ts';
import { insertDocuments } from './request-documents.ts';
import { viewOf } from './request-view.ts';
import {
  findSendTo,
  insertSendTo,
  lockSendTo,
  lockSendToCreation,
  markSendToClaimed,
  sendToUsage,
} from './sendto.repository.ts';

/** Skribble: an unclaimed send-to is kept for one day. */
export const SENDTO_LIFETIME_MS = 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Skribble: a send-to, its documents and its request go after 90 days, whatever their state. */
export const SENDTO_MAX_AGE_MS = 90 * DAY_MS;

/** What public send-to may store: per client address and day, and unclaimed in all. */
export interface SendToQuota {
  perAddressPerDay: number;
  bytesPerAddressPerDay: number;
  unclaimedBytes: number;
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * "Send to" (Skribble): a PDF handed over without an account becomes a DRAFT nobody owns; the
 * first signed-in user who opens /sendto/{id} and claims it becomes its owner. The id is a random
 * UUID (122 bits), so only those given the link can find it.
 */
export class SendToService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly blobs: BlobStore,
    private readonly limits: UploadLimits,
    private readonly publicUrl: string,
    private readonly prerender: PagePrerender,
    /** Preflight off the event loop (the render workers'). */
    private readonly preflight: Renderer['preflight'],
    private readonly quota: SendToQuota,
  ) {}

  /** `apiBusinessId`: handed over by that business's API account (ADR 0910). */
  async create(
    input: { title: string; bytes: Uint8Array; field: string },
    ip: string | null,
    apiBusinessId: string | null = null,
  ) {
    const size = input.bytes.byteLength;
    // Checked before the document is read and stored, and again under the lock that makes the
    // check and the insert one step.
    await this.assertWithinQuota(this.db, ip ?? '', size);
    const accepted = await acceptDocument(input.bytes, this.limits, this.blobs, input.field, {
      preflight: this.preflight,
      onAccepted: this.prerender.accepted,
    });
    const now = this.clock();
    const requestId = randomUUID();
    const id = randomUUID();
    const accessCode = randomUUID();
    await this.db.transaction().execute(async (tx) => {
      await lockSendToCreation(tx);
      await this.assertWithinQuota(tx, ip ?? '', size);
      await insertRequest(tx, {
        id: requestId,
        owner_id: null,
        title: input.title,
        message: null,
        legislation: null,
        quality: null,
        part11: false,
        business_id: null,
        status_overall: 'DRAFT',
        origin: 'SENDTO',
        created_at: now,
        updated_at: now,
      });
      await insertDocuments(tx, requestId, [{ title: input.title, accepted }], now);
      await insertSendTo(tx, {
        id,
        request_id: requestId,
        access_code_hash: hashCode(accessCode),
        created_at: now,
        expires_at: new Date(now.getTime() + SENDTO_LIFETIME_MS),
        claimed_by: null,
        claimed_at: null,
        created_ip: ip,
        size,
        api_business_id: apiBusinessId,
      });
      await appendEvent(tx, {
        requestId,
        action: 'created',
        actorId: null,
        actorEmail: null,
        ip,
        documentHashes: [accepted.hash],
        at: now,
        data: {
          title: input.title,
          via: 'sendto',
          sendto_id: id,
          uploaded_sha256: accepted.uploadedSha256,
        },
      });
    });
    await this.prerender.stored([accepted.hash]);
    return {
      url: absoluteHref(this.publicUrl, href('sendTo', { id })),
      id,
      access_code: accessCode,
    };
  }

  async getInternal(actor: Actor, id: string) {
    const sendto = await this.findFor(actor, id);
    const aggregate = await loadAggregate(this.db, sendto.request_id);
    if (!aggregate) throw new AppError('NOT_FOUND', 'No such send-to document');
    const document = aggregate.documents[0];
    return {
      id,
      status: this.statusOf(sendto),
      title: aggregate.request.title,
      document: document
        ? {
            id: document.id,
            name: document.title,
            version_id: document.current_hash,
            page_count: document.page_count,
            size: document.size,
          }
        : null,
      signature_request_id: sendto.claimed_by === actor.userId ? sendto.request_id : null,
      expires_at: new Date(sendto.expires_at).toISOString(),
    };
  }

  async claim(actor: Actor, id: string): Promise<SignatureRequest> {
    const requestId = await this.db.transaction().execute(async (tx) => {
      const sendto = await lockSendTo(tx, id);
      if (!sendto || (sendto.claimed_by && sendto.claimed_by !== actor.userId)) {
        throw new AppError('NOT_FOUND', 'No such send-to document');
      }
      if (sendto.claimed_by === actor.userId) return sendto.request_id;
      if (this.statusOf(sendto) === 'EXPIRED') {
        throw new AppError(
          'SENDTO_EXPIRED',
          'This send-to link was not claimed within a day and has expired',
        );
      }
      const now = this.clock();
      const aggregate = await loadAggregate(tx, sendto.request_id, { lock: true });
      if (!aggregate) throw new AppError('NOT_FOUND', 'No such send-to document');
      await markSendToClaimed(tx, id, actor.userId, now);
      // Claimed, the draft is created for its owner: a member's belongs to their business.
      const business = await businessOfNewRequest(tx, actor.userId);
      await updateRequest(tx, sendto.request_id, {
        owner_id: actor.userId,
        business_id: business.businessId,
        ...(business.forcesPart11 ? { part11: true } : {}),
        updated_at: now,
      });
      await countRequestCreated(tx, business.businessId, now);
      await appendEvent(tx, {
        requestId: sendto.request_id,
        action: 'claimed',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes(aggregate),
        at: now,
        data: { sendto_id: id },
      });
      return sendto.request_id;
    });
    const aggregate = await loadAggregate(this.db, requestId);
    if (!aggregate) throw new AppError('NOT_FOUND', 'No such send-to document');
    return viewOf(this.db, { aggregate, roles: ['owner'], caller: actor }, this.publicUrl);
  }

  private async assertWithinQuota(db: Database, ip: string, size: number): Promise<void> {
    const now = this.clock();
    const usage = await sendToUsage(db, ip, new Date(now.getTime() - DAY_MS));
    const { perAddressPerDay, bytesPerAddressPerDay, unclaimedBytes } = this.quota;
    if (usage.count + 1 > perAddressPerDay || usage.bytes + size > bytesPerAddressPerDay) {
      // The day's window frees up as its oldest send-to leaves it.
      const freesAt = (usage.oldest?.getTime() ?? now.getTime()) + DAY_MS;
      const seconds = retryAfterSeconds(freesAt - now.getTime());
      throw new AppError(
        'SENDTO_QUOTA_EXCEEDED',
        usage.count + 1 > perAddressPerDay
          ? `This address has handed over ${usage.count} documents today, the most a day allows`
          : `This address has handed over ${usage.bytes} bytes today; ${size} more would pass the day's ${bytesPerAddressPerDay}`,
        { headers: { 'Retry-After': String(seconds) } },
      );
    }
    if (usage.unclaimed + size > unclaimedBytes) {
      throw new AppError(
        'SENDTO_STORAGE_FULL',
        'Unclaimed send-to documents fill the space set aside for them; try again later',
        { headers: { 'Retry-After': '3600' } },
      );
    }
  }

  private async findFor(actor: Actor, id: string) {
    const sendto = await findSendTo(this.db, id);
    if (!sendto || (sendto.claimed_by && sendto.claimed_by !== actor.userId)) {
      throw new AppError('NOT_FOUND', 'No such send-to document');
    }
    return sendto;
  }

  private statusOf(sendto: { claimed_by: string | null; expires_at: Date | string }) {
    if (sendto.claimed_by) return 'CLAIMED' as const;
    return this.clock().getTime() > new Date(sendto.expires_at).getTime()
      ? ('EXPIRED' as const)
      : ('UNCLAIMED' as const);
  }
}
