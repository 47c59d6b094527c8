import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backoffMs, JobRunner, MAX_ATTEMPTS } from '../src/jobs/job-runner.ts';
import { claimDueJobs, enqueueJob } from '../src/jobs/jobs.repository.ts';
import { runJobsCommand } from '../src/jobs-admin.cli.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { TestClock, testConfig, uniqueEmail, useHarness } from './support/test-app.ts';

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

  it('drain waits for its jobs even when nudges arrived during the pass before it', async () => {
    const clock = new TestClock();
    const runner = new JobRunner(harness.db, clock.now, silent, 60_000);
    const slow = `test.slow.${Math.random()}`;
    const refused = `test.refused.${Math.random()}`;
    let entered = () => {};
    let release = () => {};
    runner.register(slow, async () => {
      entered();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return undefined;
    });
    runner.register(refused, async () => {
      throw new Error('refused');
    });
    runner.start();
    try {
      // As in the server: a pass is busy when a request queues mail and nudges; a test (or the
      // shutdown) drains right after. Drain must not return while another pass holds its job.
      for (let n = 1; n <= 3; n++) {
        const busy = new Promise<void>((resolve) => {
          entered = resolve;
        });
        await enqueueJob(harness.db, { kind: slow, payload: { n }, runAt: clock.now() });
        runner.nudge();
        await busy;
        // More than one pass claims at a time: overlapping passes would split them.
        for (let m = 0; m < 45; m++) {
          await enqueueJob(harness.db, { kind: refused, payload: { n }, runAt: clock.now() });
        }
        runner.nudge();
        const drained = runner.drain();
        release();
        await drained;
        const jobs = await harness.db
          .selectFrom('jobs')
          .where('kind', '=', refused)
          .where(sql<boolean>`payload->>'n' = ${String(n)}`)
          .select(['attempts', 'last_error'])
          .execute();
        expect(jobs).toHaveLength(45);
        expect(jobs.filter((job) => job.attempts !== 1 || job.last_error !== 'refused')).toEqual(
          [],
        );
      }
    } finally {
      await runner.stop();
    }
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
  it('backs off up to two hours, then keeps the job as dead until the operator retries it', async () => {
    const clock = new TestClock();
    const runner = new JobRunner(harness.db, clock.now, silent, 60_000);
    const kind = `test.outage.${Math.random()}`;
    let calls = 0;
    let databaseDown = true;
    runner.register(kind, async () => {
      calls += 1;
      if (databaseDown) throw new Error(`outage, attempt ${calls}`);
      return undefined;
    });
    await enqueueJob(harness.db, { kind, payload: {}, runAt: clock.now() });
    const row = () =>
      harness.db.selectFrom('jobs').where('kind', '=', kind).selectAll().executeTakeFirstOrThrow();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await runner.drain();
      expect(calls).toBe(attempt);
      const job = await row();
      if (attempt < MAX_ATTEMPTS) {
        waits.push(new Date(job.run_at).getTime() - clock.now().getTime());
        clock.advance(waits.at(-1)!);
      }
    }
    expect(waits.slice(0, 4)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(Math.max(...waits)).toBe(2 * 3_600_000);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThan(12 * 3_600_000);
    expect(waits).toEqual(waits.map((_, n) => backoffMs(n + 1)));
    // Dead, not deleted: kept with its last error, and never run again by itself.
    expect(await row()).toMatchObject({
      attempts: MAX_ATTEMPTS,
      last_error: `outage, attempt ${MAX_ATTEMPTS}`,
      dead_at: expect.anything(),
    });
    clock.advance(7 * 86_400_000);
    await runner.drain();
    expect(calls).toBe(MAX_ATTEMPTS);

    const lines: string[] = [];
    const command = (argv: string[]) =>
      runJobsCommand(argv, {
        config: testConfig(),
        db: harness.db,
        clock: clock.now,
        out: (line) => lines.push(line),
      });
    const { id } = await row();
    expect(await command(['dead'])).toBe(0);
    expect(lines.join('\n')).toMatch(
      new RegExp(
        `^${id}  ${kind.replaceAll('.', '\\.')}  died .* after ${MAX_ATTEMPTS} attempts  last error: outage, attempt ${MAX_ATTEMPTS}$`,
        'm',
      ),
    );
    databaseDown = false;
    expect(await command(['retry', String(id)])).toBe(0);
    expect(lines.at(-1)).toBe('1 dead job(s) will run again.');
    await runner.drain();
    expect(calls).toBe(MAX_ATTEMPTS + 1);
    expect(
      await harness.db.selectFrom('jobs').where('kind', '=', kind).selectAll().execute(),
    ).toEqual([]);
  });

  it('arms a dead recurring job again when it is enqueued at the next start', async () => {
    const clock = new TestClock();
    const kind = `test.recurring.${Math.random()}`;
    await enqueueJob(harness.db, { kind, payload: {}, runAt: clock.now(), singletonKey: kind });
    await harness.db
      .updateTable('jobs')
      .set({ dead_at: clock.now(), attempts: MAX_ATTEMPTS })
      .where('kind', '=', kind)
      .execute();
    expect(await claimDueJobs(harness.db, clock.now(), 60_000, 1000)).not.toContainEqual(
      expect.objectContaining({ kind }),
    );
    clock.advance(1_000);
    await enqueueJob(harness.db, { kind, payload: {}, runAt: clock.now(), singletonKey: kind });
    const jobs = await harness.db.selectFrom('jobs').where('kind', '=', kind).selectAll().execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ dead_at: null, attempts: 0 });
    expect(await claimDueJobs(harness.db, clock.now(), 60_000, 1000)).toContainEqual(
      expect.objectContaining({ kind }),
    );
  });

  it('the jobs command refuses what it does not understand', async () => {
    const lines: string[] = [];
    const command = (argv: string[]) =>
      runJobsCommand(argv, {
        config: testConfig(),
        db: harness.db,
        out: (line) => lines.push(line),
      });
    for (const argv of [
      [],
      ['retry'],
      ['retry', 'abc'],
      ['retry', '--all', '3'],
      ['dead', '3'],
      ['purge'],
    ]) {
      expect(await command(argv)).toBe(2);
    }
    expect(lines.at(-1)).toMatch(/^Background jobs of this deployment/);
    expect(await command(['retry', '999999999'])).toBe(1);
    expect(lines.at(-1)).toBe('0 dead job(s) will run again.');
  });
});
