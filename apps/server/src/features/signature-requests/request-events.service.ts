import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { type ChainedEvent, listEvents, verifyChain } from '../events/index.ts';
import { loadVisible } from '../request-core/index.ts';
import { requestTimeline } from './request-timeline.ts';

const CSV_COLUMNS = [
  'seq',
  'created_at',
  'action',
  'actor_email',
  'ip',
  'document_hashes',
  'data',
  'prev_hash',
  'hash',
] as const;

/** RFC 4180 field; a leading = + - @ is defused so spreadsheets do not run it as a formula. */
function csvField(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

/** The audit trail of a request (architecture "Data safety"), for everyone who may see it. */
export class RequestEventsService {
  constructor(private readonly db: Database) {}

  /** The timeline the viewer shows: the events that tell the story, people named. */
  timeline(actor: Actor, id: string) {
    return requestTimeline(this.db, actor, id);
  }

  async list(actor: Actor, id: string) {
    await loadVisible(this.db, actor, id);
    const events = await listEvents(this.db, id);
    const verdict = verifyChain(events);
    return {
      events: events.map(publicEvent),
      chain: { valid: verdict.valid, broken_at: verdict.valid ? null : verdict.brokenAt },
    };
  }

  /** type=events: the trail as JSON (with the chain's verdict) or as CSV. */
  async report(actor: Actor, id: string, format: 'json' | 'csv') {
    const trail = await this.list(actor, id);
    if (format === 'json')
      return {
        contentType: 'application/json',
        body: JSON.stringify({ signature_request_id: id, ...trail }),
      };
    const lines = [CSV_COLUMNS.join(',')];
    for (const event of trail.events) {
      const values: Record<(typeof CSV_COLUMNS)[number], string> = {
        seq: String(event.seq),
        created_at: event.created_at,
        action: event.action,
        actor_email: event.actor_email ?? '',
        ip: event.ip ?? '',
        document_hashes: event.document_hashes.join(' '),
        data: JSON.stringify(event.data),
        prev_hash: event.prev_hash,
        hash: event.hash,
      };
      lines.push(CSV_COLUMNS.map((column) => csvField(values[column])).join(','));
    }
    return { contentType: 'text/csv; charset=utf-8', body: `${lines.join('\r\n')}\r\n` };
  }
}

function publicEvent(event: ChainedEvent) {
  const { request_id: _request, actor_id: _actor, ...rest } = event;
  return rest;
}
