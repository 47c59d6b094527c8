import type { SignatureRequest } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { DEADLINE_JOB } from '../src/features/signature-requests/deadline.job.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { base64, createRequest } from './support/requests.ts';
import { STRONG_PASSWORD, TestClock, uniqueEmail, useHarness } from './support/test-app.ts';

const DAY = 24 * 60 * 60_000;

interface Account {
  email: string;
  token: string;
}

describe.each(databases)('deadlines and automatic reminders on $name', (engine) => {
  const harness = useHarness(engine);
  const clock = new TestClock();
  let app: SignetApp;
  let owner: Account;
  let signer: Account;

  beforeAll(async () => {
    app = await harness.app({ clock, env: { PRERENDER_PAGES: '0' } });
    const account = async (name: string) => {
      const email = uniqueEmail(name);
      return { email, token: (await signUp(app, email)).token };
    };
    [owner, signer] = await Promise.all([account('owner'), account('signer')]);
  });

  const url = (id: string, rest = '') => `/v3/signature-requests/${id}${rest}`;
  /** The UTC calendar day `days` after the test clock's now. */
  const dayAhead = (days: number) =>
    new Date(clock.now().getTime() + days * DAY).toISOString().slice(0, 10);
  /** Runs the due jobs, then the mails they queued. */
  const runJobs = async () => {
    await app.signet.jobs.drain();
    await app.signet.jobs.drain();
  };
  /** Moves the clock and runs what fell due; sessions idle that long end, so both sign in again. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    await runJobs();
    for (const account of [owner, signer]) {
      const login = await json<{ token: string }>(app, 'POST', '/v1/login', {
        body: { email: account.email, password: STRONG_PASSWORD },
      });
      account.token = login.body.token;
    }
  };
  const mailsTo = async (to: string) =>
    (
      await json<{ messages: { subject: string | null }[] }>(
        app,
        'GET',
        `/dev/mailbox.json?to=${encodeURIComponent(to)}`,
      )
    ).body.messages.map((message) => message.subject ?? '');
  const actions = async (id: string) =>
    (
      await json<{ events: { action: string; data: Record<string, unknown> }[] }>(
        app,
        'GET',
        url(id, '/events'),
        { token: owner.token },
      )
    ).body.events;

  it('refuses a day already past, or not a date, naming the field', async () => {
    const draft = await createRequest(app, owner.token, { signers: [signer.email] });
    for (const expiration_date of [dayAhead(-1), '2026-02-30', 'soon']) {
      const { status, body } = await json(app, 'PUT', url(draft.id), {
        token: owner.token,
        body: { expiration_date },
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [expect.objectContaining({ field: 'body.expiration_date' })],
      });
    }
    const set = await json<SignatureRequest>(app, 'PUT', url(draft.id), {
      token: owner.token,
      body: { expiration_date: dayAhead(0) },
    });
    expect(set.body.expiration_date).toBe(dayAhead(0));
    const cleared = await json<SignatureRequest>(app, 'PUT', url(draft.id), {
      token: owner.token,
      body: { expiration_date: null },
    });
    expect(cleared.body.expiration_date).toBeNull();
  });

  it('reminds the open signers 3 and 1 days before, never the owner, then expires the request', async () => {
    const title = `Lease ${Math.random().toString(36).slice(2)}`;
    const created = await json<SignatureRequest>(app, 'POST', '/v3/signature-requests', {
      token: owner.token,
      body: {
        title,
        expiration_date: dayAhead(5),
        documents: [{ content: base64(minimalPdf()), title: 'lease.pdf' }],
        signatures: [{ account_email: signer.email }, { account_email: owner.email }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.expiration_date).toBe(dayAhead(5));
    const id = created.body.id;
    expect((await json(app, 'POST', url(id, '/initiate'), { token: owner.token })).status).toBe(
      200,
    );
    await runJobs();
    const about = (subjects: string[]) => subjects.filter((s) => s.includes(title));
    // The owner who signs too is not mailed an invitation to their own request.
    expect(about(await mailsTo(owner.email))).toEqual([]);
    expect(about(await mailsTo(signer.email))).toHaveLength(1);

    await advance(2 * DAY);
    expect(about(await mailsTo(signer.email))).toHaveLength(1);

    await advance(1 * DAY);
    // Newest first.
    expect(about(await mailsTo(signer.email))).toEqual([
      expect.stringContaining('Reminder'),
      expect.stringContaining('asks you to sign'),
    ]);
    const firstReminder = (await actions(id)).at(-1)!;
    expect(firstReminder).toMatchObject({
      action: 'reminded',
      data: { signers: [signer.email], automatic: true, expiration_date: dayAhead(2) },
    });
    const afterFirst = await json<SignatureRequest>(app, 'GET', url(id), { token: owner.token });
    expect(afterFirst.body.signatures[0]!.last_reminded_at).toBe(clock.now().toISOString());

    await advance(2 * DAY);
    expect(about(await mailsTo(signer.email)).filter((s) => s.includes('Reminder'))).toHaveLength(
      2,
    );

    await advance(1 * DAY);
    const ended = await json<SignatureRequest>(app, 'GET', url(id), { token: owner.token });
    expect(ended.body.status_overall).toBe('WITHDRAWN');
    expect(ended.body.signatures.map((s) => s.status_code)).toEqual(['WITHDRAWN', 'WITHDRAWN']);
    const events = await actions(id);
    expect(events.at(-1)).toMatchObject({
      action: 'expired',
      data: { expiration_date: expect.any(String) },
    });
    expect(events.filter((e) => e.action === 'reminded')).toHaveLength(2);
    expect(about(await mailsTo(owner.email))).toEqual([expect.stringContaining('has expired')]);
    expect(about(await mailsTo(signer.email))[0]).toContain('has expired');
    const jobs = await harness.db
      .selectFrom('jobs')
      .select('id')
      .where('singleton_key', '=', `deadline:${id}`)
      .execute();
    expect(jobs).toEqual([]);
  });

  it('follows a deadline moved on an OPEN request, and skips reminders already past', async () => {
    const draft = await createRequest(app, owner.token, { signers: [signer.email] });
    await json(app, 'POST', url(draft.id, '/initiate'), { token: owner.token });
    expect(await jobRunAt(draft.id)).toBeUndefined();
    const moved = await json<SignatureRequest>(app, 'PUT', url(draft.id), {
      token: owner.token,
      body: { expiration_date: dayAhead(1) },
    });
    expect(moved.status).toBe(200);
    // Until the end of tomorrow: the 3-day reminder is past when the date is set and is not
    // sent; the job waits for the 1-day reminder at the start of the last day.
    expect(await jobRunAt(draft.id)).toBe(`${dayAhead(1)}T00:00:00.000Z`);
    await json(app, 'PUT', url(draft.id), {
      token: owner.token,
      body: { expiration_date: dayAhead(10) },
    });
    expect(await jobRunAt(draft.id)).toBe(`${dayAhead(8)}T00:00:00.000Z`);
  });

  it('a reminder by the owner who also signs skips the owner', async () => {
    const draft = await createRequest(app, owner.token, {
      signers: [owner.email, signer.email],
    });
    await json(app, 'POST', url(draft.id, '/initiate'), { token: owner.token });
    const reminded = await json<{ reminded: string[] }>(app, 'POST', url(draft.id, '/remind'), {
      token: owner.token,
    });
    expect(reminded.status).toBe(200);
    expect(reminded.body.reminded).toEqual([draft.signatures[1]!.sid]);
    const alone = await createRequest(app, owner.token, { signers: [owner.email] });
    await json(app, 'POST', url(alone.id, '/initiate'), { token: owner.token });
    const none = await json(app, 'POST', url(alone.id, '/remind'), { token: owner.token });
    expect(none).toMatchObject({ status: 200, body: { reminded: [] } });
  });

  async function jobRunAt(id: string): Promise<string | undefined> {
    const row = await harness.db
      .selectFrom('jobs')
      .select('run_at')
      .where('singleton_key', '=', `deadline:${id}`)
      .where('kind', '=', DEADLINE_JOB)
      .executeTakeFirst();
    return row ? new Date(row.run_at).toISOString() : undefined;
  }
});
