import { randomUUID } from 'node:crypto';
import type { PublicApiConfig } from '../../../config/public-api-config.ts';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../jobs/clock.ts';
import type { JobRunner } from '../../../jobs/job-runner.ts';
import { enqueueJob } from '../../../jobs/jobs.repository.ts';
import { OutboundRefused, outboundRequest } from '../outbound/outbound-request.ts';
import { callbackSecret, SIGNATURE_HEADER, signatureHeader } from './callback-signature.ts';
import { substitute, typesFor, URL_OF } from './callback-urls.ts';
import {
  findEventContext,
  findOpenDelivery,
  insertDelivery,
  recordAttempt,
} from './callbacks.repository.ts';

export const CALLBACK_EVENT_JOB = 'callbacks.event';
export const CALLBACK_DELIVERY_JOB = 'callbacks.deliver';

/** Skribble's cycle: an attempt every 10 minutes for 2 hours, then RESIGNATED. */
export const RETRY_EVERY_MS = 10 * 60_000;
export const GIVE_UP_AFTER_MS = 2 * 3_600_000;
/** A receiver's answer is not needed; only this much of it is read. */
const ANSWER_BYTES = 64 * 1024;

/** `Retry-After` as seconds or an HTTP date, in milliseconds from `now`. */
export function retryAfterMs(value: string | string[] | undefined, now: Date): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return 0;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now.getTime());
}

/**
 * Callbacks run in a lane of the job queue of their own (ADR 0902): the trigger on request_events
 * queues a `callbacks.event` job; it queues one `callbacks.deliver` job per callback URL the event
 * calls; each delivery is one bounded POST per attempt, rescheduled by its own handler.
 */
export function registerCallbackJobs(deps: {
  db: Database;
  clock: Clock;
  jobs: JobRunner;
  config: PublicApiConfig;
  serverKey: Buffer;
}): void {
  const { db, clock, jobs, config, serverKey } = deps;
  const { timeoutMs, concurrency, pollMs } = config.callbacks;
  jobs.addLane([CALLBACK_EVENT_JOB, CALLBACK_DELIVERY_JOB], concurrency, pollMs);

  jobs.register(CALLBACK_EVENT_JOB, async (payload) => {
    const { requestId, seq } = payload as { requestId: string; seq: number };
    const event = await findEventContext(db, requestId, seq);
    if (!event) return undefined;
    const data = (event.data ?? {}) as { sid?: string; sids?: string[] };
    const ids = {
      requestId,
      documentId: event.document_id ?? '',
      signatureId: data.sid ?? data.sids?.[0] ?? '',
    };
    const now = clock();
    await db.transaction().execute(async (tx) => {
      for (const type of typesFor(event.action, event.quality)) {
        const template = event[URL_OF[type]];
        if (!template) continue;
        const id = randomUUID();
        const body = {
          id,
          type,
          event: event.action,
          signature_request_id: requestId,
          document_id: ids.documentId || null,
          signature_id: ids.signatureId || null,
          status_overall: event.status_overall,
          occurred_at: event.created_at,
        };
        const url = substitute(template, ids);
        if (await insertDelivery(tx, { id, requestId, seq, type, url, body, at: now })) {
          await enqueueJob(tx, { kind: CALLBACK_DELIVERY_JOB, payload: { id }, runAt: now });
        }
      }
    });
    jobs.nudge();
    return undefined;
  });

  jobs.register(CALLBACK_DELIVERY_JOB, async (payload) => {
    const { id } = payload as { id: string };
    const delivery = await findOpenDelivery(db, id);
    if (!delivery) return undefined;
    const now = clock();
    if (!delivery.username || delivery.key_version === null) {
      await recordAttempt(db, id, {
        state: 'RESIGNATED',
        message: 'The API account was deleted',
        at: now,
      });
      return undefined;
    }
    const body = JSON.stringify(delivery.body);
    const secret = callbackSecret(serverKey, {
      username: delivery.username,
      keyVersion: delivery.key_version,
    });
    let failure: string | undefined;
    let waitMs = 0;
    try {
      const answer = await outboundRequest(
        delivery.url,
        { allowHosts: config.allowHosts, timeoutMs, maxBytes: ANSWER_BYTES, maxRedirects: 0 },
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Signet-Callbacks/1',
            'signet-delivery': id,
            'signet-event': delivery.type,
            [SIGNATURE_HEADER.toLowerCase()]: signatureHeader(secret, body, now),
          },
          body: Buffer.from(body),
        },
      );
      if (answer.status < 200 || answer.status > 299) {
        failure = `Failed ${answer.status}`;
        waitMs = retryAfterMs(answer.headers['retry-after'], now);
      }
    } catch (error) {
      if (!(error instanceof OutboundRefused)) throw error;
      failure = `Failed: ${error.message}`;
    }
    if (failure === undefined) {
      await recordAttempt(db, id, { state: 'COMPLETED', at: clock() });
      return undefined;
    }
    const next = new Date(now.getTime() + Math.max(RETRY_EVERY_MS, waitMs));
    const giveUpAt = new Date(delivery.created_at).getTime() + GIVE_UP_AFTER_MS;
    const resigned = next.getTime() > giveUpAt;
    await recordAttempt(db, id, {
      state: resigned ? 'RESIGNATED' : 'OPEN',
      message: failure,
      at: clock(),
    });
    return resigned ? undefined : next;
  });
}
