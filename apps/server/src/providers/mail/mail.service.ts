import { type MailBranding, type MailKind, type MailVariables, renderMail } from '@signet/i18n';
import type { PayloadSeal } from '../../crypto/sealed-payload.ts';
import type { Database } from '../../db/database.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { enqueueJob } from '../../jobs/jobs.repository.ts';
import type { BlobStore } from '../blobs/blob-store.port.ts';
import type { MailAttachment, MailProvider, OutgoingMail } from './mail.port.ts';

const DELIVER_JOB = 'mail.deliver';

/**
 * An attachment by reference: the file is a blob (content address), read when the mail goes
 * out, so that a queued mail never carries megabytes of base64 through the jobs table.
 */
export interface MailAttachmentRef {
  filename: string;
  contentType: string;
  blob: string;
}

/**
 * Queueing inside the caller's transaction: the mail exists exactly when the caller's change
 * commits. The caller nudges the runner after the commit. A singleton key makes queueing the same
 * mail twice (a retried job) a no-op while the first is still queued.
 */
export interface QueueInTransaction {
  db: Database;
  singletonKey?: string;
}

type QueuedMail = Omit<OutgoingMail, 'attachments'> & { attachments?: MailAttachmentRef[] };

/**
 * Writes mail in the recipient's language and queues it in the jobs table, so that a request never
 * waits on (or reveals anything through the timing of) an SMTP server, and a failed delivery retries.
 */
export class MailService {
  constructor(
    private readonly runner: JobRunner,
    provider: MailProvider,
    private readonly blobs?: BlobStore,
    /** Seals each queued mail: its links (reset, sign-up) are not readable from the jobs table. */
    private readonly seal?: PayloadSeal,
  ) {
    runner.register(DELIVER_JOB, async (payload) => {
      const { attachments, ...mail } = (seal ? seal.open(payload) : payload) as QueuedMail;
      const files = await this.resolve(attachments ?? []);
      await provider.deliver(files.length > 0 ? { ...mail, attachments: files } : mail);
      return undefined;
    });
  }

  async send(
    input: {
      kind: MailKind;
      to: string;
      language: string | undefined;
      variables?: MailVariables;
      link?: string;
      attachments?: MailAttachmentRef[];
      /** A business's request: its logo and support contact (mails to its signers). */
      branding?: MailBranding;
      /** A subject line the caller chose (one line of plain text) instead of the catalog's. */
      subject?: string;
    },
    inTransaction?: QueueInTransaction,
  ): Promise<void> {
    const mail = renderMail(
      input.kind,
      input.language,
      input.variables ?? {},
      input.link,
      input.branding,
    );
    const queued: QueuedMail = {
      to: input.to,
      ...mail,
      ...(input.subject ? { subject: input.subject } : {}),
      ...(input.attachments?.length ? { attachments: input.attachments } : {}),
    };
    const payload = this.seal ? this.seal.seal(queued) : queued;
    if (!inTransaction) {
      await this.runner.enqueue(DELIVER_JOB, payload);
      return;
    }
    await enqueueJob(inTransaction.db, {
      kind: DELIVER_JOB,
      payload,
      // The runner's clock: due at once for the runner, however far a test's clock has moved.
      runAt: this.runner.now(),
      ...(inTransaction.singletonKey ? { singletonKey: inTransaction.singletonKey } : {}),
    });
  }

  /** A file deleted since the mail was queued (retention, the owner) is left out, not waited for. */
  private async resolve(refs: MailAttachmentRef[]): Promise<MailAttachment[]> {
    if (refs.length === 0) return [];
    if (!this.blobs) throw new Error('Mail with attachments needs the blob store');
    const files: MailAttachment[] = [];
    for (const ref of refs) {
      if (!(await this.blobs.has(ref.blob))) continue;
      files.push({
        filename: ref.filename,
        contentType: ref.contentType,
        content: new Uint8Array(await this.blobs.get(ref.blob)),
      });
    }
    return files;
  }
}
