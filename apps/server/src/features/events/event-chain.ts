import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.ts';

/** The hash before a request's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an event records (architecture "Data safety": who, what, when, IP, document version). */
export interface EventContent {
  request_id: string;
  seq: number;
  action: string;
  actor_id: string | null;
  actor_email: string | null;
  ip: string | null;
  document_hashes: string[];
  data: Record<string, unknown>;
  created_at: string;
}

export interface ChainedEvent extends EventContent {
  prev_hash: string;
  hash: string;
}

/** hash = SHA-256(previous hash ‖ canonical JSON of the event), hex. */
export function eventHash(prevHash: string, event: EventContent): string {
  const content: EventContent = {
    request_id: event.request_id,
    seq: event.seq,
    action: event.action,
    actor_id: event.actor_id,
    actor_email: event.actor_email,
    ip: event.ip,
    document_hashes: event.document_hashes,
    data: event.data,
    created_at: event.created_at,
  };
  return createHash('sha256').update(prevHash).update(canonicalJson(content)).digest('hex');
}

/** An event to append, before it is numbered and chained. */
export interface NewEvent {
  requestId: string;
  action: string;
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
  documentHashes: string[];
  data?: Record<string, unknown>;
  at: Date;
}

/** The event numbered and hashed after the chain's end (`last`; null: the request's first). */
export function chainEvent(
  event: NewEvent,
  last: Pick<ChainedEvent, 'seq' | 'hash'> | null,
): ChainedEvent {
  const content: EventContent = {
    request_id: event.requestId,
    seq: (last?.seq ?? 0) + 1,
    action: event.action,
    actor_id: event.actorId,
    actor_email: event.actorEmail,
    ip: event.ip,
    document_hashes: event.documentHashes,
    data: event.data ?? {},
    created_at: event.at.toISOString(),
  };
  const prev_hash = last?.hash ?? GENESIS_HASH;
  return { ...content, prev_hash, hash: eventHash(prev_hash, content) };
}

export type ChainVerdict = { valid: true } | { valid: false; brokenAt: number; reason: string };

/**
 * Checks a request's events in order: numbering without gaps from 1, each event linked to the
 * previous hash, each hash matching its content. Any edit, insertion or removal breaks it.
 */
export function verifyChain(events: readonly ChainedEvent[]): ChainVerdict {
  let previous = GENESIS_HASH;
  for (const [index, event] of events.entries()) {
    if (event.seq !== index + 1) {
      return { valid: false, brokenAt: event.seq, reason: 'events are missing or out of order' };
    }
    if (event.prev_hash !== previous) {
      return {
        valid: false,
        brokenAt: event.seq,
        reason: 'the link to the previous event is broken',
      };
    }
    if (eventHash(previous, event) !== event.hash) {
      return {
        valid: false,
        brokenAt: event.seq,
        reason: 'the event was changed after it was written',
      };
    }
    previous = event.hash;
  }
  return { valid: true };
}
