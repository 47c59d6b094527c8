import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { systemClock } from '../src/jobs/clock.ts';
import { type JobRun, JobRunner, MAX_ATTEMPTS } from '../src/jobs/job-runner.ts';
import {
  claimDueJobs,
  deleteJob,
  enqueueJob,
  leaseOf,
  listDeadJobs,
  rescheduleJob,
} from '../src/jobs/jobs.repository.ts';
import { databases } from './support/databases.ts';
import { TestClock, useHarness } from './support/test-app.ts';

/**
 * The jobs table as several server processes share it: each process is a runner of its own (on
 * PostgreSQL with a connection pool of its own), all polling one table.
 */
const silent = Fastify({ logger: { level: 'silent' } }).log;

const rowsOf = (db: Database, kind: string) =>
  db.selectFrom('jobs').selectAll().where('kind', '=', kind).execute();

describe.each(databases)('jobs shared by several nodes on $name', (engine) => {
  const harness = useHarness(engine);
  const others: Database[] = [];
  afterAll(async () => {
    for (const db of others) await db.destroy();
  });
  /** The database as a second node sees it. */
  const secondNode = (): Database => {
    const another = harness.opened.openAnother?.();
    if (!another) return harness.db;
    others.push(another);
    return another;
  };

  it('runs every job once while two nodes drain the table at the same time', async () => {
    const clock = new TestClock();
    const kind = `test.nodes.once.${Math.random()}`;
    const runs = new Map<number, number>();
    const nodes = [harness.db, secondNode()].map((db) => {
      const runner = new JobRunner(db, clock.now, silent, 60_000);
      runner.register(kind, async (payload) => {
        const { n } = payload as { n: number };
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setImmediate(resolve));
        return undefined;
      });
      return runner;
    });
    for (let n = 0; n < 60; n++)
      await enqueueJob(harness.db, { kind, payload: { n }, runAt: clock.now() });
    await Promise.all([nodes[0]!.drain(), nodes[1]!.drain(), nodes[0]!.drain(), nodes[1]!.drain()]);
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(await rowsOf(harness.db, kind)).toEqual([]);
  });

  it('keeps renewing the lease of a job that runs longer than it, so no other node takes it', async () => {
    const kind = `test.nodes.long.${Math.random()}`;
    const leaseMs = 1_500;
    let calls = 0;
    let release = () => {};
    const handler = async () => {
      calls += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return undefined;
    };
    const a = new JobRunner(harness.db, systemClock, silent, 60_000, leaseMs);
    const b = new JobRunner(secondNode(), systemClock, silent, 60_000, leaseMs);
    a.register(kind, handler);
    b.register(kind, handler);
    await enqueueJob(harness.db, { kind, payload: {}, runAt: systemClock() });
    const running = a.drain();
    const first = await waitFor(async () => {
      const [row] = await rowsOf(harness.db, kind);
      return row?.locked_until ? new Date(row.locked_until) : undefined;
    });
    // The first renewal (after a third of the lease) moves the lease on.
    await waitFor(async () => {
      const [row] = await rowsOf(harness.db, kind);
      return new Date(row!.locked_until!) > first ? true : undefined;
    });
    await b.drain();
    expect(calls).toBe(1);
    release();
    await running;
    expect(calls).toBe(1);
    expect(await rowsOf(harness.db, kind)).toEqual([]);
  });

  it("runs a stopped node's job on another once its lease ran out, and drops the stale result", async () => {
    const clock = new TestClock();
    const kind = `test.nodes.orphan.${Math.random()}`;
    await enqueueJob(harness.db, { kind, payload: {}, runAt: clock.now() });
    // Node A claims the job and stops (SIGKILL) before it ends: its lease stays in the table.
    const claimed = (await claimDueJobs(harness.db, clock.now(), 60_000, 1000)).find(
      (job) => job.kind === kind,
    );
    expect(claimed).toBeDefined();
    const stale = leaseOf(claimed!);
    const b = new JobRunner(secondNode(), clock.now, silent, 60_000);
    let calls = 0;
    let staleWrites: boolean[] = [];
    b.register(kind, async () => {
      calls += 1;
      // Were A only stalled, its late outcome must not undo B's run.
      staleWrites = [
        await rescheduleJob(harness.db, stale, clock.now(), { error: 'late' }),
        await deleteJob(harness.db, stale),
      ];
      return undefined;
    });
    await b.drain();
    expect(calls, 'not before the lease ends').toBe(0);
    clock.advance(60_001);
    await b.drain();
    expect(calls).toBe(1);
    expect(staleWrites).toEqual([false, false]);
    expect(await rowsOf(harness.db, kind)).toEqual([]);
  });

  it('commits the effects of a job ended in a transaction once, when a stalled node lost its lease', async () => {
    const clock = new TestClock();
    const kind = `test.nodes.effect.${Math.random()}`;
    const effect = `${kind}.effect`;
    const handler =
      (node: string, gate?: Promise<void>) => async (_payload: unknown, run: JobRun) => {
        await gate;
        await harness.db.transaction().execute(async (tx) => {
          await run.endIn(tx);
          await enqueueJob(tx, {
            kind: effect,
            payload: { node },
            runAt: new Date('3000-01-01T00:00:00Z'),
          });
        });
        return undefined;
      };
    let resume = () => {};
    const stalled = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const a = new JobRunner(harness.db, clock.now, silent, 60_000);
    const b = new JobRunner(secondNode(), clock.now, silent, 60_000);
    a.register(kind, handler('A', stalled));
    b.register(kind, handler('B'));
    await enqueueJob(harness.db, { kind, payload: {}, runAt: clock.now() });
    // A takes the job and stalls past its lease; B takes it over and ends it.
    const running = a.drain();
    await waitFor(async () =>
      (await rowsOf(harness.db, kind))[0]?.locked_until ? true : undefined,
    );
    clock.advance(60_001);
    await b.drain();
    resume();
    await running;
    const effects = await rowsOf(harness.db, effect);
    expect(effects.map((row) => (row.payload as { node: string }).node)).toEqual(['B']);
    expect(await rowsOf(harness.db, kind)).toEqual([]);
    await harness.db.deleteFrom('jobs').where('kind', '=', effect).execute();
  });

  it('does not start a job of its batch that another node took while the batch was running', async () => {
    const clock = new TestClock();
    const slow = `test.nodes.batch-slow.${Math.random()}`;
    const next = `test.nodes.batch-next.${Math.random()}`;
    const runs: string[] = [];
    let resume = () => {};
    const stalled = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const a = new JobRunner(harness.db, clock.now, silent, 60_000);
    const b = new JobRunner(secondNode(), clock.now, silent, 60_000);
    a.register(slow, async () => {
      await stalled;
      return undefined;
    });
    b.register(slow, async () => undefined);
    for (const [node, runner] of [
      ['A', a],
      ['B', b],
    ] as const)
      runner.register(next, async () => {
        runs.push(node);
        return undefined;
      });
    // One claim takes both: the slow job first, the next one waiting behind it.
    await enqueueJob(harness.db, {
      kind: slow,
      payload: {},
      runAt: new Date(clock.now().getTime() - 1),
    });
    await enqueueJob(harness.db, { kind: next, payload: {}, runAt: clock.now() });
    const running = a.drain();
    await waitFor(async () =>
      (await rowsOf(harness.db, next))[0]?.locked_until ? true : undefined,
    );
    clock.advance(60_001);
    await b.drain();
    resume();
    await running;
    expect(runs).toEqual(['B']);
  });

  it('marks a job dead when the node running its last attempt stopped', async () => {
    const clock = new TestClock();
    const kind = `test.nodes.poison.${Math.random()}`;
    await enqueueJob(harness.db, { kind, payload: {}, runAt: clock.now() });
    await harness.db
      .updateTable('jobs')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where('kind', '=', kind)
      .execute();
    // The last attempt is claimed, and its process dies running it.
    await claimDueJobs(harness.db, clock.now(), 60_000, 1000);
    clock.advance(60_001);
    const runner = new JobRunner(secondNode(), clock.now, silent, 60_000);
    let calls = 0;
    runner.register(kind, async () => {
      calls += 1;
      return undefined;
    });
    await runner.drain();
    expect(calls).toBe(0);
    const [row] = await rowsOf(harness.db, kind);
    expect(row?.dead_at).not.toBeNull();
    expect(row?.last_error).toMatch(/last attempt did not end/);
    expect((await listDeadJobs(harness.db)).map((job) => job.id)).toContain(row!.id);
  });

  it('runs a scheduled job once per due time however many nodes schedule it', async () => {
    const clock = new TestClock();
    const kind = `test.nodes.hourly.${Math.random()}`;
    let calls = 0;
    const nodes = [harness.db, secondNode(), harness.db].map((db) => {
      const runner = new JobRunner(db, clock.now, silent, 60_000);
      runner.register(kind, async () => {
        calls += 1;
        return new Date(clock.now().getTime() + 3_600_000);
      });
      return runner;
    });
    // Every node enqueues the schedule at its start, as scheduleCleanup does.
    await Promise.all(nodes.map((node) => node.enqueue(kind, {}, { singletonKey: kind })));
    expect(await rowsOf(harness.db, kind)).toHaveLength(1);
    await Promise.all(nodes.map((node) => node.drain()));
    expect(calls).toBe(1);
    clock.advance(3_600_000);
    await Promise.all(nodes.map((node) => node.drain()));
    expect(calls).toBe(2);
    for (const node of nodes) await node.stop();
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('Timed out');
}
