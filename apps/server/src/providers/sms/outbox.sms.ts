import type { Database } from '../../db/database.ts';
import type { Clock } from '../../jobs/clock.ts';
import { insertOutboxMessage } from '../outbox.repository.ts';
import type { OutgoingSms, SmsProvider } from './sms.port.ts';

/** Development: SMS are kept in the database and shown at /dev/mailbox beside the mail. */
export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async deliver(sms: OutgoingSms): Promise<void> {
    await insertOutboxMessage(this.db, {
      channel: 'sms',
      recipient: sms.to,
      subject: null,
      text: sms.text,
      html: null,
      createdAt: this.clock(),
    });
  }
}
