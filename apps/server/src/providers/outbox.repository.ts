import type { Database } from '../db/database.ts';
import type { OutboxAttachment, OutboxChannel, OutboxMessageRow } from '../db/schema.ts';

export async function insertOutboxMessage(
  db: Database,
  message: {
    channel: OutboxChannel;
    recipient: string;
    subject: string | null;
    text: string;
    html: string | null;
    attachments?: OutboxAttachment[];
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.attachments?.length ? { attachments: JSON.stringify(message.attachments) } : {}),
      created_at: message.createdAt,
    })
    .execute();
}

/** Newest first; `recipient` narrows to one address or number. */
export function listOutboxMessages(
  db: Database,
  options: { recipient?: string; limit: number },
): Promise<OutboxMessageRow[]> {
  let query = db
    .selectFrom('outbox_messages')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(options.limit);
  if (options.recipient) query = query.where('recipient', '=', options.recipient);
  return query.execute();
}
