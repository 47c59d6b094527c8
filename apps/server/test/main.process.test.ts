import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const STALL = path.resolve(import.meta.dirname, 'support/stall-on-signal.ts');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>, preload: string[] = []) {
  const imports = ['tsx', ...preload].flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...imports, MAIN], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  let signal: NodeJS.Signals | null = null;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, by) => {
      signal = by;
      resolve(code);
    }),
  );
  return { child, exited, output: () => output, signal: () => signal };
}

async function untilServing(port: number): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt < 900 && status !== 200; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    status = await fetch(`http://127.0.0.1:${port}/v1/datetime`).then(
      (response) => response.status,
      () => 0,
    );
  }
  return status;
}

describe('the server process (npm run serve)', () => {
  it('refuses a bad setting at start, naming it', async () => {
    const server = start({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
  }, 60_000);

  it('migrates, serves on PGlite in DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-main-'));
    const server = start({ PORT: String(port), DATA_DIR: dataDir });
    expect(await untilServing(port)).toBe(200);
    const docs = await fetch(`http://127.0.0.1:${port}/api/docs/json`);
    expect(docs.status).toBe(200);
    // Requests being answered when SIGTERM arrives finish before the database closes.
    const logins = Array.from({ length: 12 }, (_, i) =>
      fetch(`http://127.0.0.1:${port}/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nobody-${i}@example.com`, password: 'not the password' }),
      }).then(
        (response) => response.status,
        () => 'not accepted',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 40));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(logins);
    expect(answers.filter((answer) => answer !== 'not accepted').length).toBeGreaterThan(0);
    // Answered (401), or turned away as the server closes (503), never failed halfway (500).
    expect(answers.filter((answer) => ![401, 503, 'not accepted'].includes(answer))).toEqual([]);
    // Promptly, not after the keep-alive connections time out or the forced exit (code 1).
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(server.output()).not.toMatch(/destroyed/);
    expect(server.output()).not.toMatch(/authorization/i);
  }, 120_000);

  it('a process whose event loop stops turning is aborted by its watchdog, for the supervisor to restart', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-main-'));
    const server = start({ PORT: String(port), DATA_DIR: dataDir, LOOP_ABORT_SECONDS: '2' }, [
      STALL,
    ]);
    expect(await untilServing(port)).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/health/live`)).status).toBe(200);
    server.child.kill('SIGUSR2');
    // Stuck: SIGTERM's handler needs the loop, so only the watchdog can end it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBeNull();
    expect(server.signal()).toBe('SIGABRT');
    expect(server.output()).toContain('event loop has not turned for');
    expect(server.output()).not.toContain('shutting down');
  }, 120_000);
});
