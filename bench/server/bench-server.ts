// Helpers of the server benchmarks: a fresh PostgreSQL database, the real server process, a user.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const cores = os.availableParallelism();

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function measureArgon2() {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'argon2-cost.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, UV_THREADPOOL_SIZE: String(Math.max(4, cores)) },
    },
  );
  return JSON.parse(output.toString()) as {
    hashMs: number;
    verifyMs: number;
    hashesPerSecondAllCores: number;
    verifiesPerSecondAllCores: number;
  };
}

/** The server on `port`; `env` adds to or overrides its settings. */
export async function startServer(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '20',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      UV_THREADPOOL_SIZE: String(Math.max(4, cores)),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // The server's files go with it, however the benchmark ends.
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    const ok = await fetch(`${base}/v1/datetime`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

export async function post(base: string, url: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

/** Registers over HTTP alone, reading the confirmation link from the dev outbox. */
export async function registerUser(base: string, email: string, password: string) {
  await post(base, '/v1/request-confirmation', { email, flow: 'signup', lang: 'en-gb' });
  for (let attempt = 0; attempt < 100; attempt++) {
    const mailbox = (await (
      await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(email)}`)
    ).json()) as {
      messages: { links: string[] }[];
    };
    const link = mailbox.messages[0]?.links[0];
    if (link) {
      const token = new URL(link).searchParams.get('token');
      const created = await post(base, '/v1/register', {
        firstName: 'Bench',
        lastName: 'Mark',
        password,
        token,
        gtc: true,
        lang: 'en-gb',
      });
      if (created.status !== 201)
        throw new Error(`register failed: ${JSON.stringify(created.body)}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no confirmation mail');
}

/** A new, empty database on the benchmark's PostgreSQL; returns its URL and a way to drop it. */
export async function freshDatabase() {
  const name = `signet_bench_${Date.now()}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name}`)),
  };
}
