import type { Database } from '../../db/database.ts';
import type { Clock } from '../../jobs/clock.ts';
import { sha256Hex } from '../blobs/file-blob-store.ts';
import { insertOutboxMessage } from '../outbox.repository.ts';
import type { MailProvider, OutgoingMail } from './mail.port.ts';

/** Development: mail is kept in the database and shown at /dev/mailbox. */
export class OutboxMailProvider implements MailProvider {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async deliver(mail: OutgoingMail): Promise<void> {
    await insertOutboxMessage(this.db, {
      channel: 'mail',
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: (mail.attachments ?? []).map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        size: file.content.length,
        sha256: sha256Hex(file.content),
      })),
      createdAt: this.clock(),
    });
  }

  async close(): Promise<void> {}
}
