import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { postgresDatabase } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

/**
 * The database goes away under a running server (PostgreSQL restarts, an operator ends its
 * connections): the server answers 503 while it cannot reach it, recovers by itself, and loses
 * nothing. The server's own pool is ended with pg_terminate_backend; the harness's pool stays.
 */
describe.skipIf(!postgresDatabase)('losing the database under a running server', () => {
  const harness = useHarness(postgresDatabase!);

  /** The PostgreSQL backends behind the pool's connections (all of them busy at once). */
  async function backendsOf(db: Database): Promise<number[]> {
    const pids = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const { rows } = await sql<{
          pid: number;
        }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(db);
        return rows[0]!.pid;
      }),
    );
    return [...new Set(pids)];
  }

  async function terminate(pids: number[]): Promise<void> {
    await sql`select pg_terminate_backend(pid) from unnest(${pids}::int[]) as pid`.execute(
      harness.db,
    );
  }

  /** Holds the account's row lock from the harness's own connection until `release` is called. */
  function holdAccountLock(userId: string) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const done = harness.db.transaction().execute(async (tx) => {
      await sql`select id from users where id = ${userId} for update`.execute(tx);
      locked();
      await released;
    });
    return {
      isLocked,
      release: () => {
        release();
        return done;
      },
    };
  }

  it('replaces connections the database ended while idle, and answers on without a restart', async () => {
    const db = harness.opened.openAnother!();
    const app = await harness.app({ db });
    const { token } = await signUp(app, uniqueEmail('idle-loss'));
    await terminate(await backendsOf(db));
    // The pool hears of each ended connection as an 'error' event; with no listener, that
    // event would have ended this process.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => json(app, 'GET', '/v1/user', { token })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  });

  it('answers a statement cut off by the database with 503, and the repeated call succeeds', async () => {
    const db = harness.opened.openAnother!();
    const app = await harness.app({ db });
    const { token, id } = await signUp(app, uniqueEmail('busy-loss'));
    const lock = holdAccountLock(id);
    await lock.isLocked;
    const change = json(app, 'PUT', '/v1/user', { token, body: { firstName: 'Grace' } });
    // The change waits on the row lock; its connection is then ended under it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await terminate(await backendsWaitingOnLock());
    const cut = await change;
    await lock.release();
    expect(cut.status).toBe(503);
    expect(cut.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    const again = await json(app, 'PUT', '/v1/user', { token, body: { firstName: 'Grace' } });
    expect(again).toMatchObject({ status: 200, body: { firstName: 'Grace' } });
    expect((await json(app, 'GET', '/v1/user', { token })).body).toMatchObject({
      firstName: 'Grace',
    });
  });

  it('ends a statement past its time limit with 503 instead of waiting on', async () => {
    const db = harness.opened.openAnother!({ statementTimeoutMs: 500 });
    const app = await harness.app({ db });
    const { token, id } = await signUp(app, uniqueEmail('slow'));
    const lock = holdAccountLock(id);
    await lock.isLocked;
    // Without a time limit the change would wait on the lock for as long as it is held.
    const cut = await json(app, 'PUT', '/v1/user', { token, body: { lastName: 'Hopper' } });
    await lock.release();
    expect(cut).toMatchObject({ status: 503, body: { code: 'DATABASE_UNAVAILABLE' } });
    expect((await json(app, 'GET', '/v1/user', { token })).body).toMatchObject({
      lastName: 'Muster',
    });
  });

  /** The backends waiting on a row lock of this database (the server's change). */
  async function backendsWaitingOnLock(): Promise<number[]> {
    const { rows } = await sql<{ pid: number }>`
      select pid from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'
         and query ilike '%from "users"%for update%'`.execute(harness.db);
    return rows.map((row) => row.pid);
  }
});
