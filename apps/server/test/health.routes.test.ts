import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { useHarness } from './support/test-app.ts';

function blockTheLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // The event loop turns no timer while this runs.
  }
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databases)('health checks on $name', (engine) => {
  const harness = useHarness(engine);

  it('/health/live reports the event loop, and fails for good once it was blocked past the limit', async () => {
    const app = await harness.app({ env: { LOOP_BLOCK_LIMIT_MS: '2000' } });
    const before = await json<{ status: string; eventLoop: Record<string, number | boolean> }>(
      app,
      'GET',
      '/health/live',
    );
    expect(before.status).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.body).toMatchObject({
      status: 'ok',
      eventLoop: { blocked: false, blockLimitMs: 2000, delayP99Ms: expect.any(Number) },
    });
    blockTheLoop(3000);
    await tick(600);
    const after = await json<{ status: string; eventLoop: { longestBlockMs: number } }>(
      app,
      'GET',
      '/health/live',
    );
    expect(after.status).toBe(503);
    expect(after.body.status).toBe('blocked');
    expect(after.body.eventLoop.longestBlockMs).toBeGreaterThanOrEqual(2000);
    await tick(600);
    expect((await json(app, 'GET', '/health/live')).status).toBe(503);
  });

  it('/health/ready answers 200 while the database answers, 503 when it does not', async () => {
    const app = await harness.app();
    expect(await json(app, 'GET', '/health/ready')).toMatchObject({
      status: 200,
      body: { status: 'ok', database: 'ok' },
    });
    // An app whose database has gone away: the check fails without hanging or crashing.
    const lost = createDatabase({ kind: 'pglite', dataDir: undefined });
    const orphan = await harness.app({ db: lost });
    await lost.destroy();
    expect(await json(orphan, 'GET', '/health/ready')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', database: 'unavailable' },
    });
    expect((await json(orphan, 'GET', '/health/live')).status).toBe(200);
  });
});
