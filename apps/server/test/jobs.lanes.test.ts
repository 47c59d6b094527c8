import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { JobRunner } from '../src/jobs/job-runner.ts';
import { databases } from './support/databases.ts';
import { TestClock, useHarness } from './support/test-app.ts';

const silent = Fastify({ logger: { level: 'silent' } }).log;

/** A promise and the function that settles it. */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe.each(databases)('a lane of the job queue on $name', (engine) => {
  const harness = useHarness(engine);

  it('runs its kinds apart, at most `concurrency` at once, and never holds the other jobs', async () => {
    const clock = new TestClock();
    const runner = new JobRunner(harness.db, clock.now, silent, 60_000);
    const slow = `test.lane.slow.${Math.random()}`;
    const quick = `test.lane.quick.${Math.random()}`;
    runner.addLane([slow], 2);
    const release = signal();
    const bothEntered = signal();
    const quickRan = signal();
    let entered = 0;
    runner.register(slow, async () => {
      entered += 1;
      if (entered === 2) bothEntered.resolve();
      await release.promise;
      return undefined;
    });
    runner.register(quick, async () => {
      quickRan.resolve();
      return undefined;
    });
    for (let n = 0; n < 3; n++) await runner.enqueue(slow, { n });
    await runner.enqueue(quick, {});
    runner.start();
    try {
      // Two slow jobs hang in the lane; the other queue still runs its job meanwhile.
      await Promise.all([bothEntered.promise, quickRan.promise]);
      const rows = await harness.db
        .selectFrom('jobs')
        .select(['locked_until'])
        .where('kind', '=', slow)
        .execute();
      expect(rows.map((row) => row.locked_until !== null).sort()).toEqual([false, true, true]);
      expect(entered).toBe(2);
      release.resolve();
      await runner.drain();
      expect(entered).toBe(3);
      expect(
        await harness.db
          .selectFrom('jobs')
          .select('id')
          .where('kind', 'in', [slow, quick])
          .execute(),
      ).toEqual([]);
    } finally {
      release.resolve();
      await runner.stop();
    }
  });
});
