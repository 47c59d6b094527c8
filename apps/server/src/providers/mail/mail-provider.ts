import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { MailProvider } from './mail.port.ts';
import { OutboxMailProvider } from './outbox.mail.ts';
import { SmtpMailProvider } from './smtp.mail.ts';

export function createMailProvider(
  config: Config['mail'],
  db: Database,
  clock: Clock,
): MailProvider {
  switch (config.transport) {
    case 'outbox':
      return new OutboxMailProvider(db, clock);
    case 'smtp':
      return new SmtpMailProvider(config.smtpUrl, config.from);
    default:
      return assertNever(config);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unknown mail transport ${JSON.stringify(value)}`);
}
