import type { Database } from '../../db/database.ts';
import type { Clock } from '../../jobs/clock.ts';
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
      createdAt: this.clock(),
    });
  }

  async close(): Promise<void> {}
}
