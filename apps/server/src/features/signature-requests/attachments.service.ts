import { randomUUID } from 'node:crypto';
import { AppError, ATTACHMENT_CONTENT_TYPES, type StatusOverall } from '@signet/contract';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import { checkUploadBytes, collectBlobs, type UploadLimits } from '../documents/index.ts';
import { appendEvent } from '../events/index.ts';
import { assertNotEnded, documentHashes, loadVisible } from '../request-core/index.ts';
import { deleteAttachment, insertAttachment } from './attachments.repository.ts';
import { requireOwner } from './request-guards.ts';

const ACCEPTED: ReadonlySet<string> = new Set(ATTACHMENT_CONTENT_TYPES);

/** Supplementary files of a request (Skribble "attachments"): terms, appendices, images. */
export class AttachmentsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly blobs: BlobStore,
    private readonly limits: UploadLimits,
  ) {}

  async add(
    actor: Actor,
    id: string,
    file: { filename: string; contentType: string; bytes: Uint8Array },
  ) {
    if (!ACCEPTED.has(file.contentType)) {
      throw new AppError(
        'ATTACHMENT_TYPE',
        `Attachments of type ${file.contentType} are not accepted`,
        {
          fields: [{ field: 'body.content_type', message: `One of ${[...ACCEPTED].join(', ')}` }],
        },
      );
    }
    checkUploadBytes(file.bytes, this.limits, 'body.content');
    // The declared type must not hide a different file: a PDF attachment has to be one.
    if (
      file.contentType === 'application/pdf' &&
      !Buffer.from(file.bytes.subarray(0, 1029)).includes('%PDF-')
    ) {
      throw new AppError(
        'DOCUMENT_NOT_PDF',
        'body.content is not a PDF although content_type says so',
      );
    }
    // Checked before any bytes are stored, so nobody else can fill the blob store through it.
    const before = await loadVisible(this.db, actor, id);
    requireOwner(before, 'Only the owner can attach files');
    assertNotEnded(before.aggregate.request.status_overall as StatusOverall);
    const hash = await this.blobs.put(file.bytes);
    const row = {
      id: randomUUID(),
      request_id: id,
      filename: file.filename,
      content_type: file.contentType,
      blob_hash: hash,
      size: file.bytes.length,
      created_at: this.clock(),
    };
    await this.db.transaction().execute(async (tx) => {
      const visible = await loadVisible(tx, actor, id, { lock: true });
      requireOwner(visible, 'Only the owner can attach files');
      assertNotEnded(visible.aggregate.request.status_overall as StatusOverall);
      await insertAttachment(tx, row);
      await appendEvent(tx, {
        requestId: id,
        action: 'attachment_added',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes(visible.aggregate),
        at: row.created_at,
        data: { attachment_id: row.id, filename: row.filename, sha256: hash },
      });
    });
    return {
      attachment_id: row.id,
      filename: row.filename,
      content_type: row.content_type,
      size: row.size,
    };
  }

  async get(actor: Actor, id: string, aid: string) {
    const attachment = await this.find(actor, id, aid);
    return {
      attachment_id: attachment.id,
      filename: attachment.filename,
      content_type: attachment.content_type,
      size: attachment.size,
    };
  }

  async content(actor: Actor, id: string, aid: string) {
    const attachment = await this.find(actor, id, aid);
    const extension = /\.([A-Za-z0-9]{1,5})$/.exec(attachment.filename)?.[1] ?? 'bin';
    return {
      bytes: await this.blobs.get(attachment.blob_hash),
      contentType: attachment.content_type,
      disposition: contentDisposition('attachment', attachment.filename, extension),
    };
  }

  async remove(actor: Actor, id: string, aid: string): Promise<void> {
    const hash = await this.db.transaction().execute(async (tx) => {
      const visible = await loadVisible(tx, actor, id, { lock: true });
      requireOwner(visible, 'Only the owner can remove attachments');
      // The record of an ended request stays as it ended (retention removes it whole).
      assertNotEnded(visible.aggregate.request.status_overall as StatusOverall);
      const attachment = visible.aggregate.attachments.find((a) => a.id === aid);
      if (!attachment) throw notFound('attachment');
      await deleteAttachment(tx, aid);
      await appendEvent(tx, {
        requestId: id,
        action: 'attachment_removed',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes(visible.aggregate),
        at: this.clock(),
        data: { attachment_id: aid, filename: attachment.filename },
      });
      return attachment.blob_hash;
    });
    await collectBlobs(this.db, this.blobs, [hash], this.clock());
  }

  private async find(actor: Actor, id: string, aid: string) {
    const { aggregate } = await loadVisible(this.db, actor, id);
    const attachment = aggregate.attachments.find((a) => a.id === aid);
    if (!attachment) throw notFound('attachment');
    return attachment;
  }
}
