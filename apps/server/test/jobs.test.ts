import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { JobRunner } from '../src/jobs/job-runner.ts';
import { claimDueJobs, enqueueJob } from '../src/jobs/jobs.repository.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { TestClock, uniqueEmail, useHarness } from './support/test-app.ts';

const silent = Fastify({ logger: { level: 'silent' } }).log;

describe.each(databases)('the jobs table on $name', (engine) => {
  const harness = useHarness(engine);

  it('hands each due job to one claimer only', async () => {
    const clock = new TestClock();
    const kind = `test.claim.${Math.random()}`;
    for (let n = 0; n < 6; n++) {
      await enqueueJob(harness.db, { kind, payload: { n }, runAt: clock.now() });
    }
    const [a, b] = await Promise.all([
      claimDueJobs(harness.db, clock.now(), 60_000, 4),
      claimDueJobs(harness.db, clock.now(), 60_000, 4),
    ]);
    const mine = [...(a ?? []), ...(b ?? [])].filter((job) => job.kind === kind);
    expect(new Set(mine.map((job) => job.id)).size).toBe(mine.length);
    expect(mine.length).toBe(6);
    // Leased jobs are not handed out again until the lease ends.
    const again = await claimDueJobs(harness.db, clock.now(), 60_000, 100);
    expect(again.filter((job) => job.kind === kind)).toEqual([]);
    clock.advance(60_001);
    const afterLease = await claimDueJobs(harness.db, clock.now(), 60_000, 100);
    expect(afterLease.filter((job) => job.kind === kind)).toHaveLength(6);
  });

  it('runs handlers, retries failures with backoff and reschedules recurring jobs', async () => {
    const clock = new TestClock();
    const runner = new JobRunner(harness.db, clock.now, silent, 60_000);
    const kind = `test.flaky.${Math.random()}`;
    let calls = 0;
    runner.register(kind, async () => {
      calls += 1;
      if (calls === 1) throw new Error('temporary failure');
      return undefined;
    });
    await enqueueJob(harness.db, { kind, payload: {}, runAt: clock.now() });
    await runner.drain();
    expect(calls).toBe(1);
    const failed = await harness.db
      .selectFrom('jobs')
      .where('kind', '=', kind)
      .selectAll()
      .executeTakeFirst();
    expect(failed).toMatchObject({ attempts: 1, last_error: 'temporary failure' });
    await runner.drain();
    expect(calls).toBe(1);
    clock.advance(2_000);
    await runner.drain();
    expect(calls).toBe(2);
    expect(
      await harness.db.selectFrom('jobs').where('kind', '=', kind).selectAll().execute(),
    ).toEqual([]);
  });

  it('the cleanup job removes expired sessions and old link tokens', async () => {
    const clock = new TestClock();
    const app = await harness.app({ clock });
    const email = uniqueEmail();
    const { token, id } = await signUp(app, email);
    await json(app, 'POST', '/v1/request-reset', { body: { email } });
    await app.signet.jobs.drain();
    const tokensOf = () =>
      harness.db.selectFrom('email_tokens').where('email', '=', email).selectAll().execute();
    expect(await tokensOf()).toHaveLength(2);
    expect(
      await harness.db.selectFrom('sessions').where('user_id', '=', id).selectAll().execute(),
    ).toHaveLength(1);
    clock.advance(2 * 86_400_000);
    await harness.db
      .updateTable('jobs')
      .set({ run_at: clock.now() })
      .where('kind', '=', 'cleanup.expired')
      .execute();
    await app.signet.jobs.drain();
    expect(
      await harness.db.selectFrom('sessions').where('user_id', '=', id).selectAll().execute(),
    ).toEqual([]);
    expect((await json(app, 'GET', '/v1/user', { token })).status).toBe(401);
    expect(await tokensOf()).toEqual([]);
    const cleanup = await harness.db
      .selectFrom('jobs')
      .where('kind', '=', 'cleanup.expired')
      .selectAll()
      .execute();
    expect(cleanup).toHaveLength(1);
    expect(new Date(cleanup[0]!.run_at).getTime()).toBeGreaterThan(clock.now().getTime());
  });
});
