import {
  TIMELINE_ACTIONS,
  type TimelineAction,
  type TimelineEntry,
  type TimelinePerson,
  type TimelineResponse,
} from '@signet/contract';
import type { Database } from '../../db/database.ts';
import type { SignatureRow } from '../../db/tables/signature-requests.tables.ts';
import type { Actor } from '../../http/actor.ts';
import { type ChainedEvent, listEvents, verifyChain } from '../events/index.ts';
import { loadVisible } from '../request-core/index.ts';

const SHOWN = new Set<string>(TIMELINE_ACTIONS);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

/** The addresses an event concerns besides its actor. */
function concerned(event: ChainedEvent): string[] {
  const { data } = event;
  if (event.action === 'reminded' && Array.isArray(data.signers)) {
    return data.signers.filter((email): email is string => typeof email === 'string');
  }
  if (event.action === 'delegated') {
    const to = text(data.to) ?? text(data.account_email);
    return to ? [to] : [];
  }
  return [];
}

/** Why a step failed: a wrong TAN's code, a failed identification's reason. */
function codeOf(event: ChainedEvent): string | null {
  if (event.action === 'tan_failed') return text(event.data.code);
  if (event.action === 'identification_failed') return text(event.data.reason);
  return null;
}

/** Names by address: the account's name, else the name the sender gave the signer. */
async function namesOf(
  db: Database,
  emails: readonly string[],
  signatures: readonly SignatureRow[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const s of signatures) {
    const identity = s.signer_identity_data as { first_name?: string; last_name?: string } | null;
    const name = [identity?.first_name, identity?.last_name].filter(Boolean).join(' ').trim();
    if (name) names.set(s.email, name);
  }
  if (emails.length === 0) return names;
  const accounts = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name'])
    .where('email', 'in', [...new Set(emails)])
    .execute();
  for (const account of accounts) {
    const name = `${account.first_name ?? ''} ${account.last_name ?? ''}`.trim();
    if (name) names.set(account.email, name);
  }
  return names;
}

/**
 * The request's timeline (issue 20), for everyone who may see the request: the events that tell
 * what happened to it, from the same hash-chained trail the protocol prints, with people named.
 */
export async function requestTimeline(
  db: Database,
  actor: Actor,
  id: string,
): Promise<TimelineResponse> {
  const { aggregate } = await loadVisible(db, actor, id);
  const events = await listEvents(db, id);
  const verdict = verifyChain(events);
  const shown = events.filter((event) => SHOWN.has(event.action));
  const emails = shown.flatMap((event) => [
    ...(event.actor_email ? [event.actor_email] : []),
    ...concerned(event),
  ]);
  const names = await namesOf(db, emails, aggregate.signatures);
  const person = (email: string): TimelinePerson => ({ email, name: names.get(email) ?? null });
  const entries = shown.map(
    (event): TimelineEntry => ({
      seq: event.seq,
      action: event.action as TimelineAction,
      at: event.created_at,
      actor: event.actor_email ? person(event.actor_email) : null,
      people: concerned(event).map(person),
      automatic: event.data.automatic === true,
      message: text(event.data.message),
      code: codeOf(event),
    }),
  );
  return {
    entries,
    chain: { valid: verdict.valid, broken_at: verdict.valid ? null : verdict.brokenAt },
  };
}
