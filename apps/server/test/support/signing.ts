import { randomInt } from 'node:crypto';
import type { SignResponse } from '@signet/contract';
import { sql } from 'kysely';
import type { SignetApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { json, signUp } from './http.ts';
import { uniqueEmail } from './test-app.ts';

export interface Signer {
  email: string;
  token: string;
  id: string;
  mobile: string;
}

/** Merges attributes into an account (test set-up of mobile numbers, credits, part 11 texts). */
export async function setAttributes(
  db: Database,
  userId: string,
  values: Record<string, string[]>,
) {
  await db
    .updateTable('users')
    .set({ attributes: sql`attributes || ${JSON.stringify(values)}::jsonb` as never })
    .where('id', '=', userId)
    .execute();
}

/** A signed-up account (verified e-mail, terms accepted, free credits) with a mobile number. */
export async function signerAccount(
  app: SignetApp,
  db: Database,
  name: string,
  email = uniqueEmail(name),
): Promise<Signer> {
  const { token, id } = await signUp(app, email);
  const mobile = `+4179${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  await setAttributes(db, id, { mobile: [mobile] });
  return { email, token, id, mobile };
}

export function signCall(app: SignetApp, token: string, body: Record<string, unknown>) {
  return json<SignResponse & { code?: string; message?: string }>(app, 'POST', '/v3/sign', {
    token,
    body,
  });
}

/** The TAN of the newest SMS to `mobile` in the dev outbox. */
export async function latestTan(app: SignetApp, mobile: string): Promise<string> {
  const { body } = await json<{ messages: { channel: string; text: string }[] }>(
    app,
    'GET',
    `/dev/mailbox.json?to=${encodeURIComponent(mobile)}`,
  );
  const sms = body.messages.find((message) => message.channel === 'sms');
  const tan = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!tan) throw new Error(`No TAN was sent to ${mobile}`);
  return tan;
}

/** Start (TAN sent) then sign with the TAN from the outbox. */
export async function signWithTan(
  app: SignetApp,
  signer: Signer,
  requests: Record<string, unknown>[],
) {
  const started = await signCall(app, signer.token, { signatureRequests: requests });
  if (started.status !== 200 || started.body.status !== 'TAN_SENT') {
    throw new Error(`start failed ${started.status}: ${JSON.stringify(started.body)}`);
  }
  const tan = await latestTan(app, signer.mobile);
  return signCall(app, signer.token, { signatureRequests: requests, tan });
}

/**
 * What a signing changes, as the database holds it — the documents' versions, the signatures'
 * statuses, the request's events (with the certificate serial of each `signed` one) and the
 * signer's credits — for checks that a refused signing changed nothing. The trail's records of
 * the steps on the way (a code sent, a wrong code: ADR 0551) change nothing signed and are left out.
 */
export async function signingState(db: Database, requestId: string, signerId: string) {
  const documents = await db
    .selectFrom('documents')
    .select(['id', 'current_hash'])
    .where('request_id', '=', requestId)
    .orderBy('position')
    .execute();
  const signatures = await db
    .selectFrom('signatures')
    .select(['email', 'status_code'])
    .where('request_id', '=', requestId)
    .execute();
  const events = await db
    .selectFrom('request_events')
    .select(['action', 'data'])
    .where('request_id', '=', requestId)
    .where('action', 'not in', ['tan_sent', 'tan_failed', 'viewed'])
    .orderBy('seq')
    .execute();
  const user = await db
    .selectFrom('users')
    .select('attributes')
    .where('id', '=', signerId)
    .executeTakeFirstOrThrow();
  return {
    documents,
    signatures,
    events: events.map((event) => event.action),
    signed: events
      .filter((event) => event.action === 'signed')
      .map((event) => (event.data as { certificate_serial?: string }).certificate_serial),
    credits: (user.attributes as Record<string, string[]>).free_signatures_remaining,
  };
}

/**
 * Lets the account ask for another TAN at once (set-up of tests that start many signings in a row):
 * the waiting TAN is dropped and the account's hourly count forgotten.
 */
export async function forgetTanSends(db: Database, userId: string): Promise<void> {
  await db
    .updateTable('signing_tans')
    .set({ tan_hash: null })
    .where('user_id', '=', userId)
    .execute();
  await db
    .deleteFrom('rate_limit_counters')
    .where('key', '=', `tan:account-hour:${userId}`)
    .execute();
}
