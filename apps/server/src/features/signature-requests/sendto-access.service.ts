import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '@signet/contract';
import type { Database } from '../../db/database.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import { loadAggregate } from '../request-core/index.ts';
import { findSendTo } from './sendto.repository.ts';

/** Skribble's TrackSendToResponse status: the send-to's, then its request's once claimed. */
const TRACKED: Record<string, string> = {
  DRAFT: 'CLAIMED',
  OPEN: 'SIGNING',
  SIGNED: 'SIGNED',
  WITHDRAWN: 'WITHDRAWN',
  DECLINED: 'DECLINED',
};

const notFound = () => new AppError('NOT_FOUND', 'No such send-to document');

/**
 * A send-to handed over through the public API, reached again with its access code (Skribble's
 * `X-Accesscode`) by an API account of the business that handed it over (ADR 0910). A wrong
 * code, another business and a missing send-to answer alike.
 */
export class SendToAccessService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly blobs: BlobStore,
  ) {}

  private async open(id: string, code: string, businessId: string) {
    const sendto = await findSendTo(this.db, id);
    const presented = createHash('sha256').update(code).digest();
    const expected = Buffer.from(sendto?.access_code_hash ?? '0'.repeat(64), 'hex');
    const matches = presented.length === expected.length && timingSafeEqual(presented, expected);
    if (!sendto || !matches || sendto.api_business_id !== businessId) throw notFound();
    const aggregate = await loadAggregate(this.db, sendto.request_id);
    if (!aggregate) throw notFound();
    return { sendto, aggregate };
  }

  async track(id: string, code: string, businessId: string) {
    const { sendto, aggregate } = await this.open(id, code, businessId);
    if (!sendto.claimed_by) {
      const expired = this.clock().getTime() > new Date(sendto.expires_at).getTime();
      return { status: expired ? 'EXPIRED' : 'UNCLAIMED', creator: null, signers: null };
    }
    const claimer = await this.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', sendto.claimed_by)
      .executeTakeFirst();
    return {
      status: TRACKED[aggregate.request.status_overall] ?? 'CLAIMED',
      creator: claimer?.email ?? null,
      signers: aggregate.signatures.map((signature) => signature.email),
    };
  }

  /** The document as it is now (signed, once its claimer's request was signed). */
  async download(id: string, code: string, businessId: string) {
    const { aggregate } = await this.open(id, code, businessId);
    const document = aggregate.documents[0];
    if (!document) throw new AppError('DOCUMENTS_DELETED', 'The document was deleted');
    return {
      bytes: await this.blobs.get(document.current_hash),
      disposition: contentDisposition('attachment', document.title, 'pdf'),
    };
  }

  /** An unclaimed send-to expires at once (the send-to sweep removes it); a claimed one is its owner's. */
  async remove(id: string, code: string, businessId: string): Promise<void> {
    const { sendto } = await this.open(id, code, businessId);
    const now = this.clock();
    const updated = await this.db
      .updateTable('sendto')
      .set({ expires_at: now })
      .where('id', '=', sendto.id)
      .where('claimed_by', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      throw new AppError(
        'REQUEST_NOT_DRAFT',
        'The send-to document was claimed: it is its owner’s request now',
      );
    }
  }
}
