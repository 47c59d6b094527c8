import { escapeHtml } from '@signet/i18n';
import type { Database } from '../../db/database.ts';
import type { OutboxAttachment, OutboxMessageRow } from '../../db/schema.ts';
import type { HttpContext } from '../../http/http-context.ts';
import { listOutboxMessages } from '../../providers/outbox.repository.ts';

const LIMIT = 200;
const LINK = /https?:\/\/[^\s<>"']+/g;

interface MailboxEntry {
  id: number;
  channel: 'mail' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  links: string[];
  attachments: OutboxAttachment[];
  createdAt: string;
}

function toEntry(row: OutboxMessageRow): MailboxEntry {
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: row.text.match(LINK) ?? [],
    attachments: row.attachments ?? [],
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function recipientOf(query: unknown): string | undefined {
  const to = (query as { to?: unknown }).to;
  return typeof to === 'string' && to.length > 0 ? to.trim().toLowerCase() : undefined;
}

/**
 * The dev outbox: mail and SMS that were "sent", newest first. Registered only outside
 * production (config refuses the outbox there), so links and TANs never leak from a live system.
 */
export function registerMailboxRoutes({ app }: HttpContext, { db }: { db: Database }): void {
  app.get('/dev/mailbox.json', { schema: { hide: true } }, async (request) => {
    const rows = await listOutboxMessages(db, {
      recipient: recipientOf(request.query),
      limit: LIMIT,
    });
    return { messages: rows.map(toEntry) };
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    const rows = await listOutboxMessages(db, {
      recipient: recipientOf(request.query),
      limit: LIMIT,
    });
    return reply.type('text/html; charset=utf-8').send(renderPage(rows.map(toEntry)));
  });
}

function renderPage(entries: MailboxEntry[]): string {
  const items = entries.map((entry) => {
    const links = entry.links
      .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
      .join('');
    const files = entry.attachments
      .map(
        (file) =>
          `<li>${escapeHtml(file.filename)} <span class="meta">(${escapeHtml(file.contentType)}, ${file.size} bytes, SHA-256 ${escapeHtml(file.sha256)})</span></li>`,
      )
      .join('');
    return `<article>
<h2>${escapeHtml(entry.channel === 'sms' ? 'SMS' : (entry.subject ?? ''))}</h2>
<p class="meta">To ${escapeHtml(entry.to)} · ${escapeHtml(entry.createdAt)}</p>
<pre>${escapeHtml(entry.text)}</pre>
${links ? `<ul>${links}</ul>` : ''}
${files ? `<p class="meta">Attachments</p><ul class="attachments">${files}</ul>` : ''}
</article>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signet dev mailbox</title>
<style>body{font-family:Arial,sans-serif;max-width:830px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ddd;border-radius:4px;padding:1rem;margin:1rem 0}
.meta{color:#555;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Dev mailbox</h1><p>Mail and SMS the server sent (newest first). Not available in production.</p>
${items.length > 0 ? items.join('\n') : '<p>Nothing has been sent yet.</p>'}
</body></html>`;
}
