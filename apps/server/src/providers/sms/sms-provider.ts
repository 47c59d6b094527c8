import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../jobs/clock.ts';
import { HttpSmsProvider } from './http.sms.ts';
import { OutboxSmsProvider } from './outbox.sms.ts';
import type { SmsProvider } from './sms.port.ts';

export function createSmsProvider(config: Config['sms'], db: Database, clock: Clock): SmsProvider {
  switch (config.transport) {
    case 'outbox':
      return new OutboxSmsProvider(db, clock);
    case 'http':
      return new HttpSmsProvider(config);
    default:
      throw new Error(`Unknown SMS transport ${JSON.stringify(config satisfies never)}`);
  }
}
